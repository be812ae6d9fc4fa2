import { factories } from '@strapi/strapi';
import { CACHED_READS } from '../../../cache/cached-routes';

export default factories.createCoreRouter('api::country.country', CACHED_READS);
