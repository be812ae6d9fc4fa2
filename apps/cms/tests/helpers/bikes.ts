import type { Core } from '@strapi/strapi';
import { serialKey } from '@bicla/api-client/shared';
import { bikeSlug, randomRegistryNumber } from '../../src/api/bike/identifiers';

/** documentIds of one row of each lookup a bike needs; run the seed's reference step first. */
export async function lookupIds(strapi: Core.Strapi) {
  const first = async (uid: Parameters<Core.Strapi['db']['query']>[0]) =>
    (await strapi.db.query(uid).findOne({ select: ['documentId'], orderBy: { id: 'asc' } })).documentId as string;
  return {
    category: await first('api::category.category'),
    year: await first('api::year.year'),
    brand: await first('api::brand.brand'),
    color: await first('api::color.color'),
    wheel_size: await first('api::wheel-size.wheel-size'),
    material: await first('api::material.material'),
    suspension_type: await first('api::suspension-type.suspension-type'),
  };
}

let sequence = 0;

/**
 * A bike written straight to the database, as if it had gone through registration (and
 * approval, unless `approved: false`). Endpoint tests start from here.
 */
export async function createBike(
  strapi: Core.Strapi,
  owner: { documentId: string },
  fields: Record<string, unknown> = {},
) {
  sequence += 1;
  const ids = await lookupIds(strapi);
  const serial = (fields.serial_number as string) ?? `TST-${process.pid}-${sequence}`;
  return strapi.documents('api::bike.bike').create({
    data: {
      nickName: `Bicicleta ${sequence}`,
      slug: bikeSlug(`Bicicleta ${sequence}`, new Date(Date.now() + sequence)),
      model: 'Modelo de teste',
      serial_number: serial,
      serial_normalized: serialKey(serial),
      registry_number: randomRegistryNumber(),
      approved: true,
      category: ids.category,
      year: ids.year,
      brand: ids.brand,
      color: ids.color,
      wheel_size: ids.wheel_size,
      materials: [ids.material],
      suspension_types: [ids.suspension_type],
      user: owner.documentId,
      ...fields,
    },
  } as never) as Promise<{ id: number; documentId: string; slug: string; registry_number: string }>;
}
