import type { Core } from '@strapi/strapi';
import { ensureKeptRows } from '../../database/kept-rows';
import { bikeRows, keptBikeRows, type BikeView } from './bike-rows';
import { MEDIA_FIELDS, PUBLIC_BIKE_FIELDS, PUBLIC_NAMES, PUBLIC_ONE_OF, type ProjectionOptions, type PublicBikeRow } from './projection';

/** The public projection's bike rows (`toPublicBike` shows them): exactly what it may show, nothing private. */
function publicView({ withRegistryNumber = false, withOwnerCity = false }: ProjectionOptions = {}): BikeView {
  return {
    fields: withRegistryNumber ? [...PUBLIC_BIKE_FIELDS, 'registry_number'] : PUBLIC_BIKE_FIELDS,
    oneOf: Object.fromEntries(
      Object.entries(PUBLIC_ONE_OF).map(([attribute, shown]) => [
        attribute,
        attribute === 'user' && !withOwnerCity ? shown.filter((field) => field !== 'city') : shown,
      ]),
    ),
    several: Object.fromEntries(Object.entries(PUBLIC_NAMES).map(([attribute, field]) => [attribute, [field]])),
    singleFiles: ['bike_photo'],
    galleries: ['for_classified', 'for_stolen'],
    fileFields: MEDIA_FIELDS,
  };
}

/** The public rows are kept whole (src/database/kept-rows.ts); every public view is a part of them. */
const KEPT = { table: 'bikes_public_rows', options: { withRegistryNumber: true, withOwnerCity: true } } as const;

export const publicBikeRows = (strapi: Core.Strapi) => bikeRows<ProjectionOptions, PublicBikeRow & Record<string, unknown>>(strapi, publicView, KEPT);

/** At boot: the public rows' table and the triggers that empty a row on every write that changes it. */
export const ensureKeptPublicRows = (strapi: Core.Strapi) => ensureKeptRows(strapi, keptBikeRows(strapi, KEPT.table, publicView(KEPT.options)));
