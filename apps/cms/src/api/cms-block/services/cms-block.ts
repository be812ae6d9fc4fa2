import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cms-block.cms-block');
