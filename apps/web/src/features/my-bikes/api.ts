import { ApiError, MESSAGES, type OwnerBike } from '@bicla/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { bikeQueries } from '../bikes';

/** The bike page's data: the owner's own view, which only `api.bikes.mine()` returns. */
export type MyBike = OwnerBike;

/**
 * The owner's side of bikes. Keys extend `bikeQueries.mine()`'s ['bikes', 'mine'], so one
 * invalidation of that key refreshes the account list, the bike page and its history together.
 */
export const myBikeQueries = {
  all: bikeQueries.mine().queryKey,
  /** An owner has a handful of bikes: the one with this slug is picked from the whole list. */
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: [...myBikeQueries.all, 'by-slug', slug] as const,
      queryFn: async () => {
        const bike = (await api.bikes.mine()).find((candidate) => candidate.slug === slug);
        if (!bike) throw new ApiError(404, 'NotFoundError', MESSAGES.bikeNotFound);
        return bike;
      },
    }),
  /** The registration to resume on step 2, or null (spec, "Register bike"). */
  draft: () =>
    queryOptions({ queryKey: [...myBikeQueries.all, 'draft'] as const, queryFn: () => api.bikes.draft(), staleTime: 0 }),
  /** 5 entries a page, oldest first within the page (spec, section 9). */
  history: (bikeId: string, page: number) =>
    queryOptions({
      queryKey: [...myBikeQueries.all, 'history', bikeId, page] as const,
      queryFn: () => api.bikes.history(bikeId, page),
    }),
};
