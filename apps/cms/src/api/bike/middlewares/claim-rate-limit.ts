import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';

export interface ClaimRateLimitConfig {
  /** Failed claims one account may make per window. */
  max?: number;
  /** Failed claims one IP address may make per window; several people can share an address. */
  ipMax?: number;
  windowMs?: number;
}

const DEFAULT_MAX = 10;
const DEFAULT_WINDOW_MS = 15 * 60 * 1000;
/** A school or a bike shop may put many claimants behind one address. */
const IP_MAX_FACTOR = 5;

const positiveInt = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/** Route config wins over env, env over the defaults. */
export function claimRateLimitSettings(config: ClaimRateLimitConfig = {}) {
  const max = config.max ?? positiveInt(process.env.TRANSFER_CLAIM_RATE_LIMIT_MAX) ?? DEFAULT_MAX;
  return {
    max,
    ipMax: config.ipMax ?? positiveInt(process.env.TRANSFER_CLAIM_RATE_LIMIT_IP_MAX) ?? max * IP_MAX_FACTOR,
    windowMs: config.windowMs ?? positiveInt(process.env.TRANSFER_CLAIM_RATE_LIMIT_WINDOW_MS) ?? DEFAULT_WINDOW_MS,
  };
}

/**
 * Limits failed transfer claims per account and per IP in a sliding window, so codes cannot be
 * guessed. Each attempt is counted before it runs, so a burst of parallel guesses is limited too,
 * and given back if it succeeds: a claimant who gets the code right is never locked out.
 * The window lives in this process's memory; several replicas would each keep their own.
 */
export default (config: ClaimRateLimitConfig, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const { max, ipMax, windowMs } = claimRateLimitSettings(config);
  const attempts = new Map<string, number[]>();
  let lastSweep = Date.now();

  /** Attempts still inside the window; a key left with none is forgotten. */
  const recent = (key: string, now: number) => {
    const kept = (attempts.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };

  /** Keys of callers who never come back would otherwise stay in memory for good. */
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const key of [...attempts.keys()]) recent(key, now);
  };

  return async (ctx, next) => {
    const now = Date.now();
    sweep(now);
    const user = ctx.state.user as { id: number } | undefined;
    const limits = [{ key: `ip:${ctx.ip}`, max: ipMax }, ...(user ? [{ key: `user:${user.id}`, max }] : [])];

    const full = limits
      .map(({ key, max: limit }) => ({ key, limit, times: recent(key, now) }))
      .filter(({ times, limit }) => times.length >= limit);
    if (full.length) {
      const freedAt = Math.max(...full.map(({ times, limit }) => times[times.length - limit] + windowMs));
      ctx.set('Retry-After', String(Math.max(1, Math.ceil((freedAt - now) / 1000))));
      strapi.log.warn(`[transfer] claim rate limit reached for ${full.map(({ key }) => key).join(', ')}`);
      throw new errors.RateLimitError(MESSAGES.transfer.tooManyAttempts);
    }

    for (const { key } of limits) attempts.set(key, [...(attempts.get(key) ?? []), now]);
    // A refused claim throws, so its attempt stays counted.
    await next();
    if (ctx.status < 400) {
      for (const { key } of limits) {
        const times = attempts.get(key) ?? [];
        const index = times.lastIndexOf(now);
        if (index >= 0) times.splice(index, 1);
      }
    }
  };
};
