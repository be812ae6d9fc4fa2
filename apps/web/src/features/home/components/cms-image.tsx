import type { Media } from '@bicla/api-client';
import Box, { type BoxProps } from '@mui/material/Box';
import { photoSources } from '../../../lib/media';

interface CmsImageProps {
  image: Media;
  /** CSS aspect ratio of the crop, e.g. '16 / 9'. */
  ratio: string;
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  sx?: BoxProps['sx'];
}

/**
 * An editor's illustration beside a block's own heading and text. It repeats what the text says,
 * so it is decorative (empty alt) and screen readers are not told the title twice.
 */
export function CmsImage({ image, ratio, sizes, eager = false, sx }: CmsImageProps) {
  const { src, srcSet } = photoSources(image);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={[
        { display: 'block', width: '100%', aspectRatio: ratio, objectFit: 'cover', bgcolor: 'grey.100' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
