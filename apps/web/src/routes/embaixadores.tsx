import { createFileRoute } from '@tanstack/react-router';
import { cmsPageLoader, useCmsPage } from '../features/content/cms-page-route';
import { ContentPage } from '../features/content/components/content-page';

const PAGE_SLUG = 'embaixadores';

export const Route = createFileRoute('/embaixadores')({
  loader: cmsPageLoader(PAGE_SLUG),
  component: AmbassadorsPage,
});

function AmbassadorsPage() {
  return <ContentPage page={useCmsPage(PAGE_SLUG)} />;
}
