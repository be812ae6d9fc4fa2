import { existsSync } from 'node:fs';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import loggerConfig from '../config/logger';
import { bodyBuiltOnce, securityBuiltOnce } from '../src/core-middlewares';
import { requireFromStrapiCore, startCms, type TestCms } from './helpers/strapi';

/**
 * `strapi::security` and `strapi::body`, built once (src/core-middlewares), answer exactly as
 * Strapi's own, built per request: the same headers for every kind of path, and the same bodies,
 * errors and files. Each request goes to a Koa app holding Strapi's own middleware and to one
 * holding ours, both configured as config/middlewares.ts configures the CMS.
 */

// Strapi's own middlewares and Koa app (with its answers such as ctx.payloadTooLarge), from the @strapi/core the CMS runs.
const createKoaApp = requireFromStrapiCore('./services/server/koa.js') as (options: { keys: string[] }) => KoaApp;
const { security: strapisSecurity } = requireFromStrapiCore('./middlewares/security.js') as { security: Core.MiddlewareFactory };
const { body: strapisBody } = requireFromStrapiCore('./middlewares/body.js') as { body: Core.MiddlewareFactory };

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms.stop();
});

/** The configuration config/middlewares.ts gives `name`. */
function configOf(name: string) {
  const entries = cms.strapi.config.get<Array<string | { name: string; config?: unknown }>>('middlewares');
  const entry = entries.find((item) => typeof item === 'object' && item.name === name);
  if (!entry || typeof entry !== 'object') throw new Error(`${name} has no configuration`);
  return entry.config;
}

interface KoaApp {
  silent: boolean;
  use: (middleware: unknown) => void;
  callback: () => Parameters<typeof request>[0];
}

interface Uploaded {
  originalFilename?: string;
  type?: string;
  size?: number;
  filepath?: string;
}

/** A Koa app with one middleware, whose handler answers with what it parsed. */
function appWith(factory: Core.MiddlewareFactory, config: unknown) {
  const app = createKoaApp({ keys: ['test'] });
  // Refusals are compared, not printed.
  app.silent = true;
  app.use(factory(config, { strapi: cms.strapi }));
  app.use((ctx: { body: unknown; request: { body?: unknown; files?: Record<string, Uploaded | Uploaded[]> } }) => {
    const files = Object.values(ctx.request.files ?? {}).flat();
    ctx.body = { body: ctx.request.body ?? null, files: files.map(({ originalFilename, type, size }) => ({ originalFilename, type, size })) };
  });
  return app.callback();
}

const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
];
const securityHeaders = (headers: Record<string, string>) => Object.fromEntries(HELMET_HEADERS.map((name) => [name, headers[name]]));

describe('strapi::security, built once', () => {
  const requests: Array<[string, string]> = [
    ['GET', '/api/stats'],
    ['POST', '/api/bikes'],
    ['OPTIONS', '/api/cities'],
    ['GET', '/uploads/photo.png'],
    ['GET', '/admin'],
    ['GET', '/admin/auth/login'],
    ['POST', '/admin/login'],
    ['GET', '/documentation'],
    ['GET', '/documentation/v1.0.0'],
    ['POST', '/documentation/login'],
    ['GET', '/_health'],
  ];

  it.each(['test', 'production'])('sends the headers Strapi sends, on every kind of path (NODE_ENV=%s)', async (environment) => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = environment;
    try {
      const config = configOf('strapi::security');
      const theirs = appWith(strapisSecurity, config);
      const ours = appWith(securityBuiltOnce(strapisSecurity), config);
      for (const [method, url] of requests) {
        const expected = securityHeaders((await request(theirs)[method.toLowerCase() as 'get'](url)).headers);
        const sent = securityHeaders((await request(ours)[method.toLowerCase() as 'get'](url)).headers);
        expect({ method, url, headers: sent }).toEqual({ method, url, headers: expected });
      }
      // The comparison compares something: the CMS's own policy is there.
      const { headers } = await request(ours).get('/api/stats');
      expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('is what the CMS answers with', async () => {
    const theirs = await request(appWith(strapisSecurity, configOf('strapi::security'))).get('/api/stats');
    const ours = await request(cms.server).get('/api/stats');
    expect(securityHeaders(ours.headers)['content-security-policy']).toBe(securityHeaders(theirs.headers)['content-security-policy']);
    expect(cms.strapi.get('middlewares').get('strapi::security')).not.toBe(strapisSecurity);
  });
});

describe('strapi::body, built once', () => {
  const config = () => configOf('strapi::body');
  const both = () => [appWith(strapisBody, config()), appWith(bodyBuiltOnce(strapisBody), config())] as const;

  /** Sends the same request to both apps; returns both answers' status and body. */
  async function compare(send: (app: ReturnType<typeof appWith>) => request.Test) {
    const [theirs, ours] = await Promise.all(both().map(async (app) => {
      const response = await send(app);
      return { status: response.status, body: response.body as unknown };
    }));
    expect(ours).toEqual(theirs);
    return ours;
  }

  it('parses JSON, forms and text as Strapi does', async () => {
    expect((await compare((app) => request(app).post('/api/x').send({ data: { nickName: 'Azul', price: 250 } }))).body).toEqual({
      body: { data: { nickName: 'Azul', price: 250 } },
      files: [],
    });
    expect((await compare((app) => request(app).post('/api/x').type('form').send('a=1&b=dois'))).body).toEqual({ body: { a: '1', b: 'dois' }, files: [] });
    await compare((app) => request(app).post('/api/x').type('text').send('texto simples'));
    await compare((app) => request(app).get('/api/x'));
  });

  it('refuses what Strapi refuses, with the same status', async () => {
    expect((await compare((app) => request(app).post('/api/x').type('json').send('{"data": '))).status).toBe(400);
    const overLimit = JSON.stringify({ data: { message: 'x'.repeat(300 * 1024) } });
    expect((await compare((app) => request(app).post('/api/x').type('json').send(overLimit))).status).toBe(413);
  });

  it('hands uploaded files on with the type Strapi gives them, and refuses one over the limit', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    for (const contentType of ['image/png', '']) {
      const { body } = await compare((app) =>
        request(app).post('/api/upload').field('fileInfo', '{}').attach('files', png, { filename: 'foto.png', contentType }),
      );
      expect(body).toMatchObject({ body: { fileInfo: '{}' }, files: [{ originalFilename: 'foto.png', size: png.length }] });
    }

    const tooBig = Buffer.alloc(11 * 1024 * 1024);
    const refused = await compare((app) => request(app).post('/api/upload').attach('files', tooBig, { filename: 'grande.png', contentType: 'image/png' }));
    expect(refused.status).toBe(413);
  });

  it('removes the temporary file once the answer is sent', async () => {
    let kept: string | undefined;
    const app = createKoaApp({ keys: ['test'] });
    app.use(bodyBuiltOnce(strapisBody)(config(), { strapi: cms.strapi }));
    app.use((ctx: { body: unknown; request: { files?: { files?: Uploaded } } }) => {
      kept = ctx.request.files?.files?.filepath;
      ctx.body = { kept: Boolean(kept && existsSync(kept)) };
    });
    const response = await request(app.callback()).post('/api/upload').attach('files', Buffer.from('olá'), 'nota.txt');
    expect(response.body).toEqual({ kept: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(kept!)).toBe(false);
  });
});

describe('the logger (config/logger.ts)', () => {
  const at = (level: string) =>
    loggerConfig({ env: ((name: string, fallback: unknown) => (name === 'LOG_LEVEL' ? level : fallback)) as never });
  const shown = (level: string, messageLevel: string) =>
    at(level).format.transform({ level: messageLevel, message: 'GET /api/stats (2 ms) 200', [Symbol.for('level')]: messageLevel });

  it('drops a message below its level before formatting it, and prints the rest as Strapi does', () => {
    expect(shown('warn', 'http')).toBe(false);
    expect(shown('warn', 'info')).toBe(false);
    const printed = shown('warn', 'error') as Record<symbol, string>;
    expect(printed[Symbol.for('message')]).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] .*error.*: GET \/api\/stats \(2 ms\) 200$/);
    expect(shown('http', 'http')).not.toBe(false);
  });

  it('refuses a level it does not know', () => {
    expect(() => at('loud')).toThrow(/LOG_LEVEL/);
  });
});
