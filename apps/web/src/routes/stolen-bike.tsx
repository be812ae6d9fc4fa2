import type { StolenNearParams } from '@bicla/api-client';
import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { ButtonLink } from '../components/link';
import { MarkdownText } from '../components/markdown';
import { bikeQueries } from '../features/bikes/api';
import { contentQueries } from '../features/content/api';
import { lookupQueries } from '../features/lookups/api';
import { StolenBikeList, StolenNearList } from '../features/stolen/components/stolen-bike-list';
import { StolenPlaceFilter } from '../features/stolen/components/stolen-place-filter';
import { parseStolenSearch, stolenPlace, type StolenSearch } from '../features/stolen/search';
import { STOLEN_PAGE_SLUG } from '../features/stolen/stolen-page';
import { requireLogin } from '../lib/session';

export const Route = createFileRoute('/stolen-bike')({
  validateSearch: parseStolenSearch,
  beforeLoad: requireLogin,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient }, deps: { search } }) => {
    const loadList = async () => {
      // The municipalities are kept for the whole visit: after the first page this is no request.
      const place = stolenPlace(search, await queryClient.ensureQueryData(lookupQueries.cities()));
      await (place ? queryClient.ensureInfiniteQueryData(bikeQueries.stolenNear(place)) : queryClient.ensureInfiniteQueryData(bikeQueries.stolen()));
    };
    await Promise.all([queryClient.ensureQueryData(contentQueries.page(STOLEN_PAGE_SLUG)), loadList()]);
  },
  component: StolenBikesPage,
});

const LIST_ID = 'lista';

/** Scrolls within the page (a bare #hash would also reach the router) and takes the keyboard along. */
function goToList(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const list = document.getElementById(LIST_ID);
  list?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  list?.focus({ preventScroll: true });
}

/** The list's heading: the newest first, or near the chosen municipality or the visitor. */
function listTitle(place: StolenNearParams | null, cityName: string | undefined) {
  if (!place) return 'Roubadas recentemente';
  return 'near' in place ? `Roubadas perto de ${cityName ?? place.near}` : 'Roubadas perto de si';
}

function StolenBikesPage() {
  const { data: page } = useSuspenseQuery(contentQueries.page(STOLEN_PAGE_SLUG));
  const { data: cities } = useSuspenseQuery(lookupQueries.cities());
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const place = stolenPlace(search, cities);
  const cityName = cities.find(({ slug }) => slug === search.near)?.name;
  const changePlace = (next: StolenSearch) => navigate({ search: next, resetScroll: false });

  return (
    <>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: { xs: 4, md: 6 } }}>
        <Container>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {page?.title || 'Bicicletas roubadas'}
          </Typography>
          {page?.sub_title && (
            <Typography variant="h5" component="p" color="text.secondary" sx={{ mt: 1.5, fontWeight: 500 }}>
              {page.sub_title}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
            <ButtonLink
              to="/register-bikes"
              variant="contained"
              size="large"
              disableElevation
              startIcon={<AppRegistrationIcon aria-hidden />}
            >
              Regista a tua Bicicleta agora!
            </ButtonLink>
            {/* The page's text is long: on a phone the list starts screens below. */}
            <Button href={`#${LIST_ID}`} onClick={goToList} size="large" endIcon={<ArrowDownwardIcon aria-hidden />}>
              Ver as bicicletas roubadas
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container sx={{ py: { xs: 4, md: 6 } }}>
        {page?.description && (
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, mb: { xs: 5, md: 7 }, maxWidth: 880 }}>
            {/* markdown-to-jsx wraps several blocks in a <div>: trim its first and last margins too. */}
            <MarkdownText>{page.description}</MarkdownText>
          </Paper>
        )}
        <Box
          component="section"
          id={LIST_ID}
          tabIndex={-1}
          aria-labelledby="stolen-list-title"
          sx={{ scrollMarginTop: 96, '&:focus': { outline: 'none' } }}
        >
          <Typography id="stolen-list-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
            {listTitle(place, cityName)}
          </Typography>
          <Box sx={{ mb: 3 }}>
            <StolenPlaceFilter search={search} cities={cities} onChange={changePlace} />
          </Box>
          {place ? <StolenNearList place={place} /> : <StolenBikeList />}
        </Box>
      </Container>
    </>
  );
}
