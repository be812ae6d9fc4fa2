import type { Core } from '@strapi/strapi';
import publicCacheMiddleware from '../src/middlewares/public-cache';

/**
 * Many requests for one uncached answer at once (a shared link, a cache just cleared): the
 * response cache's middleware lets the first read it and the rest wait for its body
 * (src/cache/public-responses.ts). The route's read is held open here, so the requests overlap
 * on either database; the HTTP behaviour of the cache is tests/public-cache.test.ts's.
 */

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** A route whose reads wait until released, then answer `status` (200 with a body, or an error). */
function heldRoute(status: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const route = {
    reads: 0,
    release: () => release(),
    async read(ctx: Ctx) {
      route.reads += 1;
      const read = route.reads;
      await gate;
      ctx.status = status;
      if (status === 200) ctx.body = { data: { read } };
    },
  };
  return route;
}

/** The middleware as Strapi makes it, with the response cache on (config/server.ts). */
const publicCache = () => publicCacheMiddleware({}, { strapi: { config: { get: () => true } } as unknown as Core.Strapi });

const contexts = (url: string, count: number) => Array.from({ length: count }, () => ({ url, state: {}, status: 404, body: undefined, type: '' }) as unknown as Ctx);

describe('a burst of requests for one uncached answer', () => {
  it('is read once, and every request gets that body', async () => {
    const route = heldRoute(200);
    const ctxs = contexts('/api/bikes/by-slug/rajada', 6);
    const running = ctxs.map((ctx) => publicCache()(ctx, () => route.read(ctx)));
    route.release();
    await Promise.all(running);

    expect(route.reads).toBe(1);
    for (const ctx of ctxs) expect(JSON.parse(ctx.body as string)).toEqual({ data: { read: 1 } });
  });

  it('does not share an error: each waiting request reads for itself', async () => {
    const route = heldRoute(404);
    const ctxs = contexts('/api/bikes/by-slug/nao-existe', 4);
    const running = ctxs.map((ctx) => publicCache()(ctx, () => route.read(ctx)));
    route.release();
    await Promise.all(running);

    expect(route.reads).toBe(4);
    expect(ctxs.map((ctx) => ctx.status)).toEqual([404, 404, 404, 404]);
  });

  it('keeps callers of different roles apart even when they overlap', async () => {
    const route = heldRoute(200);
    const visitor = contexts('/api/bikes/by-slug/rajada-2', 1)[0]!;
    const member = { ...contexts('/api/bikes/by-slug/rajada-2', 1)[0]!, state: { user: { role: { id: 1 } } } } as unknown as Ctx;
    const running = [visitor, member].map((ctx) => publicCache()(ctx, () => route.read(ctx)));
    route.release();
    await Promise.all(running);

    expect(route.reads).toBe(2);
  });
});
