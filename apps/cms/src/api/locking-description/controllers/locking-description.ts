import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::locking-description.locking-description');
