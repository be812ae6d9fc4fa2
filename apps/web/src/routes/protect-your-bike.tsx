import { createFileRoute } from '@tanstack/react-router';
import { cmsPageLoader, useCmsPage } from '../features/content/cms-page-route';
import { ContentPage } from '../features/content/components/content-page';

const PAGE_SLUG = 'protect-your-bike';

export const Route = createFileRoute('/protect-your-bike')({
  loader: cmsPageLoader(PAGE_SLUG),
  component: ProtectYourBikePage,
});

function ProtectYourBikePage() {
  return <ContentPage page={useCmsPage(PAGE_SLUG)} />;
}
