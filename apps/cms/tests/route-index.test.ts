import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { candidatesByPath, matchThroughIndex, type Layer, type Matched, type RouterWithStack } from '../src/core-middlewares/route-index';
import { startCms, type TestCms } from './helpers/strapi';

/**
 * The indexed `match` (src/core-middlewares/route-index.ts) finds exactly the layers, in the same
 * order, that @koa/router's own finds: for every route of the CMS, near misses of each, and
 * arbitrary paths; and for routes written to trip an index (patterns, prefixes, case).
 */

// The @koa/router that Strapi's server uses.
const fromStrapi = createRequire(require.resolve('@strapi/strapi'));
const fromCore = createRequire(path.join(path.dirname(fromStrapi.resolve('@strapi/core')), 'index.js'));
const Router = fromCore('@koa/router') as new () => RouterWithStack & {
  register: (path: string | RegExp, methods: string[], middleware: unknown, options?: object) => void;
  use: (...args: unknown[]) => void;
  routes: () => unknown;
};
const stockMatch = (Router.prototype as RouterWithStack).match;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Compares both matches on each path and method; returns how many it compared. */
function expectSameMatch(router: RouterWithStack, paths: string[]) {
  const differences: string[] = [];
  // Identity and order of the layers, not a structural comparison.
  const sameLayers = (a: Layer[], b: Layer[]) => a.length === b.length && a.every((layer, i) => layer === b[i]);
  for (const candidate of paths) {
    for (const method of METHODS) {
      const indexed = router.match(candidate, method);
      const stock: Matched = stockMatch.call(router, candidate, method);
      const same =
        sameLayers(indexed.path, stock.path) && sameLayers(indexed.pathAndMethod, stock.pathAndMethod) && indexed.route === stock.route;
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

  it('answers requests as before', async () => {
    await request(cms.server).get('/api/stats').expect(200);
    await request(cms.server).get('/API/STATS/').expect(200);
    await request(cms.server).get('/_health').expect(204);
    await request(cms.server).get('/api/no-such-thing').expect(404);
    // allowedMethods reads what match found.
    await request(cms.server).delete('/api/stats').expect(405);
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
  router.use('/mounted', nested.routes());
  router.use(handler);
  matchThroughIndex(router);

  it('finds what @koa/router finds', () => {
    const compared = expectSameMatch(router, [
      ...patterns.flatMap(pathsFor),
      '/regexp/x', '/prefix', '/prefix/deeper/still', '/prefixed', '/mounted/inner/7', '/MOUNTED/INNER/7/', '/files/photo.png',
      '/upload/files/12', '/upload/files/x', '/api/bikes/7/photos/a/b', '/api', '/apix/bikes',
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
