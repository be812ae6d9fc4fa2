import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { bikeQueries } from '../features/bikes/api';
import { PublicBikeDetail } from '../features/bikes/components/public-bike-detail';
import { loadPublicBike } from '../features/bikes/components/public-bike-paths';

/** A bike's public page when it is not stolen; open to visitors (spec, route table). */
export const Route = createFileRoute('/search-bikes/$slug')({
  loader: ({ context: { queryClient }, params: { slug } }) => loadPublicBike(queryClient, slug, 'search'),
  component: SearchedBikePage,
});

function SearchedBikePage() {
  const { slug } = Route.useParams();
  const { data: bike } = useSuspenseQuery(bikeQueries.bySlug(slug));
  return <PublicBikeDetail bike={bike} />;
}
