import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/link';
import { loadCmsPage, useCmsPage } from '../features/content/cms-page-route';
import { ContentPage } from '../features/content/components/content-page';
import { FaqAccordion } from '../features/content/components/faq-accordion';

/** The spec's FAQ page slug (section 2, route table). */
const FAQ_PAGE_SLUG = 'frequently-asked-questions';

export const Route = createFileRoute('/help')({
  loader: ({ context: { queryClient } }) => loadCmsPage(queryClient, FAQ_PAGE_SLUG),
  component: HelpPage,
});

function HelpPage() {
  const page = useCmsPage(FAQ_PAGE_SLUG);
  return (
    <ContentPage page={page} content={<FaqAccordion items={page.content ?? []} />}>
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 900,
          p: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
          bgcolor: '#E8F3EE',
          borderColor: 'transparent',
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h2" gutterBottom>
            Não encontrou a resposta?
          </Typography>
          <Typography color="text.secondary">Escreva-nos: respondemos normalmente em até dois dias úteis.</Typography>
        </Box>
        <ButtonLink to="/contact" variant="contained" disableElevation startIcon={<MailOutlinedIcon aria-hidden />} sx={{ flexShrink: 0 }}>
          Fale connosco
        </ButtonLink>
      </Paper>
    </ContentPage>
  );
}
