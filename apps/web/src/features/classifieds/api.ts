import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The public check of a listed bike (GET /api/v1/check?slug=), asked again at most once a minute. */
export const checkQueries = {
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: ['check', 'slug', slug] as const,
      queryFn: () => api.check.bike({ slug }),
      staleTime: 60_000,
      retry: false,
    }),
};
