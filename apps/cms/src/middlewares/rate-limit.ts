import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';

export interface RateLimitRule {
  /** Requests one account may make per window. */
  max: number;
  /** Requests one IP address may make per window. */
  ipMax: number;
  windowMs: number;
  /** Count only refused requests (a right answer is never held against the caller). */
  failuresOnly?: boolean;
}

/**
 * A sliding-window limit per account and per IP, as a route middleware:
 * `{ name: 'global::rate-limit', config: { rule: 'message' } }`, the rule's numbers coming from
 * config/rate-limits.ts and read per request, so tests can switch limits on and off.
 * Each request is counted before it runs, so a parallel burst is limited too. The window lives
 * in this process's memory; several replicas would each keep their own.
 */
export default (config: { rule: string }, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const attempts = new Map<string, number[]>();
  let lastSweep = Date.now();

  return async (ctx, next) => {
    if (!strapi.config.get('rate-limits.enabled')) return next();
    const rule = strapi.config.get(`rate-limits.rules.${config.rule}`) as RateLimitRule | undefined;
    if (!rule) throw new Error(`Unknown rate-limit rule "${config.rule}"`);
    const now = Date.now();

    /** Attempts still inside the window; a key left with none is forgotten. */
    const recent = (key: string) => {
      const kept = (attempts.get(key) ?? []).filter((at) => at > now - rule.windowMs);
      if (kept.length) attempts.set(key, kept);
      else attempts.delete(key);
      return kept;
    };
    // Keys of callers who never come back would otherwise stay in memory for good.
    if (now - lastSweep >= rule.windowMs) {
      lastSweep = now;
      for (const key of [...attempts.keys()]) recent(key);
    }

    const user = ctx.state.user as { id: number } | undefined;
    const limits = [{ key: `ip:${ctx.ip}`, max: rule.ipMax }, ...(user ? [{ key: `user:${user.id}`, max: rule.max }] : [])];
    const full = limits.map(({ key, max }) => ({ key, max, times: recent(key) })).filter(({ times, max }) => times.length >= max);
    if (full.length) {
      const freedAt = Math.max(...full.map(({ times, max }) => times[times.length - max] + rule.windowMs));
      ctx.set('Retry-After', String(Math.max(1, Math.ceil((freedAt - now) / 1000))));
      strapi.log.warn(`[rate-limit] ${config.rule}: limit reached for ${full.map(({ key }) => key).join(', ')}`);
      throw new errors.RateLimitError(MESSAGES.tooManyRequests);
    }

    for (const { key } of limits) attempts.set(key, [...(attempts.get(key) ?? []), now]);
    // A refused request throws, so its attempt stays counted.
    await next();
    if (rule.failuresOnly && ctx.status < 400) {
      for (const { key } of limits) {
        const times = attempts.get(key) ?? [];
        const index = times.lastIndexOf(now);
        if (index >= 0) times.splice(index, 1);
      }
    }
  };
};
