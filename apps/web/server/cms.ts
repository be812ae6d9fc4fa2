import { ApiError, createApiClient, type BlogPost, type Brand, type Classified, type CmsBlock, type CmsPage, type PublicBike } from '@bicla/api-client';
import type { BikeStats, SitemapEntryList } from '@bicla/api-client/shared';
import { LRUCache } from 'lru-cache';

/** How long a public answer is reused: a new stolen report shows in shared links within a minute. */
const FRESH_MS = 60_000;

/**
 * The CMS's public reads the server needs, through the app's api-client (docs/decisions/d2-strapi-5-api.md), behind a small
 * bounded cache so a link shared to thousands hits the CMS once a minute. An unknown slug is
 * `null` (cached too); other failures are thrown and never cached.
 */
export function createCmsReader(baseUrl: string, { maxEntries = 1000 } = {}) {
  const api = createApiClient({ baseUrl });
  const cache = new LRUCache<string, { value: unknown }>({ max: maxEntries, ttl: FRESH_MS });
  const pending = new Map<string, Promise<unknown>>();

  async function cached<T>(key: string, read: () => Promise<T | null>): Promise<T | null> {
    const hit = cache.get(key);
    if (hit) return hit.value as T | null;
    let inFlight = pending.get(key) as Promise<T | null> | undefined;
    if (!inFlight) {
      inFlight = read()
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        })
        .then((value) => {
          cache.set(key, { value });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, inFlight);
    }
    return inFlight;
  }

  return {
    bike: (slug: string) => cached<PublicBike>(`bike:${slug}`, () => api.publicBikes.bySlug(slug)),
    classified: (slug: string) => cached<Classified>(`classified:${slug}`, () => api.publicBikes.classified(slug)),
    stats: () => cached<BikeStats>('stats', () => api.publicBikes.stats()),
    block: (slug: string) => cached<CmsBlock>(`block:${slug}`, () => api.content.block(slug)),
    page: (slug: string) => cached<CmsPage>(`page:${slug}`, () => api.content.page(slug)),
    blogPost: (slug: string) => cached<BlogPost>(`blog:${slug}`, () => api.content.blogPost(slug)),
    brands: () => cached<Brand[]>('brands', () => api.lookups.brands()),
    /** Not cached here: the sitemap caches its whole answer. */
    bikeEntries: (start: number, limit: number): Promise<SitemapEntryList> => api.sitemap.entries({ start, limit }),
    /** Every published blog post or CMS page's slug and last change, 100 at a time. */
    async slugs(collection: 'our-blogs' | 'cms-pages'): Promise<{ slug: string; updatedAt: string }[]> {
      const found: { slug: string; updatedAt: string }[] = [];
      for (let page = 1; ; page += 1) {
        const response = await api.content.slugs(collection, page);
        found.push(...response.data);
        if (page >= (response.meta.pagination?.pageCount ?? 1)) return found;
      }
    },
  };
}

export type CmsReader = ReturnType<typeof createCmsReader>;
