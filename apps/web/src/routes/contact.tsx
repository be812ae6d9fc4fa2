import { PRODUCT_NAME } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { MapBlock } from '../components/map-block';
import { MarkdownText } from '../components/markdown';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactInfo } from '../features/contact/components/contact-info';
import { contentQueries } from '../features/content/api';
import { PageHero } from '../features/content/components/page-hero';

/** The spec reads this page's block "by path": its slug is the route's own path. */
const CONTACT_BLOCK_SLUG = 'contact';

export const Route = createFileRoute('/contact')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentQueries.block(CONTACT_BLOCK_SLUG)),
  component: ContactPage,
});

function ContactPage() {
  const { data: block } = useSuspenseQuery(contentQueries.block(CONTACT_BLOCK_SLUG));
  const items = block?.content ?? [];
  const address = items.find((item) => item.title?.toLowerCase() === 'morada')?.description;

  return (
    <>
      <PageHero title={block?.title || 'Contactos'} subTitle={block?.sub_title} icon={block?.icon} />
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={4}>
              <MarkdownText sx={{ fontSize: '1.0625rem' }}>{block?.description}</MarkdownText>
              <ContactInfo items={items} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
              <ContactForm />
            </Paper>
          </Grid>
        </Grid>
        <Box component="section" aria-labelledby="onde-estamos" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id="onde-estamos" variant="h4" component="h2" sx={{ mb: 2 }}>
            Onde estamos
          </Typography>
          <MapBlock label={address ? `${PRODUCT_NAME}, ${address}` : PRODUCT_NAME} />
        </Box>
      </Container>
    </>
  );
}
