import type { Core } from '@strapi/strapi';
import { serialKey } from '@bicla/api-client/shared';
import { bikeSlug, randomRegistryNumber } from '../../src/api/bike/identifiers';
import { seedReference } from '../../src/seed/reference';
import { startCms } from './strapi';
import { createUser } from './users';

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

/** Step 1 of the registration form, as the web app sends it to `POST /api/bikes`. */
export function registrationInput(ids: Awaited<ReturnType<typeof lookupIds>>, fields: Record<string, unknown> = {}) {
  return {
    nickName: 'A Minha Gravel',
    category: ids.category,
    year: ids.year,
    brand: ids.brand,
    model: 'Grizl 7',
    color: ids.color,
    secondary_colors: [] as string[],
    wheel_size: ids.wheel_size,
    materials: [ids.material],
    suspension_types: [ids.suspension_type],
    serial_number: 'obs-12345',
    other_information: 'Guarda-lamas pretos',
    ...fields,
  };
}

interface Person {
  name: string;
  email: string;
}

/** A seeded CMS, the lookups' ids, a bike owner and a logged-in stranger, for a whole test file. */
export async function startWithOwnerAndStranger(people: { owner: Person; stranger: Person }) {
  const cms = await startCms();
  await seedReference(cms.strapi);
  const ids = await lookupIds(cms.strapi);
  const owner = await createUser(cms.strapi, people.owner);
  const stranger = await createUser(cms.strapi, people.stranger);
  return { cms, ids, owner, stranger };
}

export type OwnerAndStranger = Awaited<ReturnType<typeof startWithOwnerAndStranger>>;
