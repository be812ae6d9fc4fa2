import type { PublicBike } from '@bicla/api-client';
import Chip from '@mui/material/Chip';
import { orNotAvailable } from '../../../components/bike-badges';
import { STATUS_COLOR } from '../../../lib/theme';
import { bikeColours, formatStolenDate, PublicBikeCard } from '../../bikes';

/**
 * A card of the stolen list (spec, "Stolen list and detail"): badge, photo, description, brand,
 * place, colours, date; and how far away, in a search near a place ('a 3 km').
 */
export function StolenBikeCard({ bike, distance }: { bike: PublicBike; distance?: string }) {
  const details = bike.stolen_details;
  return (
    <PublicBikeCard
      bike={bike}
      badge={<Chip label="ROUBADA" color={STATUS_COLOR.stolen} size="small" sx={{ fontWeight: 700, letterSpacing: '0.04em' }} />}
      subtitle={bike.model}
      description={details?.incident_description || bike.complementary_description}
      details={[
        ...(distance ? [{ label: 'Distância', value: distance }] : []),
        { label: 'Marca', value: orNotAvailable(bike.brand?.name) },
        { label: 'Localização', value: orNotAvailable(details?.city) },
        { label: 'Cores', value: orNotAvailable(bikeColours(bike)) },
        { label: 'Roubada em', value: orNotAvailable(formatStolenDate(details?.stolen_date)) },
      ]}
    />
  );
}
