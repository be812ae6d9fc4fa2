import type { CloseSerial, SimilarSerialBike } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListBadge, orNotAvailable } from '../../../components/bike-badges';
import { bikeColours, bikeQueries, PublicBikeCard } from '../../bikes';
import { looksForCloseSerials } from '../search-params';

/** The serial with the characters that differ from the one searched in `<mark>`. */
function MarkedSerial({ serial, differences }: CloseSerial) {
  const marked = new Set(differences);
  // Runs of marked or unmarked characters, so a screen reader reads words, not letters.
  const runs: { text: string; marked: boolean }[] = [];
  [...serial].forEach((char, index) => {
    const last = runs.at(-1);
    if (last && last.marked === marked.has(index)) last.text += char;
    else runs.push({ text: char, marked: marked.has(index) });
  });
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.95rem', letterSpacing: '0.02em' }}>
      {runs.map((run, index) =>
        run.marked ? (
          <Box key={index} component="mark" sx={{ bgcolor: 'warning.light', color: 'text.primary', borderRadius: 0.5, px: 0.25 }}>
            {run.text}
          </Box>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </Box>
  );
}

function CloseSerialCard({ bike }: { bike: SimilarSerialBike }) {
  return (
    <PublicBikeCard
      bike={bike}
      badge={<ListBadge bike={bike} />}
      details={[
        { label: 'N.º de série', value: <MarkedSerial {...bike.close_serial} /> },
        { label: 'Diferença', value: bike.close_serial.distance === 1 ? '1 carácter' : `${bike.close_serial.distance} caracteres` },
        { label: 'Categoria', value: orNotAvailable(bike.category?.name) },
        { label: 'Cores', value: orNotAvailable(bikeColours(bike)) },
        ...(bike.stolen ? [{ label: 'Localização', value: orNotAvailable(bike.stolen_details?.city) }] : []),
      ]}
    />
  );
}

/**
 * 'Números de série semelhantes' (docs/decisions/d8-search.md): registered bikes whose serial is one
 * or two characters from the one searched, as a serial misread off a frame would be. Shown under
 * the results once they arrive, and only when there are some.
 */
export function CloseSerials({ q }: { q: string }) {
  const enabled = looksForCloseSerials(q);
  const { data: bikes = [] } = useQuery({ ...bikeQueries.similar(q), enabled });
  if (!enabled || bikes.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="close-serials-title" sx={{ mt: 6 }}>
      <Typography id="close-serials-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
        Números de série semelhantes
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Bicicletas registadas cujo número de série difere do pesquisado em um ou dois caracteres, assinalados a amarelo.
      </Typography>
      <Grid container spacing={3} component="ul" aria-label="Números de série semelhantes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bikes.map((bike) => (
          <Grid key={bike.documentId} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <CloseSerialCard bike={bike} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
