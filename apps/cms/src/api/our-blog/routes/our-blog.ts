import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::our-blog.our-blog');
