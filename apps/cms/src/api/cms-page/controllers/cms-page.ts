import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cms-page.cms-page');
