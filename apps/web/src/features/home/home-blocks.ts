import type { QueryClient } from '@tanstack/react-query';
import { isLoggedIn } from '../../lib/session';
import { bikeQueries } from '../bikes';
import { contentQueries, HOME_BANNER_SLUG } from '../content';
import { lookupQueries } from '../lookups';
import { messageQueries } from '../messages';
import { HOME_BLOG_POSTS } from './blog-teaser';

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
 * Starts every block below the banner loading without waiting for any: the page shows as soon
 * as the banner is in, and a block that fails is simply left out.
 */
export function prefetchHomeSections(queryClient: QueryClient): void {
  for (const slug of Object.values(HOME_BLOCKS)) {
    if (slug !== HOME_BLOCKS.banner) void queryClient.prefetchQuery(contentQueries.block(slug));
  }
  void queryClient.prefetchQuery(bikeQueries.stats());
  void queryClient.prefetchQuery(bikeQueries.classifieds({}));
  void queryClient.prefetchQuery(contentQueries.recentBlogPosts(HOME_BLOG_POSTS));
  void queryClient.prefetchQuery(bikeQueries.recentStolen());
  void queryClient.prefetchQuery(bikeQueries.recovered());
  void queryClient.prefetchQuery(lookupQueries.brands());
  void queryClient.prefetchQuery(contentQueries.testimonials());
  void queryClient.prefetchQuery(contentQueries.publishedReviews());
  if (isLoggedIn()) void queryClient.prefetchQuery(messageQueries.unreadCount());
}
