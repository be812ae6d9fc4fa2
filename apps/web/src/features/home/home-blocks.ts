import type { QueryClient } from '@tanstack/react-query';
import { bikeQueries } from '../bikes';
import { contentQueries, HOME_BANNER_SLUG } from '../content';
import { lookupQueries } from '../lookups';

/** Spec, section 9: the home page shows the three newest posts. */
export const HOME_BLOG_POSTS = 3;

/** The CMS blocks the home page shows, by slug (spec, section 9 "Blocks used"). */
export const HOME_BLOCKS = {
  banner: HOME_BANNER_SLUG,
  about: 'about-us',
  register: 'bike-register',
  safetySeal: 'registered-bike-safety-seal',
  statistics: 'bike-registered-statistics',
  blog: 'our-blogs',
  recovered: 'stolen-bicycles-we-helped-recover-recently',
  brands: 'bike-manufacturers',
  testimonials: 'testimonials',
} as const;

/**
 * Starts the data of every list below the fold (LazyBelowTheFold) loading at once, with their
 * chunk, not after it: the lists show as their data comes in, and a list that fails is left out.
 * The first screen's blocks, statistics and unread count are not here: the server sends the
 * first screen's data, and their own components ask for them.
 */
export function prefetchHomeLists(queryClient: QueryClient): void {
  for (const slug of [HOME_BLOCKS.blog, HOME_BLOCKS.recovered, HOME_BLOCKS.brands, HOME_BLOCKS.testimonials]) {
    void queryClient.prefetchQuery(contentQueries.block(slug));
  }
  void queryClient.prefetchQuery(bikeQueries.classifieds({}));
  void queryClient.prefetchQuery(contentQueries.recentBlogPosts(HOME_BLOG_POSTS));
  void queryClient.prefetchQuery(bikeQueries.recentStolen());
  void queryClient.prefetchQuery(bikeQueries.recovered());
  void queryClient.prefetchQuery(lookupQueries.brands());
  void queryClient.prefetchQuery(contentQueries.testimonials());
  void queryClient.prefetchQuery(contentQueries.publishedReviews());
}
