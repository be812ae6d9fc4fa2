import { BrandStrip } from './brand-strip';
import { RecentBlogPosts } from './recent-blog-posts';
import { RecentClassifieds } from './recent-classifieds';
import { RecentStolenCarousel } from './recent-stolen-carousel';
import { RecoveredCarousel } from './recovered-carousel';
import { Testimonials } from './testimonials';

/** The home page's lists, loaded as their own chunk (see LazyBelowTheFold). */
export default function BelowTheFold() {
  return (
    <>
      <RecentClassifieds />
      <RecentBlogPosts />
      <RecentStolenCarousel />
      <RecoveredCarousel />
      <BrandStrip />
      <Testimonials />
    </>
  );
}
