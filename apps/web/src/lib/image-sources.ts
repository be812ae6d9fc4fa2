import type { Media, PublicMedia } from '@bicla/api-client/shared';

/*
 * How an upload is shown: its address and Strapi's resized formats as srcset. Pure, so the web
 * server preloads the first screen's photo with the very srcset and sizes the page asks for
 * (server/page-head.ts); a preload that differs would be a second download.
 */

export type Photo = Pick<Media | PublicMedia, 'url' | 'width' | 'formats'>;

/** The widths a bike's photos take on its page (components/photo-carousel.tsx). */
export const BIKE_PHOTO_SIZES = '(max-width: 900px) 100vw, 600px';
/** The widths of the home banner's picture (features/home/components/home-banner.tsx). */
export const BANNER_PICTURE_SIZES = '(max-width: 900px) 100vw, 700px';

/** The CMS stores uploads under its own origin (/uploads/…); an absolute URL is kept as it is. */
export function uploadUrl(apiUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${apiUrl.replace(/\/$/, '')}${url}`;
}

/** `src` and `srcSet` from Strapi's resized formats, so phones download the small one. */
export function imageSources(apiUrl: string, photo: Photo): { src: string; srcSet: string | undefined } {
  const formats = photo.formats ?? {};
  const candidates = [
    formats.small && `${uploadUrl(apiUrl, formats.small.url)} 500w`,
    formats.medium && `${uploadUrl(apiUrl, formats.medium.url)} 750w`,
    photo.width ? `${uploadUrl(apiUrl, photo.url)} ${photo.width}w` : undefined,
  ].filter(Boolean);
  const src = uploadUrl(apiUrl, formats.medium?.url ?? photo.url);
  return { src, srcSet: candidates.length > 1 ? candidates.join(', ') : undefined };
}
