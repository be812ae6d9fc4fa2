import type { Core } from '@strapi/strapi';
import { publicResponses } from '../cache/public-responses';

/**
 * Serves a public read route from the response cache (src/cache/public-responses.ts). As a
 * route middleware it runs after authentication and the route's policies, so only callers who
 * may read the route ever get the answer. The key holds the caller's role: a logged-in reader
 * may see more (docs/decisions/d6-privacy.md), and every member of a role sees the same.
 */
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  const role = (ctx.state.user as { role?: { id: number } } | undefined)?.role?.id;
  const key = `${role ?? 'public'} ${ctx.url}`;
  const cached = publicResponses.get(key);
  if (cached !== undefined) {
    ctx.type = 'application/json';
    ctx.body = cached;
    return;
  }
  const generation = publicResponses.generation();
  await next();
  if (ctx.status !== 200 || ctx.body === undefined) return;
  const body = JSON.stringify(ctx.body);
  publicResponses.set(key, body, generation);
  ctx.type = 'application/json';
  ctx.body = body;
};
