import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MarkdownText } from '../components/markdown';
import { contentQueries } from '../features/content/api';
import { PageHero } from '../features/content/components/page-hero';
import { proseSx } from '../features/content/components/prose';
import { DonationForm } from '../features/donations/components/donation-form';
import { DonationTiers } from '../features/donations/components/donation-tiers';
import { suggestedAmount } from '../features/donations/suggested-amount';

/** The spec's 'donations' block (section 7); docs/decisions/d10-open-defaults.md adds the page of the same slug when editors wrote one. */
const DONATIONS_SLUG = 'donations';

export const Route = createFileRoute('/donate')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.block(DONATIONS_SLUG)),
      queryClient.ensureQueryData(contentQueries.page(DONATIONS_SLUG)),
    ]),
  component: DonatePage,
});

function DonatePage() {
  const { data: block } = useSuspenseQuery(contentQueries.block(DONATIONS_SLUG));
  const { data: page } = useSuspenseQuery(contentQueries.page(DONATIONS_SLUG));
  const tiers = block?.content ?? [];
  const amounts = tiers.map(suggestedAmount).filter((amount): amount is number => amount !== null);
  // Without a page, the block's own title is the page's h1 rather than a section heading.
  const hero = page ?? block;

  return (
    <>
      <PageHero title={hero?.title || 'Donativos'} subTitle={hero?.sub_title} icon={hero?.icon ?? 'VolunteerActivismOutlined'} />
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        {/* On a phone the form follows the appeal; on a wide screen it stays beside the whole text. */}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gridTemplateAreas: { xs: '"appeal" "form" "details"', md: '"appeal form" "details form"' },
            alignItems: 'start',
          }}
        >
          {block && (
            <Box component="section" aria-label={block.title || 'Donativos'} sx={{ gridArea: 'appeal' }}>
              {page && block.title && (
                <Typography variant="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' }, mb: 2 }}>
                  {block.title}
                </Typography>
              )}
              <Box sx={{ mb: 3 }}>
                <MarkdownText sx={proseSx}>{block.description}</MarkdownText>
              </Box>
              <DonationTiers items={tiers} />
            </Box>
          )}
          <Paper variant="outlined" sx={{ gridArea: 'form', p: { xs: 2.5, md: 3.5 }, position: { md: 'sticky' }, top: { md: 96 } }}>
            <DonationForm suggestedAmounts={amounts} />
          </Paper>
          {page?.description && (
            <Box sx={{ gridArea: 'details' }}>
              <MarkdownText sx={proseSx}>{page.description}</MarkdownText>
            </Box>
          )}
        </Box>
      </Container>
    </>
  );
}
