import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::our-blog.our-blog');
