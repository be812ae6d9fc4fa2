import type { Media, PublicMedia } from '@bicla/api-client';
import { env } from './env';

type Photo = Pick<Media | PublicMedia, 'url' | 'width' | 'formats'>;

/** The CMS stores uploads under its own origin (/uploads/…); an absolute URL is kept as it is. */
export function mediaUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${env.apiUrl.replace(/\/$/, '')}${url}`;
}

/** `src` and `srcSet` from Strapi's resized formats, so phones download the small one. */
export function photoSources(photo: Photo): { src: string; srcSet: string | undefined } {
  const formats = photo.formats ?? {};
  const candidates = [
    formats.small && `${mediaUrl(formats.small.url)} 500w`,
    formats.medium && `${mediaUrl(formats.medium.url)} 750w`,
    photo.width ? `${mediaUrl(photo.url)} ${photo.width}w` : undefined,
  ].filter(Boolean);
  const src = mediaUrl(formats.medium?.url ?? photo.url);
  return { src, srcSet: candidates.length > 1 ? candidates.join(', ') : undefined };
}
