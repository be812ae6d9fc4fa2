import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';
import { rateLimitStore } from '../rate-limit';
import { addressKey, networkOf } from '../rate-limit/keys';
import type { Limit } from '../rate-limit/store';

export interface RateLimitRule {
  /** Requests one account may make per window (routes for logged-in users). */
  max?: number;
  /** Requests one IP address (an IPv6 /64) may make per window; several people can share one. */
  ipMax: number;
  /** Requests naming one email address (`email` or `data.email` in the body) per window, whoever sends them. */
  addressMax?: number;
  windowMs: number;
  /** Count only refused requests (a right answer is never held against the caller). */
  failuresOnly?: boolean;
  /**
   * Requests one partner (src/api/partner) may make per window when its own limit is empty. A
   * request with a partner token counts against its partner instead of its IP address.
   */
  partnerMax?: number;
}

/** Set by api::partner.partner-token for a request that carries a valid partner token. */
interface PartnerState {
  id: number;
  rate_limit: number | null;
}

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The email address a request would write to, as the forms send it. */
function addressIn(ctx: Ctx): string | undefined {
  const body = ctx.request.body as { email?: unknown; data?: { email?: unknown } } | undefined;
  const email = body?.data?.email ?? body?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
}

/**
 * A sliding-window limit per account, per IP and per email address named in the body, as a
 * route middleware: `{ name: 'global::rate-limit', config: { rule: 'message' } }`. The rule's
 * numbers come from config/rate-limits.ts and are read per request, so tests can switch limits on
 * and off. Each route counts on its own, and each request is counted before it runs, so a
 * parallel burst is limited too. Counts live in Redis when REDIS_URL is set (shared by every CMS
 * process), else in this process's memory (src/rate-limit).
 */
export default (config: { rule: string }, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const store = rateLimitStore(strapi);

  return async (ctx, next) => {
    if (!strapi.config.get('rate-limits.enabled')) return next();
    const rule = strapi.config.get(`rate-limits.rules.${config.rule}`) as RateLimitRule | undefined;
    if (!rule) throw new Error(`Unknown rate-limit rule "${config.rule}"`);

    const route = ctx.state.route as { method?: string; path?: string; info?: { apiName?: string; pluginName?: string } } | undefined;
    const scope = `${config.rule}:${route?.method ?? ctx.method} ${route?.info?.pluginName ?? route?.info?.apiName ?? ''}${route?.path ?? ''}`;
    const user = ctx.state.user as { id: number } | undefined;
    const address = rule.addressMax ? addressIn(ctx) : undefined;
    const partner = ctx.state.partner as PartnerState | undefined;
    const limits: Limit[] = [
      partner && rule.partnerMax !== undefined
        ? { key: `${scope}:partner:${partner.id}`, max: partner.rate_limit ?? rule.partnerMax }
        : { key: `${scope}:ip:${networkOf(ctx.ip)}`, max: rule.ipMax },
      ...(user && rule.max !== undefined ? [{ key: `${scope}:user:${user.id}`, max: rule.max }] : []),
      ...(address && rule.addressMax !== undefined ? [{ key: `${scope}:address:${addressKey(address)}`, max: rule.addressMax }] : []),
    ];

    const result = await store.hit(limits, rule.windowMs);
    if ('retryAfterMs' in result) {
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
      strapi.log.warn(`[rate-limit] ${config.rule}: refused ${limits.map(({ key }) => key.slice(scope.length + 1)).join(', ')}`);
      throw new errors.RateLimitError(MESSAGES.tooManyRequests);
    }

    // A request that throws keeps its hit counted.
    await next();
    if (rule.failuresOnly && ctx.status < 400) await store.undo(limits.map(({ key }) => key), result.id);
  };
};
