import type { Core } from '@strapi/strapi';
import { CHECK_MESSAGES } from '@bicla/api-client/shared';
import { partnerFor } from '../tokens';

export const PARTNER_HEADER = 'x-partner-token';

/**
 * A request with an `X-Partner-Token` header counts against its partner's limit instead of
 * its IP address (global::rate-limit reads `ctx.state.partner`). A token that is wrong or
 * disabled is a 401: a partner must learn at once that it lost its higher limit. The body is
 * written here, as Strapi's error handler would replace an UnauthorizedError's message with
 * 'Unauthorized'.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    const header = ctx.get(PARTNER_HEADER);
    if (header) {
      const partner = await partnerFor(strapi, header);
      if (!partner) {
        ctx.status = 401;
        ctx.body = { data: null, error: { status: 401, name: 'UnauthorizedError', message: CHECK_MESSAGES.partnerToken, details: {} } };
        return;
      }
      ctx.state.partner = partner;
    }
    return next();
  };
