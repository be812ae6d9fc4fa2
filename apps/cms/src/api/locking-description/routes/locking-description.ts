import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::locking-description.locking-description');
