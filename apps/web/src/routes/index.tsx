import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { contentQueries, HOME_BANNER_SLUG } from '../features/content/api';
import { ContentCards } from '../features/content/components/content-cards';
import { HomeBanner } from '../features/content/components/home-banner';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(contentQueries.block(HOME_BANNER_SLUG)),
  pendingComponent: PageLoader,
  errorComponent: RouteError,
  component: HomePage,
});

function HomePage() {
  const { data: banner } = useSuspenseQuery(contentQueries.block(HOME_BANNER_SLUG));

  return (
    <>
      <HomeBanner block={banner} />
      <ContentCards items={banner?.content ?? []} />
    </>
  );
}
