import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::lock-defeat-description.lock-defeat-description');
