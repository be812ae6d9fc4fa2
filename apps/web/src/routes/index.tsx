import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { contentQueries } from '../features/content/api';
import { AboutBlock, RegisterBlock, SafetySealBlock, StatisticsSection } from '../features/home/components/cms-blocks';
import { HomeBanner } from '../features/home/components/home-banner';
import { LazyBelowTheFold } from '../features/home/components/lazy-below-the-fold';
import { HOME_BLOCKS } from '../features/home/home-blocks';
import { useIsLoggedIn } from '../lib/session';

// Visitors never see it, so they never download it.
const UnreadMessagesNotice = lazy(() => import('../features/home/components/unread-messages-notice'));

export const Route = createFileRoute('/')({
  // Only the banner is awaited; the lists below the fold load as the visitor nears them (LazyBelowTheFold).
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentQueries.block(HOME_BLOCKS.banner)),
  pendingComponent: PageLoader,
  errorComponent: RouteError,
  component: HomePage,
});

/** Spec, section 1: the home page's blocks, top to bottom. */
function HomePage() {
  const { data: banner } = useSuspenseQuery(contentQueries.block(HOME_BLOCKS.banner));
  const loggedIn = useIsLoggedIn();

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
