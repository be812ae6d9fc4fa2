import { createFileRoute } from '@tanstack/react-router';
import { cmsPageLoader, useCmsPage } from '../features/content/cms-page-route';
import { ContentPage } from '../features/content/components/content-page';

const PAGE_SLUG = 'privacy-policy';

export const Route = createFileRoute('/privacy-policy')({
  loader: cmsPageLoader(PAGE_SLUG),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <ContentPage page={useCmsPage(PAGE_SLUG)} />;
}
