import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::wheel-size.wheel-size');
