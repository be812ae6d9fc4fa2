import { factories } from '@strapi/strapi';
import { CACHED_READS } from '../../../cache/cached-routes';

export default factories.createCoreRouter('api::cms-page.cms-page', CACHED_READS);
