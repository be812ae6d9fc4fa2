import { PRODUCT_NAME } from '@bicla/api-client';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { SaveSearchButton } from '../features/alerts/components/save-search-button';
import { bikeQueries } from '../features/bikes/api';
import { ClassifiedFilters, type FilterChange } from '../features/classifieds/components/classified-filters';
import { ClassifiedResults } from '../features/classifieds/components/classified-results';
import { activeFilterCount, classifiedFilters, parseClassifiedSearch, savedSearchFilters } from '../features/classifieds/search';
import { lookupQueries } from '../features/lookups/api';
import { requireLogin } from '../lib/session';

export const Route = createFileRoute('/classified/')({
  validateSearch: parseClassifiedSearch,
  beforeLoad: requireLogin,
  loaderDeps: ({ search }) => classifiedFilters(search),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(bikeQueries.classifieds(deps)),
      queryClient.ensureQueryData(lookupQueries.cities()),
      queryClient.ensureQueryData(lookupQueries.categories()),
    ]),
  pendingComponent: PageLoader,
  errorComponent: RouteError,
  component: ClassifiedListPage,
});

function ClassifiedListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: result } = useSuspenseQuery(bikeQueries.classifieds(classifiedFilters(search)));
  const { data: cities } = useSuspenseQuery(lookupQueries.cities());
  const { data: categories } = useSuspenseQuery(lookupQueries.categories());
  // The previous page stays on screen while the next one loads; this bar says it is coming.
  const reloading = useRouterState({ select: (state) => state.isLoading });

  // Every filter change starts again from page 1.
  const changeFilters = (change: FilterChange, options: { replace?: boolean } = {}) =>
    navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: options.replace });
  const clearFilters = () => navigate({ search: {} });
  const changePage = (page: number) => navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) });

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        component="header"
        sx={{
          mb: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            Classificados
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
            Bicicletas registadas na {PRODUCT_NAME}, à venda pelos seus donos.
          </Typography>
        </Box>
        <SaveSearchButton filters={savedSearchFilters(search)} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <FilterPanel activeCount={activeFilterCount(search)}>
          <ClassifiedFilters
            search={search}
            priceLimit={result.meta.priceMax}
            cities={cities}
            categories={categories}
            onChange={changeFilters}
            onClear={clearFilters}
          />
        </FilterPanel>
        <Box aria-busy={reloading} sx={{ position: 'relative', minWidth: 0 }}>
          {reloading && <LinearProgress aria-label="A atualizar a lista" sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} />}
          <ClassifiedResults result={result} onPageChange={changePage} />
        </Box>
      </Box>
    </Container>
  );
}

/** A side panel on wide screens; on phones it folds behind a 'Filtros' button above the list. */
function FilterPanel({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const heading = (
    <Typography id="classified-filters-title" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 2 }}>
      Filtros
    </Typography>
  );

  if (!phone) {
    return (
      <Paper component="aside" aria-labelledby="classified-filters-title" variant="outlined" sx={{ p: 3, position: 'sticky', top: 88 }}>
        {heading}
        {children}
      </Paper>
    );
  }
  return (
    <Box component="aside" aria-label="Filtros">
      <Button
        variant="outlined"
        fullWidth
        startIcon={<TuneIcon />}
        aria-expanded={open}
        aria-controls="classified-filters-panel"
        onClick={() => setOpen((current) => !current)}
      >
        {activeCount > 0 ? `Filtros (${activeCount})` : 'Filtros'}
      </Button>
      <Collapse in={open} id="classified-filters-panel">
        <Paper variant="outlined" sx={{ p: 2, mt: 1.5 }}>
          {children}
        </Paper>
      </Collapse>
    </Box>
  );
}
