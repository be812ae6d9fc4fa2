import { createFileRoute } from '@tanstack/react-router';
import { loadCmsPage, useCmsPage } from '../features/content/cms-page-route';
import { ContentPage } from '../features/content/components/content-page';
import { GoBackOrNotFound } from '../features/content/components/go-back-or-not-found';

/**
 * Any other one-segment path is a CMS page by its slug (spec, route table). The router ranks
 * every static route (/login, /donate, ...) above this one, so it only gets what they do not.
 */
export const Route = createFileRoute('/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    await loadCmsPage(queryClient, slug);
  },
  component: GenericContentPage,
  notFoundComponent: GoBackOrNotFound,
});

function GenericContentPage() {
  const { slug } = Route.useParams();
  return <ContentPage page={useCmsPage(slug)} />;
}
