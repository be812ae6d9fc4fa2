import type { PublicBike } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BikePhoto } from '../../../components/bike-photo';
import { Link } from '../../../components/link';
import { LINK_CARD_SX } from '../../../lib/theme';

export interface BikeFact {
  label: string;
  value: string;
}

interface BikeSlideCardProps {
  bike: PublicBike;
  /** Over the photo's corner, e.g. the Roubada or Compre badge. */
  badge?: ReactNode;
  facts: readonly BikeFact[];
  /** Photo beside the text from 600 px up, for carousels of wide slides. */
  horizontal?: boolean;
  /** Under the facts, e.g. a recovery's story. */
  children?: ReactNode;
}

/** The card both bike carousels show; the whole card links to the bike's public page. */
export function BikeSlideCard({ bike, badge, facts, horizontal = false, children }: BikeSlideCardProps) {
  const photo = bike.for_stolen[0] ?? bike.bike_photo ?? bike.for_classified[0];
  return (
    <Card
      component="article"
      sx={[LINK_CARD_SX, { flexDirection: horizontal ? { xs: 'column', sm: 'row' } : 'column' }]}
    >
      <Box sx={{ position: 'relative', flexShrink: 0, width: horizontal ? { xs: '100%', sm: '48%' } : '100%' }}>
        <BikePhoto photo={photo} alt={bike.nickName} sizes="(max-width: 767px) 100vw, (max-width: 991px) 50vw, 300px" />
        {badge && <Box sx={{ position: 'absolute', top: 12, left: 12 }}>{badge}</Box>}
      </Box>
      <CardContent sx={{ flexGrow: 1, alignSelf: horizontal ? { sm: 'center' } : undefined }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <Link
            {...bikeLink(bike)}
            color="inherit"
            underline="none"
            sx={{
              // The whole card is the link's target; its name stays the bike's name.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
            }}
          >
            {bike.nickName}
          </Link>
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
          {facts.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** Spec, "Search results": a stolen bike's page is /stolen-bikes/{slug}, any other /search-bikes/{slug}. */
function bikeLink(bike: PublicBike) {
  return bike.stolen
    ? ({ to: '/stolen-bikes/$slug', params: { slug: bike.slug } } as const)
    : ({ to: '/search-bikes/$slug', params: { slug: bike.slug } } as const);
}
