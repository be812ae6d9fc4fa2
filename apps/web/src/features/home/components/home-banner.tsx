import { PRODUCT_TITLE, type CmsBlock, type ContentItem } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../../components/link';
import { Carousel } from '../../../components/carousel';
import { ContentImage } from '../../../components/content-image';
import { BANNER_PICTURE_SIZES } from '../../../lib/image-sources';

const FALLBACK_DESCRIPTION =
  'Registe a sua bicicleta, assinale-a se for roubada e encontre bicicletas à venda em todo o país.';

/** The home page's hero: what the site is, and the banner block's items as a slider. */
export function HomeBanner({ block }: { block: CmsBlock | null }) {
  const title = block?.title || PRODUCT_TITLE;
  const description = block ? block.description : FALLBACK_DESCRIPTION;
  const slides = block?.content ?? [];
  const hasPicture = slides.length > 0 || Boolean(block?.image);

  return (
    <Box
      component="section"
      aria-labelledby="home-banner-title"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #073F2E 0%, #0B6E4F 60%, #138A63 100%)',
        py: { xs: 5, md: 8 },
        overflow: 'hidden',
      }}
    >
      <Container>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: hasPicture ? 5 : 9 }}>
            <Typography id="home-banner-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
              {title}
            </Typography>
            {block?.sub_title && (
              <Typography component="p" sx={{ mt: 2, fontSize: '1.25rem', fontWeight: 600, opacity: 0.95 }}>
                {block.sub_title}
              </Typography>
            )}
            {description && (
              <Typography sx={{ mt: 2, fontSize: '1.0625rem', lineHeight: 1.7, opacity: 0.9, whiteSpace: 'pre-line' }}>
                {description}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
              <ButtonLink
                to="/register-bikes"
                variant="contained"
                size="large"
                disableElevation
                sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
              >
                Registar bicicleta
              </ButtonLink>
              <ButtonLink
                to="/search-bikes"
                variant="outlined"
                size="large"
                sx={{ color: 'common.white', borderColor: 'rgba(255, 255, 255, 0.7)', '&:hover': { borderColor: 'common.white' } }}
              >
                Pesquisar bicicleta
              </ButtonLink>
            </Box>
          </Grid>
          {hasPicture && (
            <Grid size={{ xs: 12, md: 7 }}>
              {slides.length > 0 ? (
                <Carousel label="Destaques" autoplay tone="dark">
                  {slides.map((item, index) => (
                    <BannerSlide key={item.id} item={item} fallbackImage={block?.image ?? null} first={index === 0} />
                  ))}
                </Carousel>
              ) : (
                block?.image && <ContentImage media={block.image} ratio="16 / 9" sizes={BANNER_PICTURE_SIZES} eager sx={{ borderRadius: 2 }} />
              )}
            </Grid>
          )}
        </Grid>
      </Container>
    </Box>
  );
}

interface BannerSlideProps {
  item: ContentItem;
  fallbackImage: CmsBlock['image'];
  first: boolean;
}

function BannerSlide({ item, fallbackImage, first }: BannerSlideProps) {
  const image = item.image ?? fallbackImage;
  return (
    <Box
      component="article"
      sx={{ height: '100%', bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, overflow: 'hidden' }}
    >
      {image && <ContentImage media={image} ratio="16 / 7" sizes={BANNER_PICTURE_SIZES} eager={first} sx={{ borderRadius: 0 }} />}
      <Box sx={{ p: { xs: 2.5, md: 3 } }}>
        {item.title && (
          <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
            {item.title}
          </Typography>
        )}
        {item.sub_title && (
          <Typography sx={{ mt: 0.5, fontWeight: 600, color: 'primary.main' }}>{item.sub_title}</Typography>
        )}
        {item.description && (
          <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.65 }}>
            {item.description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
