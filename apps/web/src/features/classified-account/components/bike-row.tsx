import type { Media, PublicMedia } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BikePhoto } from '../../../components/bike-photo';

interface BikeRowProps {
  /** Unique on the page: the row is labelled by its title. */
  id: string;
  photo: Pick<Media | PublicMedia, 'url' | 'width' | 'formats'> | null | undefined;
  title: string;
  /** The title's level under the list's own heading. */
  heading: 'h3' | 'h4';
  /** Brand and model, under the title. */
  subtitle?: string;
  children?: ReactNode;
  actions: ReactNode;
}

/**
 * One bike in a list of the classifieds area (an ad, a transfer): photo, title, details and
 * actions on one line on wide screens; on a phone the actions go under the photo and details.
 */
export function BikeRow({ id, photo, title, heading, subtitle, children, actions }: BikeRowProps) {
  const titleId = `${id}-titulo`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        columnGap: { xs: 1.5, sm: 2.5 },
        rowGap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '96px minmax(0, 1fr)', sm: '140px minmax(0, 1fr)', md: '160px minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"photo info" "actions actions"', md: '"photo info actions"' },
      }}
    >
      <Box sx={{ gridArea: 'photo', alignSelf: 'start' }}>
        <BikePhoto photo={photo} alt={`Fotografia da bicicleta ${title}`} sizes="160px" sx={{ borderRadius: 1 }} />
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Typography id={titleId} component={heading} variant="h4" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Box>
      <Box
        sx={{
          gridArea: 'actions',
          gap: 1,
          // On a phone the actions share one row in equal parts, words only; wider, they sit at the end with icons.
          display: { xs: 'grid', md: 'flex' },
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(0, 1fr)',
          justifyContent: { md: 'flex-end' },
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        {actions}
      </Box>
    </Paper>
  );
}

/** Brand and model, as a row's subtitle. */
export const makeAndModel = (bike: { brand?: { name: string } | null; model: string | null }) =>
  [bike.brand?.name, bike.model].filter(Boolean).join(' ');

/** Small "label: value" facts under a row's title. */
export function RowFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 0.75, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.25, typography: 'body2', color: 'text.secondary' }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'flex', gap: 0.5 }}>
          <Box component="dt">{label}:</Box>
          <Box component="dd" sx={{ m: 0, color: 'text.primary', fontWeight: 500 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
