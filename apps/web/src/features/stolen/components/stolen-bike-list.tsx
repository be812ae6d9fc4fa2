import { GENERIC_ERROR_MESSAGE, type PublicBike, type StolenNearParams } from '@bicla/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PlacesMap } from '../../../components/map-block';
import { bikeQueries } from '../../bikes';
import { formatDistance } from '../search';
import { StolenBikeCard } from './stolen-bike-card';

type Paging = Pick<
  ReturnType<typeof useSuspenseInfiniteQuery>,
  'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError'
>;

interface StolenResultsProps {
  bikes: readonly (PublicBike & { distanceKm?: number })[];
  total: number;
  /** 'bicicletas roubadas', or with the radius of a search near a place. */
  summary: string;
  empty: string;
  paging: Paging;
}

/** The cards, 8 at a time; 'Carregar mais' adds the next 8 while more exist (spec, section 9). */
function StolenResults({ bikes, total, summary, empty, paging }: StolenResultsProps) {
  const { hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = paging;
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  // The keyboard moves on to the first card just added, rather than stay on a button that may vanish.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || bikes.length <= index) return;
    firstNew.current = null;
    list.current?.children[index]?.querySelector('a')?.focus();
  }, [bikes.length]);

  const loadMore = () => {
    firstNew.current = bikes.length;
    void fetchNextPage();
  };

  if (bikes.length === 0) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }

  return (
    <>
      <Grid ref={list} container spacing={3} component="ul" aria-label="Bicicletas roubadas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bikes.map((bike) => (
          <Grid key={bike.documentId} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <StolenBikeCard bike={bike} distance={bike.distanceKm === undefined ? undefined : formatDistance(bike.distanceKm)} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography role="status" variant="body2" color="text.secondary">
          A mostrar {bikes.length} de {total} {summary}
        </Typography>
        {isFetchNextPageError && (
          <Alert severity="error" variant="outlined">
            {GENERIC_ERROR_MESSAGE}
          </Alert>
        )}
        {hasNextPage && (
          <Button variant="outlined" size="large" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'A carregar…' : 'Carregar mais'}
          </Button>
        )}
      </Box>
    </>
  );
}

/** The newest stolen bikes. */
export function StolenBikeList() {
  const { data, ...paging } = useSuspenseInfiniteQuery(bikeQueries.stolen());
  const bikes = data.pages.flatMap((page) => page.data);
  const total = data.pages[data.pages.length - 1]?.meta.pagination.total ?? bikes.length;
  return <StolenResults bikes={bikes} total={total} summary="bicicletas roubadas" empty="Não existem dados para mostrar" paging={paging} />;
}

/** The stolen bikes near a place, the nearest first, on a map too when the site has a Maps key. */
export function StolenNearList({ place }: { place: StolenNearParams }) {
  const { data, ...paging } = useSuspenseInfiniteQuery(bikeQueries.stolenNear(place));
  const bikes = data.pages.flatMap((page) => page.data);
  const last = data.pages[data.pages.length - 1]?.meta;
  const radius = last?.near.radius ?? place.radius;
  const within = `num raio de ${radius} km`;
  const mapped = bikes.flatMap((bike) =>
    bike.latitude !== null && bike.longitude !== null
      ? [{ key: bike.documentId, lat: bike.latitude, lng: bike.longitude, label: bike.nickName }]
      : [],
  );

  return (
    <>
      {last && mapped.length > 0 && (
        <Box sx={{ mb: 3 }}>
          <PlacesMap
            centre={{ lat: last.near.latitude, lng: last.near.longitude }}
            places={mapped}
            label={`bicicletas roubadas ${within}`}
          />
        </Box>
      )}
      <StolenResults
        bikes={bikes}
        total={last?.pagination.total ?? bikes.length}
        summary={`bicicletas roubadas ${within}`}
        empty={`Não há bicicletas roubadas ${within}.`}
        paging={paging}
      />
    </>
  );
}
