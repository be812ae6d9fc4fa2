import { env } from './env';
import { imageSources, uploadUrl, type Photo } from './image-sources';

/** An upload's address on the CMS (lib/image-sources.ts). */
export function mediaUrl(url: string): string {
  return uploadUrl(env.apiUrl, url);
}

/** `src` and `srcSet` of an upload (lib/image-sources.ts). */
export function photoSources(photo: Photo): { src: string; srcSet: string | undefined } {
  return imageSources(env.apiUrl, photo);
}
