import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { HitResult, Limit, RateLimitStore } from './store';

/**
 * The memory store's sliding window as one atomic script over sorted sets (score = time of the
 * hit), timed by the Redis server's clock so processes with drifting clocks count alike.
 * KEYS: the counters. ARGV: window (ms), the hit's id, then each key's max.
 * Returns 0 when the hit was counted on every key, else the milliseconds until all have room.
 */
const HIT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
local freedAt = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local max = tonumber(ARGV[2 + i])
  local count = redis.call('ZCARD', key)
  if count >= max then
    local oldest = redis.call('ZRANGE', key, math.max(0, count - max), math.max(0, count - max), 'WITHSCORES')
    local at = (tonumber(oldest[2]) or now) + window
    if at > freedAt then freedAt = at end
  end
end
if freedAt > 0 then return math.max(1, freedAt - now) end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

type ScriptedRedis = Redis & { rateLimitHit: (keyCount: number, ...args: (string | number)[]) => Promise<number> };

/** Hits counted by the fallback while Redis was away carry this mark, so their undo goes there too. */
const LOCAL = 'local:';

/**
 * Counts in Redis, shared by every CMS process pointed at it. While Redis cannot be reached,
 * requests are counted in this process's memory instead (`fallback`): limits hold per process
 * rather than failing every request or none.
 */
export class RedisStore implements RateLimitStore {
  private readonly client: ScriptedRedis;
  private reported = false;

  constructor(
    url: string,
    prefix: string,
    private readonly fallback: RateLimitStore,
    private readonly warn: (message: string) => void,
  ) {
    this.client = new Redis(url, {
      keyPrefix: prefix,
      // Fail at once while disconnected, rather than hold a request until Redis is back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      // A socket that never connected is otherwise held open 2 s at shutdown.
      disconnectTimeout: 200,
    }) as ScriptedRedis;
    this.client.defineCommand('rateLimitHit', { lua: HIT_SCRIPT });
    this.client.on('error', (error: Error) => this.report(error));
    this.client.on('ready', () => (this.reported = false));
  }

  /** Resolves once connected, or after `timeoutMs` (the fallback counts meanwhile). */
  async ready(timeoutMs = 2000) {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      this.client.once('ready', done);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  async hit(limits: Limit[], windowMs: number): Promise<HitResult> {
    if (this.client.status === 'ready') {
      const id = randomUUID();
      try {
        const wait = await this.client.rateLimitHit(limits.length, ...limits.map(({ key }) => key), windowMs, id, ...limits.map(({ max }) => max));
        return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true, id };
      } catch (error) {
        this.report(error as Error);
      }
    }
    const result = await this.fallback.hit(limits, windowMs);
    return result.allowed ? { allowed: true, id: `${LOCAL}${result.id}` } : result;
  }

  async undo(keys: string[], id: string) {
    if (id.startsWith(LOCAL)) return this.fallback.undo(keys, id.slice(LOCAL.length));
    try {
      await Promise.all(keys.map((key) => this.client.zrem(key, id)));
    } catch (error) {
      this.report(error as Error);
    }
  }

  async close() {
    await this.fallback.close();
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }

  /** Once per outage: a Redis that is down would otherwise log on every request. */
  private report(error: Error) {
    if (this.reported) return;
    this.reported = true;
    this.warn(`[rate-limit] Redis unavailable, counting in this process until it is back: ${error.message}`);
  }
}
