import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::suspension-type.suspension-type');
