import { GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { bikeQueries } from '../../bikes';
import { StolenBikeCard } from './stolen-bike-card';

/** The newest stolen bikes, 8 at a time; 'Carregar mais' adds the next 8 while more exist (spec, section 9). */
export function StolenBikeList() {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useSuspenseInfiniteQuery(
    bikeQueries.stolen(),
  );
  const bikes = data.pages.flatMap((page) => page.data);
  const total = data.pages[data.pages.length - 1]?.meta.pagination.total ?? bikes.length;
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
    return <Typography color="text.secondary">Não existem dados para mostrar</Typography>;
  }

  return (
    <>
      <Grid ref={list} container spacing={3} component="ul" aria-label="Bicicletas roubadas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bikes.map((bike) => (
          <Grid key={bike.documentId} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <StolenBikeCard bike={bike} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography role="status" variant="body2" color="text.secondary">
          A mostrar {bikes.length} de {total} bicicletas roubadas
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
