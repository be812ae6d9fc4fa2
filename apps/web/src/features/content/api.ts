import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query options for CMS content; loaders and components share these keys. */
export const contentQueries = {
  all: ['content'] as const,
  block: (slug: string) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'block', slug] as const,
      queryFn: () => api.content.block(slug),
    }),
  page: (slug: string) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'page', slug] as const,
      queryFn: () => api.content.page(slug),
    }),
  recentBlogPosts: (limit: number) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'blog', 'recent', limit] as const,
      queryFn: () => api.content.recentBlogPosts(limit).then((response) => response.data),
    }),
  blogPost: (slug: string) =>
    queryOptions({
      queryKey: [...contentQueries.all, 'blog', 'post', slug] as const,
      queryFn: () => api.content.blogPost(slug),
    }),
  testimonials: () =>
    queryOptions({
      queryKey: [...contentQueries.all, 'testimonials'] as const,
      queryFn: () => api.content.testimonials().then((response) => response.data),
    }),
  /** Users' reviews an editor has published (docs/decisions/d10-open-defaults.md), shown beside the testimonials. */
  publishedReviews: () =>
    queryOptions({
      queryKey: [...contentQueries.all, 'reviews'] as const,
      queryFn: () => api.publicPosts.publishedReviews(),
    }),
};

/** Slug of the home page's banner block in the CMS. */
export const HOME_BANNER_SLUG = 'home-banner';
