import type { Brand, Media } from '@bicla/api-client';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/link';
import { photoSources } from '../../../lib/media';
import { contentQueries } from '../../content';
import { lookupQueries } from '../../lookups';
import { HOME_BLOCKS } from '../home-blocks';
import { HomeSection } from './home-section';

/** Spec, section 9: the strip shows 10 logos. */
const HOME_BRAND_LOGOS = 10;


/** Brands with a logo first, so the strip is pictures rather than names where it can be. */
function stripBrands(brands: readonly Brand[]): Brand[] {
  return [...brands.filter((brand) => brand.image), ...brands.filter((brand) => !brand.image)].slice(0, HOME_BRAND_LOGOS);
}

/**
 * Brand logos, each linking to its entry on the manufacturers page (there is no page per brand).
 * Hidden when there are no brands.
 */
export function BrandStrip() {
  const { data: brands = [] } = useQuery(lookupQueries.brands());
  const { data: block } = useQuery(contentQueries.block(HOME_BLOCKS.brands));
  if (brands.length === 0) return null;

  return (
    <HomeSection id="home-brands-title" title={block?.title || 'Marcas no registo'} description={block?.description} tone="paper">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {stripBrands(brands).map((brand) => (
          <li key={brand.documentId}>
            <Link
              to="/bike-manufacturer-list"
              hash={brand.slug}
              underline="none"
              color="text.primary"
              sx={{
                height: { xs: 64, sm: 96 },
                px: { xs: 0.5, sm: 2 },
                display: 'grid',
                placeItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'common.white',
                fontWeight: 700,
                fontSize: '1.125rem',
                transition: 'border-color 150ms, box-shadow 150ms',
                '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
              }}
            >
              {brand.image ? <BrandLogo name={brand.name} image={brand.image} /> : brand.name}
            </Link>
          </li>
        ))}
      </Box>
    </HomeSection>
  );
}

function BrandLogo({ name, image }: { name: string; image: Media }) {
  const { src } = photoSources(image);
  return (
    <Box
      component="img"
      src={src}
      alt={name}
      loading="lazy"
      decoding="async"
      sx={{ display: 'block', maxWidth: '100%', maxHeight: { xs: 56, sm: 80 }, objectFit: 'contain' }}
    />
  );
}
