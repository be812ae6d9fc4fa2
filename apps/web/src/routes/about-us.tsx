import { TEAM_BLOCK_SLUG } from '@bicla/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../features/content/api';
import { loadCmsPage, useCmsPage } from '../features/content/cms-page-route';
import { ContentPage } from '../features/content/components/content-page';
import { TeamSection } from '../features/content/components/team-section';

const PAGE_SLUG = 'about-us';

export const Route = createFileRoute('/about-us')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([loadCmsPage(queryClient, PAGE_SLUG), queryClient.ensureQueryData(contentQueries.block(TEAM_BLOCK_SLUG))]),
  component: AboutUsPage,
});

function AboutUsPage() {
  const page = useCmsPage(PAGE_SLUG);
  const { data: team } = useSuspenseQuery(contentQueries.block(TEAM_BLOCK_SLUG));
  return <ContentPage page={page}>{team && <TeamSection block={team} />}</ContentPage>;
}
