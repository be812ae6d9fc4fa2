import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::our-blog.our-blog');
