import { PUBLIC_LIST_SIZES, REGISTRY_NUMBER_LABEL } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { bikeQueries } from '../../bikes';
import { CloseSerials } from './close-serials';
import { SearchResultCard } from './search-result-card';

interface SearchResultsProps {
  q: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** One page of 8 hits (spec, section 9), with page numbers when there are more. */
export function SearchResults({ q, page, onPageChange }: SearchResultsProps) {
  const { data: result } = useSuspenseQuery(bikeQueries.search(q, page));
  const { total } = result.meta.pagination;
  const pageCount = Math.ceil(total / PUBLIC_LIST_SIZES.search);
  const summary = total === 1 ? '1 bicicleta encontrada' : `${total} bicicletas encontradas`;

  return (
    <>
      <Box component="section" aria-labelledby="search-results-title">
        <Typography id="search-results-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          Resultados para “{q}”
        </Typography>
        <Box role="status" sx={{ mt: 1, mb: 3 }}>
          {result.data.length === 0 ? (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>A bicicleta pesquisada não está disponível</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Confirme o número e tente de novo: nenhuma bicicleta do registo tem este número de série ou {REGISTRY_NUMBER_LABEL}.
              </Typography>
            </Paper>
          ) : (
            <Typography color="text.secondary">{summary}</Typography>
          )}
        </Box>
        {result.data.length > 0 && (
          <Grid container spacing={3} component="ul" aria-label="Resultados da pesquisa" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {result.data.map((bike) => (
              <Grid key={bike.documentId} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <SearchResultCard bike={bike} />
              </Grid>
            ))}
          </Grid>
        )}
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(_event, next) => onPageChange(next)}
            color="primary"
            sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </Box>
      <CloseSerials q={q} />
    </>
  );
}
