/**
 * What the CMS may import: no ky, no browser globals. The web app gets all of this
 * again through the main entry.
 */
export * from './brand';
export * from './bike-names';
export * from './serial';
export * from './types';
export * from './schemas';
export * from './public-bike-types';
export * from './nif';
export * from './message-types';
export * from './transfer-types';
export * from './files';
export * from './sitemap-types';
export * from './check';
export * from './alert-types';
export * from './content-queries';
