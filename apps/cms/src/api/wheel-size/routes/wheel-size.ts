import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::wheel-size.wheel-size');
