import type { Core } from '@strapi/strapi';
import { readingModels } from '../cache/models-read';
import { publicResponses } from '../cache/public-responses';

/**
 * Serves a public read route from the response cache (src/cache/public-responses.ts). As a
 * route middleware it runs after authentication and the route's policies, so only callers who
 * may read the route ever get the answer. The key holds the caller's role: a logged-in reader
 * may see more (docs/decisions/d6-privacy.md), and every member of a role sees the same.
 * Requests for an answer that another is reading wait for it rather than read it again.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  if (!strapi.config.get<boolean>('server.publicResponseCache', true)) return (_ctx, next) => next();
  return readThroughCache;
};

const readThroughCache: Core.MiddlewareHandler = async (ctx, next) => {
  const role = (ctx.state.user as { role?: { id: number } } | undefined)?.role?.id;
  const key = `${role ?? 'public'} ${ctx.url}`;
  let ready = publicResponses.get(key);
  // Only a request that waits yields here: the first of a burst must begin its read at once.
  const reading = ready === undefined ? publicResponses.pending(key) : undefined;
  if (reading) ready = await reading;
  if (ready !== undefined) {
    ctx.type = 'application/json';
    ctx.body = ready;
    return;
  }
  const flight = publicResponses.begin(key);
  let body: string | undefined;
  try {
    const { models } = await readingModels(next);
    if (ctx.status !== 200 || ctx.body === undefined) return;
    // An answer spliced from JSON already written (src/utils/json-text.ts) goes as it is.
    body = typeof ctx.body === 'string' && ctx.response.is('json') ? ctx.body : JSON.stringify(ctx.body);
    publicResponses.set(key, body, flight.generation, models);
    ctx.type = 'application/json';
    ctx.body = body;
  } finally {
    // Errors (a 404, a 400) are not shared: each waiting request then reads for itself.
    flight.done(body);
  }
};
