import { PRODUCT_TITLE, type CmsBlock } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const FALLBACK_DESCRIPTION =
  'Registe a sua bicicleta, assinale-a se for roubada e encontre bicicletas à venda em todo o país.';

/** The home page's hero; without a CMS block it still says what the site is. */
export function HomeBanner({ block }: { block: CmsBlock | null }) {
  const title = block?.title || PRODUCT_TITLE;
  const description = block ? block.description : FALLBACK_DESCRIPTION;

  return (
    <Box
      component="section"
      aria-labelledby="home-banner-title"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #073F2E 0%, #0B6E4F 55%, #16936B 100%)',
        py: { xs: 7, md: 11 },
      }}
    >
      <Container>
        <Box sx={{ maxWidth: 760 }}>
          <Typography id="home-banner-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            {title}
          </Typography>
          {block?.sub_title && (
            <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 500, opacity: 0.95 }}>
              {block.sub_title}
            </Typography>
          )}
          {description && (
            <Typography sx={{ mt: 2, fontSize: '1.125rem', opacity: 0.9, whiteSpace: 'pre-line' }}>
              {description}
            </Typography>
          )}
        </Box>
      </Container>
    </Box>
  );
}
