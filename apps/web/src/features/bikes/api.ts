import { PUBLIC_LIST_SIZES, type ClassifiedFilters, type StolenNearParams } from '@bicla/api-client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Public projections of approved bikes (docs/decisions/d6-privacy.md); keys start with ['bikes']. */
export const bikeQueries = {
  all: ['bikes'] as const,
  bySlug: (slug: string) =>
    queryOptions({ queryKey: [...bikeQueries.all, 'by-slug', slug] as const, queryFn: () => api.publicBikes.bySlug(slug) }),
  /** 'Carregar mais' pages by offset, 8 at a time (spec, section 9). */
  stolen: () =>
    infiniteQueryOptions({
      queryKey: [...bikeQueries.all, 'stolen'] as const,
      queryFn: ({ pageParam }) => api.publicBikes.stolen({ start: pageParam, limit: PUBLIC_LIST_SIZES.stolen }),
      initialPageParam: 0,
      getNextPageParam: ({ meta: { pagination } }) => {
        const next = pagination.start + pagination.limit;
        return next < pagination.total ? next : undefined;
      },
    }),
  /** 'Roubadas perto de si': the nearest first, 8 at a time, like the newest-first list. */
  stolenNear: (place: StolenNearParams) =>
    infiniteQueryOptions({
      queryKey: [...bikeQueries.all, 'stolen', 'near', place] as const,
      queryFn: ({ pageParam }) => api.publicBikes.stolenNear({ ...place, start: pageParam, limit: PUBLIC_LIST_SIZES.stolen }),
      initialPageParam: 0,
      getNextPageParam: ({ meta: { pagination } }) => {
        const next = pagination.start + pagination.limit;
        return next < pagination.total ? next : undefined;
      },
    }),
  /** One page of 8 newest stolen bikes, for the home carousel. */
  recentStolen: () =>
    queryOptions({
      queryKey: [...bikeQueries.all, 'stolen', 'recent'] as const,
      queryFn: () => api.publicBikes.stolen({ start: 0, limit: PUBLIC_LIST_SIZES.stolen }).then((response) => response.data),
    }),
  recovered: () =>
    queryOptions({ queryKey: [...bikeQueries.all, 'recovered'] as const, queryFn: () => api.publicBikes.recovered() }),
  search: (q: string, page: number) =>
    queryOptions({
      queryKey: [...bikeQueries.all, 'search', q, page] as const,
      queryFn: () =>
        api.publicBikes.search({ q, start: (page - 1) * PUBLIC_LIST_SIZES.search, limit: PUBLIC_LIST_SIZES.search }),
    }),
  /** 'Números de série semelhantes': approved bikes one or two characters away from the serial searched. */
  similar: (q: string) =>
    queryOptions({ queryKey: [...bikeQueries.all, 'similar', q] as const, queryFn: () => api.publicBikes.similar(q) }),
  classifieds: (filters: ClassifiedFilters) =>
    queryOptions({
      queryKey: [...bikeQueries.all, 'classifieds', filters] as const,
      queryFn: () => api.publicBikes.classifieds(filters),
    }),
  classified: (slug: string) =>
    queryOptions({
      queryKey: [...bikeQueries.all, 'classified', slug] as const,
      queryFn: () => api.publicBikes.classified(slug),
    }),
  stats: () => queryOptions({ queryKey: [...bikeQueries.all, 'stats'] as const, queryFn: () => api.publicBikes.stats() }),
  /** The logged-in user's own bikes (owner view); used to hide the message form on one's own bike. */
  mine: () => queryOptions({ queryKey: [...bikeQueries.all, 'mine'] as const, queryFn: () => api.bikes.mine() }),
};
