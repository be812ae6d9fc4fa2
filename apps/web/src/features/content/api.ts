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
};

/** Slug of the home page's banner block in the CMS. */
export const HOME_BANNER_SLUG = 'home-banner';
