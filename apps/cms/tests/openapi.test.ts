import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import spec from '../src/api/docs/openapi.json';
import { GRANTS } from '../src/bootstrap/permissions';
import { seedContent } from '../src/seed/content';
import { seedDemo } from '../src/seed/demo';
import { seedReference } from '../src/seed/reference';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The OpenAPI document (src/api/docs/openapi.json) against the running CMS: every public GET
 * route is documented, and every documented answer, asked as a visitor and as a logged-in user
 * on the seeded registry (bikes in every state, content, lookups), fits its schema. The
 * document cannot drift from the code without this failing.
 */

let cms: TestCms;
let jwt: string;

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  await seedContent(cms.strapi);
  await seedDemo(cms.strapi);
  const reader = await createUser(cms.strapi, { name: 'Leitora Pública', email: 'leitora.api@exemplo.pt' });
  jwt = reader.jwt;
  // A review an editor published, as the seed has none.
  const review = await cms.strapi.documents('api::review.review').create({
    data: { title: 'Muito útil', description: 'Encontrei a minha bicicleta.', user: reader.user.documentId },
  });
  await cms.strapi.documents('api::review.review').publish({ documentId: review.documentId });
});
afterAll(async () => {
  await cms.stop();
});

type Operation = { responses: Record<string, { content?: Record<string, unknown> }>; security?: unknown[] };
const PATHS = spec.paths as unknown as Record<string, { get: Operation }>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec, 'openapi');
const pointer = (path: string, status: string) =>
  `openapi#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/get/responses/${status}/content/application~1json/schema`;

/** `/bikes/by-slug/:slug` → `/bikes/by-slug/{slug}`. */
const openApiPath = (routePath: string) => routePath.replace(/:(\w+)/g, '{$1}');

interface RouteInfo {
  method: string;
  path: string;
  handler: string;
}

/** Every content-API route of the project's APIs, with the action it runs. */
function projectRoutes(): RouteInfo[] {
  const apis = cms.strapi.apis as Record<string, { routes: Record<string, { type?: string; routes: RouteInfo[] }> }>;
  return Object.values(apis).flatMap((api) =>
    Object.values(api.routes)
      .filter((router) => (router.type ?? 'content-api') === 'content-api')
      .flatMap((router) => router.routes),
  );
}

it('documents every public GET route of the project', () => {
  const publicGets = projectRoutes().filter((route) => route.method === 'GET' && GRANTS.public.includes(route.handler));
  expect(publicGets.length).toBeGreaterThan(30);
  const undocumented = publicGets.map((route) => openApiPath(route.path)).filter((path) => !PATHS[path]);
  expect(undocumented).toEqual([]);
});

it('documents nothing that is not a route', () => {
  const routes = new Set(projectRoutes().map((route) => `${route.method} ${openApiPath(route.path)}`));
  expect(Object.keys(PATHS).filter((path) => !routes.has(`GET ${path}`))).toEqual([]);
});

it('serves the document at /api/docs/openapi.json and a page listing it at /api/docs', async () => {
  const json = await request(cms.server).get('/api/docs/openapi.json');
  expect(json.status).toBe(200);
  expect(json.body).toEqual(spec);
  const page = await request(cms.server).get('/api/docs');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  for (const path of Object.keys(PATHS)) expect(page.text).toContain(`GET /api${path}`);
});

/** A real request for each documented path: ids and slugs come from the registry's own lists. */
async function concreteUrl(path: string): Promise<string> {
  const first = async (list: string, key: 'slug' | 'documentId') => {
    const response = await request(cms.server).get(`/api${list}`).set('Authorization', `Bearer ${jwt}`);
    const [entry] = response.body.data as Record<string, string>[];
    if (!entry) throw new Error(`${list} is empty: the seed should fill it`);
    return entry[key];
  };
  if (path === '/bikes/by-slug/{slug}') return `/api/bikes/by-slug/${await first('/bikes/stolen', 'slug')}`;
  if (path === '/classifieds/{slug}') return `/api/classifieds/${await first('/classifieds', 'slug')}`;
  if (path === '/bikes/search') {
    const bike = await cms.strapi.db.query('api::bike.bike').findOne({ where: { approved: true }, select: ['serial_number'] });
    return `/api/bikes/search?q=${encodeURIComponent(bike.serial_number)}`;
  }
  if (path === '/bikes/similar') {
    // One character more than a registered key: one edit away.
    const bike = await cms.strapi.db.query('api::bike.bike').findOne({ where: { approved: true }, select: ['serial_normalized'] });
    return `/api/bikes/similar?q=${encodeURIComponent(`${bike.serial_normalized}X`)}`;
  }
  if (path === '/v1/check') return `/api/v1/check?slug=${await first('/bikes/stolen', 'slug')}`;
  if (path.endsWith('/{id}')) {
    const list = path.slice(0, -'/{id}'.length);
    return `/api${list}/${await first(list, 'documentId')}`;
  }
  return `/api${path}`;
}

const JSON_PATHS = Object.keys(PATHS).filter((path) => PATHS[path].get.responses['200']?.content?.['application/json']);

describe.each(['visitor', 'logged-in user'])('answers as a %s', (who) => {
  it.each(JSON_PATHS)('GET %s fits its schema', async (path) => {
    const url = await concreteUrl(path);
    const needsLogin = Boolean(PATHS[path].get.security?.length);
    let call = request(cms.server).get(url);
    if (who === 'logged-in user') call = call.set('Authorization', `Bearer ${jwt}`);
    const response = await call;
    if (needsLogin && who === 'visitor') {
      expect(response.status).toBe(403);
      expect(ajv.getSchema(`openapi#/components/schemas/Error`)!(response.body)).toBe(true);
      return;
    }
    expect(response.status).toBe(200);
    const validate = ajv.getSchema(pointer(path, '200'));
    if (!validate) throw new Error(`no schema for ${path}`);
    const valid = validate(response.body);
    expect({ path, errors: valid ? [] : validate.errors }).toEqual({ path, errors: [] });
    // A list that is empty proves nothing about its items.
    if (Array.isArray(response.body.data)) expect(response.body.data.length).toBeGreaterThan(0);
  });
});

it('documents the errors too: a bad check is a 400 in the documented shape', async () => {
  const response = await request(cms.server).get('/api/v1/check');
  expect(response.status).toBe(400);
  const validate = ajv.getSchema(pointer('/v1/check', '400'))!;
  expect(validate(response.body)).toBe(true);
});
