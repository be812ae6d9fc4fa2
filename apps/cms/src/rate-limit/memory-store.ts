import { randomUUID } from 'node:crypto';
import type { HitResult, Limit, RateLimitStore } from './store';

interface Bucket {
  windowMs: number;
  hits: { at: number; id: string }[];
}

/** Expired hits are dropped when their key is seen again, and from every key this often. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Sliding windows in this process's memory. It holds at most `maxEntries` hits: past that, the
 * keys seen least recently are forgotten first, so a flood of new addresses costs bounded memory
 * (and, at worst, resets the counts of callers long quiet).
 */
export class MemoryStore implements RateLimitStore {
  private readonly buckets = new Map<string, Bucket>();
  private entries = 0;
  private lastSweep: number;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** Hits held, across every key. */
  get size() {
    return this.entries;
  }

  async hit(limits: Limit[], windowMs: number): Promise<HitResult> {
    const now = this.now();
    this.sweep(now);
    let freedAt = 0;
    for (const { key, max } of limits) {
      const hits = this.recent(key, now);
      if (hits.length >= max) freedAt = Math.max(freedAt, (hits[Math.max(0, hits.length - max)]?.at ?? now) + windowMs);
    }
    if (freedAt) return { allowed: false, retryAfterMs: freedAt - now };

    const id = randomUUID();
    for (const { key } of limits) {
      const bucket = this.buckets.get(key) ?? { windowMs, hits: [] };
      // Re-inserted, so the Map's order runs from the least to the most recently seen key.
      this.buckets.delete(key);
      bucket.windowMs = windowMs;
      bucket.hits.push({ at: now, id });
      this.buckets.set(key, bucket);
      this.entries += 1;
    }
    for (const [key, bucket] of this.buckets) {
      if (this.entries <= this.maxEntries) break;
      this.entries -= bucket.hits.length;
      this.buckets.delete(key);
    }
    return { allowed: true, id };
  }

  async undo(keys: string[], id: string) {
    for (const key of keys) {
      const bucket = this.buckets.get(key);
      const index = bucket?.hits.findIndex((hit) => hit.id === id) ?? -1;
      if (!bucket || index < 0) continue;
      bucket.hits.splice(index, 1);
      this.entries -= 1;
      if (!bucket.hits.length) this.buckets.delete(key);
    }
  }

  async close() {
    this.buckets.clear();
    this.entries = 0;
  }

  /** The key's hits still inside its window; a key left with none is forgotten. */
  private recent(key: string, now: number) {
    const bucket = this.buckets.get(key);
    if (!bucket) return [];
    const kept = bucket.hits.filter((hit) => hit.at > now - bucket.windowMs);
    this.entries -= bucket.hits.length - kept.length;
    if (kept.length) bucket.hits = kept;
    else this.buckets.delete(key);
    return kept;
  }

  /** Callers who never come back would otherwise hold their memory until evicted. */
  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const key of [...this.buckets.keys()]) this.recent(key, now);
  }
}
