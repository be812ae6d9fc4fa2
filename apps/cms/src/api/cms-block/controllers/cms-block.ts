import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cms-block.cms-block');
