import type { Core } from '@strapi/strapi';
import { roundCoordinate } from './projection';

const BIKE = 'api::bike.bike';
const CITY = 'api::city.city';

/** What a bike's stolen place is made from. */
interface PlaceSource {
  id: number;
  stolen: boolean | number | null;
  latitude: number | null;
  longitude: number | null;
  stolen_latitude: number | null;
  stolen_longitude: number | null;
  stolen_details?: { city: string | null; postal: string | null } | null;
}

const PLACE_SELECT = ['id', 'stolen', 'latitude', 'longitude', 'stolen_latitude', 'stolen_longitude'];
const PLACE_POPULATE = { stolen_details: { select: ['city', 'postal'] } };

/** The fields whose change can move a stolen report's place. */
const PLACE_FIELDS = ['stolen', 'latitude', 'longitude', 'stolen_details'];

/**
 * Postal codes 9000–9499 are Madeira's and 9500–9999 the Azores': they tell apart the
 * municipalities whose names repeat there and on the mainland (Calheta, Lagoa).
 */
function regionOfPostal(postal: string | null): string {
  const code = Number(/^\s*(\d{4})/.exec(postal ?? '')?.[1]);
  if (code >= 9500) return 'Região Autónoma dos Açores';
  if (code >= 9000) return 'Região Autónoma da Madeira';
  return 'Continente';
}

/** Each region's postal codes, as a where on a report's `postal` (they start with their four digits). */
const POSTAL_OF_REGION: Record<string, { $gte?: string; $lt?: string }> = {
  Continente: { $lt: '9000' },
  'Região Autónoma da Madeira': { $gte: '9000', $lt: '9500' },
  'Região Autónoma dos Açores': { $gte: '9500' },
};

interface Municipality {
  id: number;
  name: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The municipality a stolen report names: by its name and, where the name repeats (Calheta,
 * Lagoa), by the region of the report's postal code. Null when the name is none of the 308.
 */
export async function reportedMunicipality(strapi: Core.Strapi, details: { city: string; postal: string | null }): Promise<Municipality | null> {
  const cities: Municipality[] = await strapi.db.query(CITY).findMany({
    where: { name: { $eqi: details.city.trim() } },
    select: ['id', 'name', 'region', 'latitude', 'longitude'],
  });
  return cities.find(({ region }) => region === regionOfPostal(details.postal)) ?? cities[0] ?? null;
}

/**
 * The same rule the other way round: for each of `cities`, a where on `stolen_details` for the
 * reports that name it. One query tells which of their names repeat.
 */
export async function reportsNaming(strapi: Core.Strapi, cities: { name: string; region: string }[]) {
  const namesakes: { name: string }[] = await strapi.db.query(CITY).findMany({
    where: { name: { $in: cities.map(({ name }) => name) } },
    select: ['name'],
  });
  const bearers = new Map<string, number>();
  for (const { name } of namesakes) bearers.set(name, (bearers.get(name) ?? 0) + 1);
  return cities.map((city) => ((bearers.get(city.name) ?? 0) > 1 ? { city: city.name, postal: POSTAL_OF_REGION[city.region] } : { city: city.name }));
}

/** The seat of the municipality the report names. */
async function cityCentre(strapi: Core.Strapi, details: { city: string; postal: string | null }): Promise<[number, number] | null> {
  const city = await reportedMunicipality(strapi, details);
  return city && city.latitude !== null && city.longitude !== null ? [city.latitude, city.longitude] : null;
}

/**
 * Where a stolen bike is searched for 'near a place': the report's point rounded as the public
 * sees it (about 100 m), or the centre of its municipality when the owner gave no point.
 */
async function stolenPlace(strapi: Core.Strapi, bike: PlaceSource): Promise<[number | null, number | null]> {
  if (!bike.stolen) return [null, null];
  const latitude = roundCoordinate(bike.latitude);
  const longitude = roundCoordinate(bike.longitude);
  if (latitude !== null && longitude !== null) return [latitude, longitude];
  const details = bike.stolen_details;
  return (details?.city && (await cityCentre(strapi, { city: details.city, postal: details.postal }))) || [null, null];
}

async function placeBike(strapi: Core.Strapi, bike: PlaceSource) {
  const [stolen_latitude, stolen_longitude] = await stolenPlace(strapi, bike);
  if (bike.stolen_latitude === stolen_latitude && bike.stolen_longitude === stolen_longitude) return;
  await strapi.db.query(BIKE).update({ where: { id: bike.id }, data: { stolen_latitude, stolen_longitude } });
}

/**
 * Keeps `stolen_latitude`/`stolen_longitude` in step with the bike, whoever writes it (the
 * owner's report and recovery, account erasure, the content manager, the seed): after any
 * write that touches the fields they come from, in the same transaction.
 */
export function keepStolenPlaces(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== BIKE || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    if (!PLACE_FIELDS.some((field) => field in data)) return next();
    // A new bike that is not stolen has no place: there is nothing to work out, or to clear.
    if (context.action === 'create' && !data.stolen && data.stolen_latitude == null && data.stolen_longitude == null) return next();

    return strapi.db.transaction(async () => {
      const saved = await next();
      const documentId = (saved as { documentId?: string } | null)?.documentId;
      if (!documentId) return saved;
      const bike: PlaceSource | null = await strapi.db
        .query(BIKE)
        .findOne({ where: { documentId }, select: PLACE_SELECT, populate: PLACE_POPULATE });
      if (bike) await placeBike(strapi, bike);
      return saved;
    });
  });
}

/**
 * Stolen bikes reported before stolen places existed, or whose municipality had no coordinates
 * yet, get their place at boot; a bike already placed is not read again.
 */
export async function placeStolenReports(strapi: Core.Strapi) {
  const unplaced: PlaceSource[] = await strapi.db.query(BIKE).findMany({
    where: { stolen: true, stolen_latitude: { $null: true } },
    select: PLACE_SELECT,
    populate: PLACE_POPULATE,
  });
  for (const bike of unplaced) await placeBike(strapi, bike);
}
