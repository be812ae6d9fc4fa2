import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::locking-description.locking-description');
