import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::suspension-type.suspension-type');
