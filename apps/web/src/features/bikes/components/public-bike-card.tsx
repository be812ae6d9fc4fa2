import { brandAndModel, type PublicBike } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BikePhoto } from '../../../components/bike-photo';
import { PublicBikeLink } from './public-bike-link';
import { LINK_CARD_SX } from '../../../lib/theme';

export interface BikeCardDetail {
  label: string;
  value: ReactNode;
}

interface PublicBikeCardProps {
  bike: PublicBike;
  /** The chip over the photo's corner (ROUBADA, Roubada, Compre). */
  badge: ReactNode;
  /** A line under the title, e.g. the brand and model. */
  subtitle?: string | null;
  details: readonly BikeCardDetail[];
  description?: string | null;
}

/**
 * A bike in a public list (stolen list, search results). The title is the card's one link and
 * stretches over the whole card, so the card is one click and one tab stop.
 */
export function PublicBikeCard({ bike, badge, subtitle, details, description }: PublicBikeCardProps) {
  const makeAndModel = brandAndModel(bike);
  const photo = bike.bike_photo ?? bike.for_stolen[0] ?? null;

  return (
    <Card
      component="article"
      sx={LINK_CARD_SX}
    >
      <Box sx={{ position: 'relative' }}>
        <BikePhoto
          photo={photo}
          alt={makeAndModel ? `${bike.nickName}: ${makeAndModel}` : bike.nickName}
          sizes="(max-width: 600px) 100vw, (max-width: 900px) 50vw, 300px"
        />
        {badge && <Box sx={{ position: 'absolute', top: 12, left: 12 }}>{badge}</Box>}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <PublicBikeLink
            bike={bike}
            color="inherit"
            underline="none"
            sx={{
              // Stretched over the card: the whole card opens the bike.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {bike.nickName}
          </PublicBikeLink>
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5 }}>
            {subtitle}
          </Typography>
        )}
        {description && (
          <Typography
            variant="body2"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {description}
          </Typography>
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 'auto',
            pt: 1,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.5,
            fontSize: '0.875rem',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
          }}
        >
          {details.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
