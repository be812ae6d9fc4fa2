import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::suspension-type.suspension-type');
