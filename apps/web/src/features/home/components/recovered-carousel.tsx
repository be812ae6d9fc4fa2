import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { orNotAvailable } from '../../../components/bike-badges';
import { bikeQueries } from '../../bikes';
import { contentQueries } from '../../content';
import { BikeSlideCard } from './bike-slide-card';
import { Carousel, type CarouselBreakpoint } from '../../../components/carousel';
import { HOME_BLOCKS } from '../home-blocks';
import { HomeSection } from './home-section';


/** Two slides side by side; one on phones, where two would be too narrow to read. */
const RECOVERED_BREAKPOINTS: readonly CarouselBreakpoint[] = [{ breakpoint: 767, slidesToShow: 1 }];

/**
 * Spec, "Other blocks": recovered bikes, 2 slides, autoplay, 500 ms; hidden when none were
 * recovered. The CMS lists only recoveries whose owner agreed to share how it happened
 * (docs/decisions/d9-mock-ups-made-real.md), so each card tells that story.
 */
export function RecoveredCarousel() {
  const { data: bikes = [] } = useQuery(bikeQueries.recovered());
  const { data: block } = useQuery(contentQueries.block(HOME_BLOCKS.recovered));
  if (bikes.length === 0) return null;
  const title = block?.title || 'Bicicletas recuperadas';

  return (
    <HomeSection id="home-recovered-title" title={title} description={block?.description}>
      <Carousel label={title} slidesToShow={2} responsive={RECOVERED_BREAKPOINTS} autoplay>
        {bikes.map((bike) => (
          <BikeSlideCard
            key={bike.documentId}
            bike={bike}
            horizontal
            badge={
              <Chip
                icon={<TaskAltIcon aria-hidden />}
                label="Recuperada"
                color="success"
                size="small"
                sx={{ fontWeight: 700, boxShadow: 1 }}
              />
            }
            facts={[
              { label: 'Marca', value: orNotAvailable(bike.brand?.name) },
              { label: 'Modelo', value: orNotAvailable(bike.model) },
              { label: 'Categoria', value: orNotAvailable(bike.category?.name) },
            ]}
          >
            {bike.recovery.story && (
              <Typography
                component="blockquote"
                variant="body2"
                color="text.secondary"
                sx={{
                  m: 0,
                  mt: 1.5,
                  fontStyle: 'italic',
                  overflowWrap: 'anywhere',
                  // Three lines at most: every slide keeps the same height.
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                «{bike.recovery.story}»
              </Typography>
            )}
          </BikeSlideCard>
        ))}
      </Carousel>
    </HomeSection>
  );
}
