import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { contentQueries } from '../features/content/api';
import { AboutBlock, RegisterBlock, SafetySealBlock, StatisticsSection } from '../features/home/components/cms-blocks';
import { HomeBanner } from '../features/home/components/home-banner';
import { LazyBelowTheFold } from '../features/home/components/lazy-below-the-fold';
import { HOME_BLOCKS, prefetchHomeSections } from '../features/home/home-blocks';
import { useBrowserIdle } from '../lib/deferred-loading';
import { useIsLoggedIn } from '../lib/session';

// Visitors never see it, so they never download it.
const UnreadMessagesNotice = lazy(() => import('../features/home/components/unread-messages-notice'));

export const Route = createFileRoute('/')({
  // Only the banner is awaited; the blocks below it arrive on their own (see prefetchHomeSections).
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentQueries.block(HOME_BLOCKS.banner)),
  pendingComponent: PageLoader,
  errorComponent: RouteError,
  component: HomePage,
});

/** Spec, section 1: the home page's blocks, top to bottom. */
function HomePage() {
  const { data: banner } = useSuspenseQuery(contentQueries.block(HOME_BLOCKS.banner));
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const idle = useBrowserIdle();
  // The lists below the fold wait until the first screen is in: the banner's photo comes first on a slow network.
  useEffect(() => {
    if (idle) prefetchHomeSections(queryClient);
  }, [idle, queryClient]);

  return (
    <>
      <HomeBanner block={banner} />
      <AboutBlock />
      <RegisterBlock />
      <SafetySealBlock />
      <StatisticsSection />
      <LazyBelowTheFold />
      {loggedIn && (
        <Suspense fallback={null}>
          <UnreadMessagesNotice />
        </Suspense>
      )}
    </>
  );
}
