import { ApiError } from '@bicla/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { bikeQueries } from '../features/bikes/api';
import { ClassifiedDetail } from '../features/classifieds/components/classified-detail';

/** Public (spec, route table): a shared ad opens for anyone; only sending a message needs a login. */
export const Route = createFileRoute('/classified/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    try {
      await queryClient.ensureQueryData(bikeQueries.classified(slug));
    } catch (error) {
      // An unknown slug, or an ad that was removed or whose bike was stolen since.
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: PageLoader,
  errorComponent: RouteError,
  notFoundComponent: NotFound,
  component: ClassifiedPage,
});

function ClassifiedPage() {
  const { slug } = Route.useParams();
  const { data: bike } = useSuspenseQuery(bikeQueries.classified(slug));
  return <ClassifiedDetail bike={bike} />;
}
