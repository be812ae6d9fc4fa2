import type { Media, PublicMedia } from '@bicla/api-client';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import Box, { type BoxProps } from '@mui/material/Box';
import { photoSources } from '../lib/media';

interface BikePhotoProps {
  photo: Pick<Media | PublicMedia, 'url' | 'width' | 'formats'> | null | undefined;
  alt: string;
  /** The widths the photo occupies, e.g. '(max-width: 600px) 100vw, 300px'. */
  sizes?: string;
  sx?: BoxProps['sx'];
  /** The first photo on a detail page is what the visitor came for: do not lazy-load it. */
  eager?: boolean;
}

/** A 4:3 photo crop, or a bike silhouette when there is no photo (docs/architecture.md, "Look and feel"). */
export function BikePhoto({ photo, alt, sizes = '(max-width: 600px) 100vw, 400px', sx, eager = false }: BikePhotoProps) {
  const frame = [
    { position: 'relative', aspectRatio: '4 / 3', width: '100%', overflow: 'hidden', bgcolor: 'grey.100' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as const;

  if (!photo) {
    return (
      <Box role="img" aria-label={alt} sx={[...frame, { display: 'grid', placeItems: 'center', color: 'grey.400' }] as BoxProps['sx']}>
        <PedalBikeIcon sx={{ fontSize: 72 }} aria-hidden />
      </Box>
    );
  }
  const { src, srcSet } = photoSources(photo);
  return (
    <Box sx={frame as BoxProps['sx']}>
      <Box
        component="img"
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
