import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::wheel-size.wheel-size');
