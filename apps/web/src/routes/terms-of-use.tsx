import { createFileRoute } from '@tanstack/react-router';
import { cmsPageLoader, useCmsPage } from '../features/content/cms-page-route';
import { ContentPage } from '../features/content/components/content-page';

const PAGE_SLUG = 'terms-of-use';

export const Route = createFileRoute('/terms-of-use')({
  loader: cmsPageLoader(PAGE_SLUG),
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <ContentPage page={useCmsPage(PAGE_SLUG)} />;
}
