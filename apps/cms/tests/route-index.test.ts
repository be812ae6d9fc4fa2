import fc from 'fast-check';
import request from 'supertest';
import {
  candidatesByPath,
  isAllowedMethods,
  matchThroughIndex,
  type Layer,
  type Matched,
  type RouterWithStack,
} from '../src/core-middlewares/route-index';
import { requireFromStrapiCore, startCms, type TestCms } from './helpers/strapi';

/**
 * The indexed `match` (src/core-middlewares/route-index.ts) finds exactly the layers, in the same
 * order, that @koa/router's own finds, but for the repeated `allowedMethods` layers, of which it
 * keeps the first: for every route of the CMS, near misses of each, and arbitrary paths; and for
 * routes written to trip an index (patterns, prefixes, case). The CMS answers every method the
 * same through either.
 */

// The @koa/router that Strapi's server uses.
const Router = requireFromStrapiCore('@koa/router') as new (options?: { prefix: string }) => RouterWithStack & {
  register: (path: string | RegExp, methods: string[], middleware: unknown, options?: object) => void;
  use: (...args: unknown[]) => void;
  routes: () => unknown;
  allowedMethods: () => unknown;
};
const stockMatch = (Router.prototype as RouterWithStack).match;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** @koa/router's match, less the `allowedMethods` layers after the first: what the index returns. */
function expectedMatch(router: RouterWithStack, path: string, method: string): Matched {
  const stock: Matched = stockMatch.call(router, path, method);
  const kept = stock.path.find(isAllowedMethods);
  const keep = (layer: Layer) => !isAllowedMethods(layer) || layer === kept;
  return { path: stock.path.filter(keep), pathAndMethod: stock.pathAndMethod.filter(keep), route: stock.route };
}

/** Compares both matches on each path and method; returns how many it compared. */
function expectSameMatch(router: RouterWithStack, paths: string[]) {
  const differences: string[] = [];
  // Identity and order of the layers, not a structural comparison.
  const sameLayers = (a: Layer[], b: Layer[]) => a.length === b.length && a.every((layer, i) => layer === b[i]);
  for (const candidate of paths) {
    for (const method of METHODS) {
      const indexed = router.match(candidate, method);
      const expected = expectedMatch(router, candidate, method);
      const same =
        sameLayers(indexed.path, expected.path) && sameLayers(indexed.pathAndMethod, expected.pathAndMethod) && indexed.route === expected.route;
      if (!same) differences.push(`${method} ${candidate}`);
    }
  }
  expect(differences).toEqual([]);
  return paths.length * METHODS.length;
}

/** A concrete path for a route's pattern, and the near misses an index could get wrong. */
function pathsFor(pattern: string): string[] {
  const concrete = pattern.replace(/\([^)]*\)/g, 'x').replace(/:[A-Za-z_]\w*[?*+]?/g, 'abc123').replace(/[{}]/g, '');
  const segments = concrete.split('/');
  const lastSegment = segments.length - 1;
  return [
    concrete,
    concrete.toUpperCase(),
    `${concrete}/`,
    `${concrete}/extra`,
    `${concrete}#fragment`,
    `${concrete}?query`,
    `/${concrete}`,
    concrete.replace(/^\/([^/]+)/, '/$1x'),
    concrete.replace(/^\/([^/]+)\/([^/]+)/, '/$1/$2x'),
    concrete.replace(/^\/([^/]+)\/([^/]+)/, '/$1/x$2'),
    segments.slice(0, lastSegment).join('/') || '/',
    segments.map((segment, i) => (i === lastSegment ? encodeURIComponent('ç') : segment)).join('/'),
    concrete.replace(/i/g, 'İ').replace(/k/g, '\u212A'),
  ];
}

describe('the CMS router', () => {
  let cms: TestCms;
  let router: RouterWithStack;
  beforeAll(async () => {
    cms = await startCms();
    router = cms.strapi.server.router as unknown as RouterWithStack;
  });
  afterAll(async () => {
    await cms.stop();
  });

  it('matches through the index', () => {
    expect(router.match).not.toBe(stockMatch);
    // Strapi's repeated allowedMethods layers, which the index collapses, are there to collapse.
    expect(router.stack.filter(isAllowedMethods).length).toBeGreaterThan(10);
    // The index leaves few candidates for an API path: the point of it.
    const candidates = candidatesByPath(router.stack)('/api/bikes/abc123');
    expect(router.stack.length).toBeGreaterThan(300);
    expect(candidates.length).toBeLessThan(router.stack.length / 4);
  });

  it('finds what @koa/router finds for every route and its near misses', () => {
    const patterns = router.stack.flatMap((layer) => (typeof layer.path === 'string' ? [layer.path] : []));
    const compared = expectSameMatch(router, [...new Set(patterns.flatMap(pathsFor)), '/', '', '//', '/api', '/API/', '/admin']);
    expect(compared).toBeGreaterThan(patterns.length * METHODS.length * 5);
  });

  it('finds what @koa/router finds for arbitrary paths made of its segments', () => {
    const segments = [
      ...new Set(router.stack.flatMap((layer) => (typeof layer.path === 'string' ? layer.path.split('/') : []))),
    ];
    const segment = fc.oneof(fc.constantFrom(...segments), fc.string({ maxLength: 6 }), fc.constantFrom('', '#', '?', '%2F', 'İ'));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.boolean(), (parts, upper) => {
        const candidate = `/${parts.join('/')}`;
        expectSameMatch(router, [upper ? candidate.toUpperCase() : candidate]);
      }),
      { numRuns: 3000 },
    );
  });

  it('answers every method as @koa/router\'s match does', async () => {
    const asked: Array<[string, string]> = [
      ['GET', '/api/stats'],
      ['HEAD', '/API/STATS/'],
      ['DELETE', '/api/stats'],
      ['PUT', '/api/bikes/search'],
      ['OPTIONS', '/api/stats'],
      ['TRACE', '/api/stats'],
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/bikes'],
      ['GET', '/_health'],
      ['GET', '/admin/init'],
      ['PATCH', '/admin/init'],
      ['GET', '/no-such-page'],
    ];
    const answers = async () => {
      const answered = [];
      for (const [method, askedPath] of asked) {
        const response = await request(cms.server)[method.toLowerCase() as 'get'](askedPath);
        answered.push({ method, askedPath, status: response.status, allow: response.headers.allow, body: response.text });
      }
      return answered;
    };
    const indexed = await answers();
    const ourMatch = router.match;
    router.match = stockMatch;
    try {
      expect(indexed).toEqual(await answers());
    } finally {
      router.match = ourMatch;
    }
    // The refusals the routers' allowedMethods make are among them.
    expect(indexed.map(({ status }) => status)).toEqual(expect.arrayContaining([200, 204, 404, 405]));
  });
});

describe('routes written to trip an index', () => {
  const router = new Router();
  const handler = () => undefined;
  const nested = new Router();
  nested.register('/inner/:id', ['GET'], handler);
  const patterns = [
    '/', '/_health', '/api/bikes', '/api/bikes/:id', '/Api/Mixed/Case', '/api([^/]*)', '/:plugin/settings',
    '/api/:collection', '/api/bikes{/:id}?', '/files/:name.png', '/a.b/c~d', '/upload/files/:id(\\d+)', '/api/bikes/:id/photos/(.*)',
  ];
  for (const pattern of patterns) router.register(pattern, ['GET', 'POST'], handler);
  router.register(/^\/regexp\//, ['GET'], handler);
  router.register('/prefix', [], handler, { end: false });
  router.use('/mounted', nested.routes(), nested.allowedMethods());
  // As Strapi mounts its APIs: each prefixed router with its allowedMethods.
  for (const prefix of ['/api', '/admin', '/api']) {
    const api = new Router({ prefix });
    api.register('/things/:id', ['GET', 'PUT'], handler);
    router.use(api.routes(), api.allowedMethods());
  }
  router.use(handler);
  matchThroughIndex(router);

  it('finds what @koa/router finds', () => {
    const compared = expectSameMatch(router, [
      ...patterns.flatMap(pathsFor),
      '/regexp/x', '/prefix', '/prefix/deeper/still', '/prefixed', '/mounted/inner/7', '/MOUNTED/INNER/7/', '/files/photo.png',
      '/upload/files/12', '/upload/files/x', '/api/bikes/7/photos/a/b', '/api', '/apix/bikes',
      '/api/things/1', '/admin/things/1', '/ADMIN/things', '/other/things/1',
    ]);
    expect(compared).toBeGreaterThan(patterns.length * METHODS.length * 10);
  });

  it('rebuilds its index when a route is added', () => {
    expect(router.match('/late/route', 'GET').route).toBe(false);
    router.register('/late/route', ['GET'], handler);
    expect(router.match('/late/route', 'GET').route).toBe(true);
    expectSameMatch(router, ['/late/route', '/late', '/LATE/ROUTE/']);
  });
});
