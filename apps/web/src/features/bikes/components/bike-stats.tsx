import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazyFormat } from '../../../lib/lazy-format';
import { bikeQueries } from '../api';

const numberFormat = lazyFormat(() => new Intl.NumberFormat('pt-PT'));

const FIGURES = [
  { key: 'registered', label: 'Bicicletas registadas' },
  { key: 'stolen', label: 'Bicicletas roubadas' },
  { key: 'recovered', label: 'Bicicletas recuperadas' },
] as const;

/** The live counts from /api/stats; nothing shows until they arrive, so no zeros flash. */
export function BikeStats({ title = 'O registo em números' }: { title?: string }) {
  const { data: stats } = useQuery(bikeQueries.stats());
  if (!stats) return null;
  return (
    <Box component="section" aria-labelledby="bike-stats-title" sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 5, md: 7 } }}>
      <Container>
        <Typography id="bike-stats-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, textAlign: 'center', mb: 4 }}>
          {title}
        </Typography>
        <Grid container spacing={3} component="dl" sx={{ m: 0 }}>
          {FIGURES.map(({ key, label }) => (
            <Grid key={key} size={{ xs: 12, sm: 4 }} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" sx={{ opacity: 0.9 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: { xs: '2.25rem', md: '3rem' }, fontWeight: 800 }}>
                {numberFormat().format(stats[key])}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
