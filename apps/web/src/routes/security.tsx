import { createFileRoute } from '@tanstack/react-router';
import { cmsPageLoader, useCmsPage } from '../features/content/cms-page-route';
import { ContentPage } from '../features/content/components/content-page';

const PAGE_SLUG = 'security';

export const Route = createFileRoute('/security')({
  loader: cmsPageLoader(PAGE_SLUG),
  component: SecurityPage,
});

function SecurityPage() {
  return <ContentPage page={useCmsPage(PAGE_SLUG)} />;
}
