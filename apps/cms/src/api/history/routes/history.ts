import { factories } from '@strapi/strapi';

// Append-only: entries are written by the bike endpoints, never through a generic route.
export default factories.createCoreRouter('api::history.history', { only: ['find', 'findOne'] });
