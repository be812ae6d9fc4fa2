import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::cms-page.cms-page');
