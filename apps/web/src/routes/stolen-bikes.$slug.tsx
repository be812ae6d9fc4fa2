import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { bikeQueries } from '../features/bikes/api';
import { PublicBikeDetail } from '../features/bikes/components/public-bike-detail';
import { loadPublicBike } from '../features/bikes/components/public-bike-paths';

/** A stolen bike's public page; open to visitors, so anyone can share it (spec, route table). */
export const Route = createFileRoute('/stolen-bikes/$slug')({
  loader: ({ context: { queryClient }, params: { slug } }) => loadPublicBike(queryClient, slug, 'stolen'),
  component: StolenBikePage,
});

function StolenBikePage() {
  const { slug } = Route.useParams();
  const { data: bike } = useSuspenseQuery(bikeQueries.bySlug(slug));
  return <PublicBikeDetail bike={bike} />;
}
