import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { bikeQueries } from '../features/bikes/api';
import { BikeStats } from '../features/bikes/components/bike-stats';
import { contentQueries } from '../features/content/api';
import { SearchForm } from '../features/search/components/search-form';
import { SearchResults } from '../features/search/components/search-results';
import { looksForCloseSerials, SEARCH_BLOCK_SLUG, validateBikeSearch } from '../features/search/search-params';
import { requireLogin } from '../lib/session';

export const Route = createFileRoute('/search-bikes/')({
  validateSearch: validateBikeSearch,
  beforeLoad: requireLogin,
  loaderDeps: ({ search: { q, page } }) => ({ q, page: page ?? 1 }),
  loader: async ({ context: { queryClient }, deps: { q, page } }) => {
    // The statistics are below the fold: fetched alongside, never waited for.
    void queryClient.prefetchQuery(bikeQueries.stats());
    // The close serials come under the results: fetched alongside, shown when they arrive.
    if (q && looksForCloseSerials(q)) void queryClient.prefetchQuery(bikeQueries.similar(q));
    await Promise.all([
      queryClient.ensureQueryData(contentQueries.block(SEARCH_BLOCK_SLUG)),
      q ? queryClient.ensureQueryData(bikeQueries.search(q, page)) : undefined,
    ]);
  },
  component: SearchBikesPage,
});

const FALLBACK_INTRO = 'Introduza o número de série ou o Número Bicla para saber se uma bicicleta foi dada como roubada.';

function SearchBikesPage() {
  const { q, page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: block } = useSuspenseQuery(contentQueries.block(SEARCH_BLOCK_SLUG));

  return (
    <>
      <Box
        component="header"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: { xs: 4, md: 6 } }}
      >
        <Container>
          <Box sx={{ maxWidth: 820 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
              {block?.title || 'Pesquisar bicicletas'}
            </Typography>
            <Typography sx={{ mt: 1.5, mb: 3, fontSize: '1.125rem', color: 'text.secondary' }}>
              {block?.description || FALLBACK_INTRO}
            </Typography>
            {/* Keyed by the URL's query, so back and forward show what was searched. */}
            <SearchForm key={q ?? ''} initialQuery={q ?? ''} onSearch={(query) => void navigate({ search: { q: query } })} />
          </Box>
        </Container>
      </Box>

      {q && (
        <Container sx={{ py: { xs: 4, md: 6 } }}>
          <SearchResults q={q} page={page} onPageChange={(next) => void navigate({ search: { q, page: next } })} />
        </Container>
      )}

      <Box sx={{ mt: q ? 0 : { xs: 4, md: 6 } }}>
        <BikeStats />
      </Box>
    </>
  );
}
