import type { PublicBike, PublicMedia, PublicOwner, PublicStolenDetails } from '@bicla/api-client/shared';
import type { Rendering } from './bike-rows';

/**
 * The public projection of a bike (docs/decisions/d6-privacy.md). The read queries select exactly these
 * columns and populate exactly these relations, so anything private (owner contacts, serial
 * number, transfer fields, invoice and serial photos) is never even loaded.
 */
export const PUBLIC_BIKE_FIELDS = [
  'id',
  'documentId',
  'slug',
  'nickName',
  'model',
  'stolen',
  'on_sale',
  'price',
  'remarks',
  'classified_date',
  'createdAt',
  'other_information',
  'complementary_description',
  'latitude',
  'longitude',
];

export const MEDIA_FIELDS = ['url', 'formats', 'width', 'height', 'alternativeText'];

/** Loaded to decide what to show; `show_phone_to_users` itself is never returned. */
const STOLEN_DETAIL_FIELDS = [
  'stolen_date',
  'city',
  'lock_description',
  'defeat_subscription',
  'police_department',
  'incident_description',
  'estimated_value',
  'phone_number',
  'show_phone_to_users',
];

export interface ProjectionOptions {
  /** The search result also shows the registry number: the searcher typed it or the serial. */
  withRegistryNumber?: boolean;
  /** Classifieds show the seller's city as the ad's location. */
  withOwnerCity?: boolean;
}

/** What a bike has one of, and the fields of each shown (`user.city` only `withOwnerCity`). */
export const PUBLIC_ONE_OF = {
  brand: ['name', 'slug'],
  category: ['name'],
  year: ['year'],
  color: ['name'],
  wheel_size: ['size'],
  user: ['name', 'createdAt', 'city'],
  stolen_details: STOLEN_DETAIL_FIELDS,
};

/** What a bike has several of, each shown by one field. */
export const PUBLIC_NAMES = { secondary_colors: 'name', materials: 'name', suspension_types: 'type' } as const;

type Timestamp = string | number | Date;

interface MediaRow {
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: Record<string, { url?: string } | undefined> | null;
}

/** A bike row as the query above returns it. */
export interface PublicBikeRow {
  id: number;
  documentId: string;
  slug: string;
  nickName: string;
  model: string | null;
  stolen: boolean;
  on_sale: boolean;
  price: number | null;
  remarks: string | null;
  classified_date: Timestamp | null;
  createdAt: Timestamp;
  other_information: string | null;
  complementary_description: string | null;
  latitude: number | null;
  longitude: number | null;
  registry_number?: string;
  brand?: { name: string; slug: string } | null;
  category?: { name: string } | null;
  year?: { year: number } | null;
  color?: { name: string } | null;
  secondary_colors?: { name: string }[];
  wheel_size?: { size: string } | null;
  materials?: { name: string }[];
  suspension_types?: { type: string }[];
  bike_photo?: MediaRow | null;
  for_classified?: MediaRow[] | null;
  for_stolen?: MediaRow[] | null;
  user?: { name: string; createdAt: Timestamp; city?: string | null } | null;
  stolen_details?: {
    stolen_date: Timestamp;
    city: string;
    lock_description: string;
    defeat_subscription: string | null;
    police_department: string | null;
    incident_description: string;
    estimated_value: number | string;
    phone_number: string | null;
    show_phone_to_users: boolean | number | null;
  } | null;
}

export interface Viewer {
  /** A logged-in caller may see a stolen report's phone when its owner allowed it. */
  loggedIn: boolean;
}

/** An instant as `toISOString` writes it: a kept row's dates are (src/database/list-statements.ts, `columnReaders`), and are shown as they are. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// Parsing and writing a date again took 650 ns, against 30 to test it: three or four a bike of every page.
const iso = (value: Timestamp) => (typeof value === 'string' && ISO_INSTANT.test(value) ? value : new Date(value).toISOString());
const isoOrNull = (value: Timestamp | null | undefined) => (value === null || value === undefined ? null : iso(value));

/** About 100 m: enough to show the area on a map, not the owner's door (docs/decisions/d6-privacy.md). */
export const roundCoordinate = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 1000) / 1000;

export function media(row: MediaRow): PublicMedia {
  const formats: PublicMedia['formats'] = {};
  if (row.formats?.small?.url) formats.small = { url: row.formats.small.url };
  if (row.formats?.medium?.url) formats.medium = { url: row.formats.medium.url };
  return {
    url: row.url,
    width: row.width ?? null,
    height: row.height ?? null,
    alternativeText: row.alternativeText ?? null,
    formats,
  };
}

function owner(row: PublicBikeRow, options: ProjectionOptions): PublicOwner | null {
  if (!row.user) return null;
  const shown: PublicOwner = { name: row.user.name, memberSince: iso(row.user.createdAt) };
  if (options.withOwnerCity) shown.city = row.user.city ?? null;
  return shown;
}

function stolenDetails(row: PublicBikeRow, viewer: Viewer): PublicStolenDetails | null {
  const details = row.stolen_details;
  if (!row.stolen || !details) return null;
  const shown: PublicStolenDetails = {
    stolen_date: iso(details.stolen_date),
    city: details.city,
    lock_description: details.lock_description,
    defeat_subscription: details.defeat_subscription ?? null,
    police_department: details.police_department ?? null,
    incident_description: details.incident_description,
    estimated_value: Number(details.estimated_value),
  };
  // With no shop or police roles yet, logged-in users are the only audience that can see it (docs/decisions/d6-privacy.md).
  if (viewer.loggedIn && Boolean(details.show_phone_to_users) && details.phone_number) shown.phone_number = details.phone_number;
  return shown;
}

/** Builds the public shape field by field, so a column added to the query can never leak by accident. */
export function toPublicBike(row: PublicBikeRow, viewer: Viewer, options: ProjectionOptions = {}): PublicBike {
  // A removed ad may leave its last price behind; only a live ad shows its sale fields.
  const onSale = Boolean(row.on_sale);
  const bike: PublicBike = {
    documentId: row.documentId,
    slug: row.slug,
    nickName: row.nickName,
    model: row.model ?? null,
    stolen: Boolean(row.stolen),
    on_sale: onSale,
    price: onSale ? row.price ?? null : null,
    remarks: onSale ? row.remarks ?? null : null,
    classified_date: onSale ? isoOrNull(row.classified_date) : null,
    createdAt: iso(row.createdAt),
    other_information: row.other_information ?? null,
    complementary_description: row.complementary_description ?? null,
    brand: row.brand ? { name: row.brand.name, slug: row.brand.slug } : null,
    category: row.category ? { name: row.category.name } : null,
    year: row.year ? { year: row.year.year } : null,
    color: row.color ? { name: row.color.name } : null,
    secondary_colors: (row.secondary_colors ?? []).map(({ name }) => ({ name })),
    wheel_size: row.wheel_size ? { size: row.wheel_size.size } : null,
    materials: (row.materials ?? []).map(({ name }) => ({ name })),
    suspension_types: (row.suspension_types ?? []).map(({ type }) => ({ type })),
    bike_photo: row.bike_photo ? media(row.bike_photo) : null,
    for_classified: (row.for_classified ?? []).map(media),
    for_stolen: (row.for_stolen ?? []).map(media),
    latitude: roundCoordinate(row.latitude),
    longitude: roundCoordinate(row.longitude),
    owner: owner(row, options),
    stolen_details: stolenDetails(row, viewer),
  };
  if (options.withRegistryNumber && row.registry_number) bike.registry_number = row.registry_number;
  return bike;
}

/**
 * The public projection as JSON text, for `bikeRows`' renderings (src/api/bike/bike-rows.ts):
 * its name holds what the text depends on besides the row, the viewer and the options.
 */
export function publicText(viewer: Viewer, options: ProjectionOptions = {}): Rendering<PublicBikeRow> {
  return {
    name: JSON.stringify({ loggedIn: viewer.loggedIn, withRegistryNumber: Boolean(options.withRegistryNumber), withOwnerCity: Boolean(options.withOwnerCity) }),
    render: (row) => JSON.stringify(toPublicBike(row, viewer, options)),
  };
}
