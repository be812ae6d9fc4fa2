import type { PublicBike } from '@bicla/api-client';
import { useQuery } from '@tanstack/react-query';
import { ListBadge, orNotAvailable } from '../../../components/bike-badges';
import { formatDateTime } from '../../../lib/format';
import { bikeQueries } from '../../bikes';
import { BikeSlideCard, type BikeFact } from './bike-slide-card';
import { Carousel, type CarouselBreakpoint } from '../../../components/carousel';
import { HomeSection } from './home-section';

const RECENT_STOLEN_TITLE = 'Bicicletas Roubadas mais Recentemente';

/** Spec, "Stolen list and detail": 4 slides on wide screens, 2 below 991 px, 1 below 767 px. */
const STOLEN_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { breakpoint: 991, slidesToShow: 2 },
  { breakpoint: 767, slidesToShow: 1 },
];

/** The newest stolen bikes, so visitors know what to look out for; hidden when there are none. */
export function RecentStolenCarousel() {
  const { data: bikes = [] } = useQuery(bikeQueries.recentStolen());
  if (bikes.length === 0) return null;

  return (
    <HomeSection id="home-stolen-title" title={RECENT_STOLEN_TITLE} tone="paper">
      <Carousel label={RECENT_STOLEN_TITLE} slidesToShow={4} responsive={STOLEN_BREAKPOINTS}>
        {bikes.map((bike) => (
          <StolenBikeCard key={bike.documentId} bike={bike} />
        ))}
      </Carousel>
    </HomeSection>
  );
}

/** Spec: Roubada or Compre badge, city or N/A, model, stolen date or N/A. */
function StolenBikeCard({ bike }: { bike: PublicBike }) {
  const stolenDate = bike.stolen_details?.stolen_date;
  const facts: BikeFact[] = [
    { label: 'Cidade', value: orNotAvailable(bike.stolen_details?.city) },
    { label: 'Modelo', value: orNotAvailable(bike.model) },
    { label: 'Data do roubo', value: orNotAvailable(stolenDate && formatDateTime(stolenDate)) },
  ];
  return <BikeSlideCard bike={bike} badge={<ListBadge bike={bike} sx={{ boxShadow: 1 }} />} facts={facts} />;
}
