import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::lock-defeat-description.lock-defeat-description');
