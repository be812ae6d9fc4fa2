import type { Media } from '@bicla/api-client';
import Box, { type BoxProps } from '@mui/material/Box';
import { photoSources } from '../lib/media';

interface ContentImageProps {
  media: Media;
  /**
   * Used when the editor left the upload's alternative text empty. Leave it out for an
   * illustration that repeats its block's own heading and text: it is then decorative (empty alt),
   * so screen readers are not told the title twice.
   */
  fallbackAlt?: string;
  /** CSS aspect ratio of the crop, e.g. '16 / 9'. */
  ratio?: string;
  /** The widths the image occupies, so the browser picks the right size from srcset. */
  sizes?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  sx?: BoxProps['sx'];
}

/** A CMS picture cropped to a fixed ratio, with Strapi's smaller formats as srcset. */
export function ContentImage({ media, fallbackAlt, ratio = '16 / 9', sizes = '(max-width: 900px) 100vw, 800px', eager = false, sx }: ContentImageProps) {
  const { src, srcSet } = photoSources(media);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={fallbackAlt === undefined ? '' : media.alternativeText || fallbackAlt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      sx={[
        { display: 'block', width: '100%', aspectRatio: ratio, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
