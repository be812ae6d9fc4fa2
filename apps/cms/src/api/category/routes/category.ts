import { factories } from '@strapi/strapi';
import { CACHED_READS } from '../../../cache/cached-routes';

export default factories.createCoreRouter('api::category.category', CACHED_READS);
