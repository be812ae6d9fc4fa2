import type { Core } from '@strapi/strapi';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { RateLimitStore } from './store';

interface StoreConfig {
  redisPrefix: string;
  memoryMaxEntries: number;
}

const stores = new WeakMap<Core.Strapi, RateLimitStore>();

/** The store every rate-limited route of this CMS counts in, chosen at boot from config/rate-limits.ts. */
export function rateLimitStore(strapi: Core.Strapi): RateLimitStore {
  let store = stores.get(strapi);
  if (!store) {
    const config = strapi.config.get('rate-limits') as StoreConfig;
    const memory = new MemoryStore(config.memoryMaxEntries);
    const redisUrl = strapi.config.get('redis.url', '') as string;
    store = redisUrl
      ? new RedisStore(redisUrl, config.redisPrefix, memory, (message) => strapi.log.warn(message))
      : memory;
    stores.set(strapi, store);
  }
  return store;
}

/** At boot: the first requests should already count in Redis when it is configured. */
export async function openRateLimitStore(strapi: Core.Strapi) {
  const store = rateLimitStore(strapi);
  if (store instanceof RedisStore) await store.ready();
}

/** At shutdown: an open Redis connection would keep the process alive. */
export async function closeRateLimitStore(strapi: Core.Strapi) {
  await stores.get(strapi)?.close();
  stores.delete(strapi);
}
