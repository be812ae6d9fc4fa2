import type { Core } from '@strapi/strapi';
import { seedContent } from './content';
import { seedDemo } from './demo';
import { seedReference } from './reference';

/**
 * Idempotent: it only creates what is missing, so it can run on every setup.
 * Reference data and editorial content go everywhere; demo accounts only outside production.
 */
export async function seed(strapi: Core.Strapi) {
  await seedReference(strapi);
  await seedContent(strapi);
  await seedDemo(strapi);
}
