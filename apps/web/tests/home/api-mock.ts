import { ApiError } from '@bicla/api-client';

const unavailable = () => jest.fn().mockRejectedValue(new ApiError(503, 'ServiceUnavailableError', 'Serviço indisponível'));

/**
 * Stands in for src/lib/api in the home tests: every fetcher the home page uses fails unless a
 * test seeds the cache or gives the fetcher a value, so a block that is not seeded stays hidden.
 */
export function createHomeApiMock() {
  return {
    content: { block: unavailable(), recentBlogPosts: unavailable(), testimonials: unavailable() },
    publicPosts: { publishedReviews: unavailable() },
    publicBikes: { stats: unavailable(), classifieds: unavailable(), stolen: unavailable(), recovered: unavailable() },
    lookups: { brands: unavailable() },
    messages: { unreadCount: unavailable() },
  };
}
