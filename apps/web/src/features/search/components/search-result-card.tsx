import { brandAndModel, REGISTRY_NUMBER_LABEL, type PublicBike } from '@bicla/api-client';
import { ListBadge, orNotAvailable } from '../../../components/bike-badges';
import { bikeColours, PublicBikeCard } from '../../bikes';

/** A search hit: 'Roubada', or 'Compre' when on sale; it opens the bike's canonical page (spec, "Search results"). */
export function SearchResultCard({ bike }: { bike: PublicBike }) {
  return (
    <PublicBikeCard
      bike={bike}
      badge={<ListBadge bike={bike} />}
      subtitle={brandAndModel(bike)}
      details={[
        { label: REGISTRY_NUMBER_LABEL, value: orNotAvailable(bike.registry_number) },
        { label: 'Categoria', value: orNotAvailable(bike.category?.name) },
        { label: 'Cores', value: orNotAvailable(bikeColours(bike)) },
        ...(bike.stolen ? [{ label: 'Localização', value: orNotAvailable(bike.stolen_details?.city) }] : []),
      ]}
    />
  );
}
