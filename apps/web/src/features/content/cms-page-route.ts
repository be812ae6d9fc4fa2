import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { contentQueries } from './api';

/*
 * Loader-side helpers only: route loaders stay in the entry chunk, so what they import must not
 * bring a page's components with it (docs/architecture.md, "Performance budgets").
 */

/** Loads a CMS page for a route; a slug the CMS does not have is a 404. */
export async function loadCmsPage(queryClient: QueryClient, slug: string) {
  const page = await queryClient.ensureQueryData(contentQueries.page(slug));
  if (!page) throw notFound();
  return page;
}

/** The page a loader has put in the cache; `loadCmsPage` has made sure it exists. */
export function useCmsPage(slug: string) {
  const { data: page } = useSuspenseQuery(contentQueries.page(slug));
  if (!page) throw notFound();
  return page;
}

/**
 * The loader of a route that is nothing but its CMS page (/security, /terms-of-use, ...). The
 * route declares its component itself, which lets the router split that into its own chunk.
 */
export function cmsPageLoader(slug: string) {
  return async ({ context }: { context: { queryClient: QueryClient } }) => {
    await loadCmsPage(context.queryClient, slug);
  };
}
