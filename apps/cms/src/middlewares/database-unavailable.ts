import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@bicla/api-client/shared';
import { isDatabaseUnavailable } from '../database/unavailable';

/** Long enough for a database restart or failover; clients retry after it. */
const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After and the Portuguese message: the CMS cannot answer now, but will. */
export function answerUnavailable(ctx: Parameters<Core.MiddlewareHandler>[0]) {
  ctx.status = 503;
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: MESSAGES.serviceUnavailable, details: {} } };
}

/**
 * While the database is unreachable (restart, failover, pool exhausted, SQLite locked), every
 * request that needs it answers 503 with Retry-After and a Portuguese message, instead of a 500
 * that looks like a bug (docs/security.md, "Faults"). It sits inside `strapi::errors`, so
 * every other error keeps its usual answer. The pool recovers by itself once the database is
 * back (config/database.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  // One line per Retry-After period: an outage under load would otherwise flood the log.
  let loggedAt = 0;
  let unlogged = 0;
  return async (ctx, next) => {
    try {
      await next();
      // An error answer built from a swallowed outage error (src/database/unavailable.ts).
      if (!(ctx.state.databaseUnavailable && ctx.status >= 400)) return;
      throw new Error(`answered ${ctx.status} after a database outage error`);
    } catch (error) {
      if (!isDatabaseUnavailable(error) && !ctx.state.databaseUnavailable) throw error;
      unlogged += 1;
      if (Date.now() - loggedAt >= RETRY_AFTER_SECONDS * 1000) {
        strapi.log.warn(`[database] unavailable, ${unlogged} request(s) answered 503; last: ${ctx.method} ${ctx.path}: ${(error as Error).message}`);
        loggedAt = Date.now();
        unlogged = 0;
      }
      answerUnavailable(ctx);
    }
  };
};
