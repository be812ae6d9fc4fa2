import { factories } from '@strapi/strapi';
import { CACHED_READS } from '../../../cache/cached-routes';

export default factories.createCoreRouter('api::lock-defeat-description.lock-defeat-description', CACHED_READS);
