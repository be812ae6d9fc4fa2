import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { contentQueries } from './api';
import { ContentPage } from './components/content-page';

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
 * Route options for a page that is nothing but its CMS page (/security, /terms-of-use, ...):
 * `createFileRoute('/security')(cmsPageRoute('security'))`.
 */
export function cmsPageRoute(slug: string) {
  return {
    loader: async ({ context }: { context: { queryClient: QueryClient } }) => {
      await loadCmsPage(context.queryClient, slug);
    },
    component: function CmsPageRoute() {
      return <ContentPage page={useCmsPage(slug)} />;
    },
  };
}
