import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::lock-defeat-description.lock-defeat-description');
