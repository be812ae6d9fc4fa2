import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { contentQueries } from '../features/content/api';
import { BrandStrip } from '../features/home/components/brand-strip';
import { AboutBlock, RegisterBlock, SafetySealBlock, StatisticsSection } from '../features/home/components/cms-blocks';
import { HomeBanner } from '../features/home/components/home-banner';
import { RecentBlogPosts } from '../features/home/components/recent-blog-posts';
import { RecentClassifieds } from '../features/home/components/recent-classifieds';
import { RecentStolenCarousel } from '../features/home/components/recent-stolen-carousel';
import { RecoveredCarousel } from '../features/home/components/recovered-carousel';
import { Testimonials } from '../features/home/components/testimonials';
import { UnreadMessagesNotice } from '../features/home/components/unread-messages-notice';
import { HOME_BLOCKS, prefetchHomeSections } from '../features/home/home-blocks';

export const Route = createFileRoute('/')({
  // Only the banner is awaited; the blocks below it arrive on their own (see prefetchHomeSections).
  loader: ({ context: { queryClient } }) => {
    prefetchHomeSections(queryClient);
    return queryClient.ensureQueryData(contentQueries.block(HOME_BLOCKS.banner));
  },
  pendingComponent: PageLoader,
  errorComponent: RouteError,
  component: HomePage,
});

/** Spec, section 1: the home page's blocks, top to bottom. */
function HomePage() {
  const { data: banner } = useSuspenseQuery(contentQueries.block(HOME_BLOCKS.banner));

  return (
    <>
      <HomeBanner block={banner} />
      <AboutBlock />
      <RegisterBlock />
      <SafetySealBlock />
      <StatisticsSection />
      <RecentClassifieds />
      <RecentBlogPosts />
      <RecentStolenCarousel />
      <RecoveredCarousel />
      <BrandStrip />
      <Testimonials />
      <UnreadMessagesNotice />
    </>
  );
}
