/** Route config of a public read served through the response cache (src/middlewares/public-cache.ts). */
export const CACHED = { middlewares: ['global::public-cache'] };

/** The generic read routes of a lookup or CMS collection, cached. */
export const CACHED_READS = { config: { find: CACHED, findOne: CACHED } };
