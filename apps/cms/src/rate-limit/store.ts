/** One counted limit: at most `max` hits on `key` per window. */
export interface Limit {
  key: string;
  max: number;
}

export type HitResult = { allowed: true; id: string } | { allowed: false; retryAfterMs: number };

/**
 * Where the sliding windows of src/middlewares/rate-limit.ts are counted: this process's memory
 * (memory-store.ts), or Redis when REDIS_URL is set, so several CMS processes share one count
 * (redis-store.ts).
 */
export interface RateLimitStore {
  /**
   * Counts one hit on every key, all or none: when any key already holds `max` hits in the
   * window, nothing is counted and the answer says how long until that key has room again.
   */
  hit(limits: Limit[], windowMs: number): Promise<HitResult>;
  /** Takes back a counted hit, by the id `hit` returned. */
  undo(keys: string[], id: string): Promise<void>;
  close(): Promise<void>;
}
