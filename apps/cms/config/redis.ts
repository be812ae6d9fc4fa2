import type { Core } from '@strapi/strapi';

/**
 * Redis, shared by every CMS process when the site runs several (docker-compose.yml): rate-limit
 * counters (config/rate-limits.ts) and the writes that clear each process's caches
 * (src/cache/write-broadcast.ts). Without it, each process keeps both in its own memory.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  url: env('REDIS_URL', ''),
  // The channel on which processes announce the models they wrote.
  cacheChannel: env('CACHE_REDIS_CHANNEL', 'bicla:cache-writes'),
});
