import type { Brand } from '@bicla/api-client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { mediaUrl } from '../../../lib/media';

/**
 * Every brand in the registry. Each card's id is the brand's slug: the home page's logo strip
 * links to /bike-manufacturer-list#<slug>.
 */
export function BrandList({ brands }: { brands: readonly Brand[] }) {
  return (
    <Box component="section" aria-labelledby="marcas-no-registo" sx={{ pt: { xs: 2, md: 4 }, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="marcas-no-registo" variant="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' }, mt: { xs: 2, md: 3 }, mb: 1 }}>
        Marcas no registo
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {brands.length === 1 ? '1 marca' : `${brands.length} marcas`}, por ordem alfabética.
      </Typography>
      <Grid component="ul" container spacing={{ xs: 1.5, sm: 2 }} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {brands.map((brand) => (
          <Grid component="li" key={brand.documentId} size={{ xs: 6, md: 4, lg: 3 }}>
            <Card
              id={brand.slug}
              sx={{
                display: 'flex',
                // Two to a row on a phone: the logo sits above the name there.
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'flex-start', sm: 'center' },
                gap: 1.5,
                p: 1.5,
                height: '100%',
                // Clears the sticky header when the page opens at #<slug>, and shows which brand was asked for.
                scrollMarginTop: 96,
                '&:target': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
              }}
            >
              {brand.image ? (
                // The logo repeats the name printed beside it, so it is decorative (empty alt).
                <Box
                  component="img"
                  src={mediaUrl(brand.image.formats?.thumbnail?.url ?? brand.image.url)}
                  alt=""
                  loading="lazy"
                  sx={{ width: 88, height: 44, flexShrink: 0, objectFit: 'contain', borderRadius: 1, bgcolor: 'common.white', border: 1, borderColor: 'divider' }}
                />
              ) : (
                <Avatar
                  variant="rounded"
                  aria-hidden
                  sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, width: 44, height: 44 }}
                >
                  {brand.name.charAt(0).toUpperCase()}
                </Avatar>
              )}
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{brand.name}</Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
