import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { uploadSvg } from './images';
import { slugify } from './slugify';
import { createMissing } from './upsert';
import {
  brands,
  categories,
  colors,
  countries,
  lockDefeatDescriptions,
  lockingDescriptions,
  materials,
  suspensionTypes,
  wheelSizes,
} from './data/lookups';

const FIRST_MODEL_YEAR = 1980;

/** A plain wordmark for the brand strip; editors replace it with the real logo. */
const logoSvg = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
  <rect width="600" height="300" fill="#FFFFFF"/>
  <text x="300" y="170" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="56" text-anchor="middle" fill="#1F2A24">${name.replace(/[<>&]/g, '')}</text>
</svg>`;

export interface Municipality {
  name: string;
  district: string;
  region: string;
  /** The seat's point (GeoNames, src/seed/data/README.md). */
  latitude: number;
  longitude: number;
}

export async function readMunicipalities(strapi: Core.Strapi): Promise<Municipality[]> {
  const csv = await readFile(path.join(strapi.dirs.app.root, 'src', 'seed', 'data', 'pt-municipalities.csv'), 'utf8');
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [name, district, region, latitude, longitude] = line.split(',').map((cell) => cell.trim());
      return { name, district, region, latitude: Number(latitude), longitude: Number(longitude) };
    });
}

/** Three names repeat across districts (Calheta, Lagoa): only those slugs carry the district. */
export function citySlugs(municipalities: Municipality[]) {
  const counts = new Map<string, number>();
  for (const { name } of municipalities) counts.set(name, (counts.get(name) ?? 0) + 1);
  return municipalities.map(({ name, district }) => slugify(counts.get(name)! > 1 ? `${name} ${district}` : name));
}

/**
 * Databases seeded before the municipalities had coordinates get them at boot, and a corrected
 * seat in the CSV reaches every database the same way: only the rows that differ are written.
 */
export async function placeMunicipalities(strapi: Core.Strapi) {
  const municipalities = await readMunicipalities(strapi);
  const slugs = citySlugs(municipalities);
  const cities: { id: number; slug: string; latitude: number | null; longitude: number | null }[] = await strapi.db
    .query('api::city.city')
    .findMany({ select: ['id', 'slug', 'latitude', 'longitude'] });
  const bySlug = new Map(cities.map((city) => [city.slug, city]));
  for (const [i, { latitude, longitude }] of municipalities.entries()) {
    const city = bySlug.get(slugs[i]);
    if (!city || (city.latitude === latitude && city.longitude === longitude)) continue;
    await strapi.db.query('api::city.city').update({ where: { id: city.id }, data: { latitude, longitude } });
  }
}

export async function seedReference(strapi: Core.Strapi) {
  const byName = (values: string[], field = 'name') => values.map((value) => ({ [field]: value }));
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear + 2 - FIRST_MODEL_YEAR }, (_, i) => ({ year: thisYear + 1 - i }));

  await createMissing(strapi, 'api::category.category', 'name', byName(categories));
  await createMissing(strapi, 'api::year.year', 'year', years);
  await createMissing(strapi, 'api::color.color', 'name', byName(colors));
  await createMissing(strapi, 'api::wheel-size.wheel-size', 'size', byName(wheelSizes, 'size'));
  await createMissing(strapi, 'api::material.material', 'name', byName(materials));
  await createMissing(strapi, 'api::suspension-type.suspension-type', 'type', byName(suspensionTypes, 'type'));
  await createMissing(
    strapi,
    'api::locking-description.locking-description',
    'title',
    lockingDescriptions.map((title, position) => ({ title, position })),
  );
  await createMissing(
    strapi,
    'api::lock-defeat-description.lock-defeat-description',
    'title',
    lockDefeatDescriptions.map((title, position) => ({ title, position })),
  );
  await createMissing(strapi, 'api::country.country', 'code', countries.map(({ name, code }) => ({ name, code })));

  const municipalities = await readMunicipalities(strapi);
  const slugs = citySlugs(municipalities);
  await createMissing(
    strapi,
    'api::city.city',
    'slug',
    municipalities.map((municipality, i) => ({ ...municipality, slug: slugs[i] })),
  );

  const existingBrands = new Set(
    (await strapi.db.query('api::brand.brand').findMany({ select: ['slug'] })).map((row: { slug: string }) => row.slug),
  );
  const newBrands = [];
  for (const brand of brands.filter(({ slug }) => !existingBrands.has(slug))) {
    const logo = await uploadSvg(strapi, logoSvg(brand.name), `logo-${brand.slug}`, `Logótipo ${brand.name}`);
    newBrands.push({ ...brand, image: logo.id });
  }
  await createMissing(strapi, 'api::brand.brand', 'slug', newBrands);
}
