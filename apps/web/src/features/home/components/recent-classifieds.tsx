import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/link';
import { bikeQueries } from '../../bikes';
import { ClassifiedCard } from '../../classifieds';
import { HomeSection } from './home-section';

/** One row of four on wide screens. */
const HOME_CLASSIFIEDS = 4;

/** The newest bikes on sale, each linking to its ad; hidden when there are none. */
export function RecentClassifieds() {
  const { data } = useQuery(bikeQueries.classifieds({}));
  const classifieds = data?.data.slice(0, HOME_CLASSIFIEDS) ?? [];
  if (classifieds.length === 0) return null;

  return (
    <HomeSection
      id="home-classifieds-title"
      title="Bicicletas à venda"
      subtitle="Os anúncios mais recentes de bicicletas registadas e verificadas."
      tone="paper"
      action={
        <ButtonLink to="/classified" variant="outlined" endIcon={<ArrowForwardIcon aria-hidden />}>
          Ver todos os classificados
        </ButtonLink>
      }
    >
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {classifieds.map((bike) => (
          <Grid key={bike.documentId} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
            <ClassifiedCard bike={bike} />
          </Grid>
        ))}
      </Grid>
    </HomeSection>
  );
}
