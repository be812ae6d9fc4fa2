import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cms-page.cms-page');
