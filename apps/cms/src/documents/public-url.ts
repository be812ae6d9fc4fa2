import { webLink } from '../email/send';

/** A bike's public page on the web app: /stolen-bikes/{slug} while stolen, else /search-bikes/{slug} (as the site links them). */
export const publicBikePath = (bike: { slug: string; stolen: boolean }) =>
  `/${bike.stolen ? 'stolen-bikes' : 'search-bikes'}/${encodeURIComponent(bike.slug)}`;

export const publicBikeUrl = (bike: { slug: string; stolen: boolean }) => webLink(publicBikePath(bike));
