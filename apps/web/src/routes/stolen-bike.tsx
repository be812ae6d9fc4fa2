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
import { StolenBikeList } from '../features/stolen/components/stolen-bike-list';
import { STOLEN_PAGE_SLUG } from '../features/stolen/stolen-page';
import { requireLogin } from '../lib/session';

export const Route = createFileRoute('/stolen-bike')({
  beforeLoad: requireLogin,
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(contentQueries.page(STOLEN_PAGE_SLUG)),
      queryClient.ensureInfiniteQueryData(bikeQueries.stolen()),
    ]);
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

function StolenBikesPage() {
  const { data: page } = useSuspenseQuery(contentQueries.page(STOLEN_PAGE_SLUG));

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
          <Typography id="stolen-list-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 3 }}>
            Roubadas recentemente
          </Typography>
          <StolenBikeList />
        </Box>
      </Container>
    </>
  );
}
