/**
 * The public projection of a bike (docs/decisions/d6-privacy.md): what visitors and other users may see.
 * The CMS builds exactly these shapes; nothing private (owner contacts, serial number,
 * transfer data, invoice or serial photos, exact coordinates) has a field here.
 */
import type { Pagination } from './types';

/** A public photo: enough to render a responsive `<img>`, nothing about the upload itself. */
export interface PublicMedia {
  url: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  formats: {
    small?: { url: string };
    medium?: { url: string };
  };
}

export interface PublicOwner {
  name: string;
  /** The owner's account creation date (ISO 8601). */
  memberSince: string;
  /** Only on classifieds: the listing's location, which the city filter already discloses. */
  city?: string | null;
}

export interface PublicStolenDetails {
  stolen_date: string;
  city: string;
  lock_description: string;
  defeat_subscription: string | null;
  police_department: string | null;
  incident_description: string;
  estimated_value: number;
  /** Present only when the owner chose to show it to logged-in users and the caller is logged in. */
  phone_number?: string;
}

export interface PublicBike {
  documentId: string;
  slug: string;
  nickName: string;
  model: string | null;
  stolen: boolean;
  on_sale: boolean;
  /** The sale fields are null unless the bike is on sale now. */
  price: number | null;
  remarks: string | null;
  classified_date: string | null;
  createdAt: string;
  other_information: string | null;
  complementary_description: string | null;
  /** Only in search results, where the searcher typed the serial or the number itself. */
  registry_number?: string;
  brand: { name: string; slug: string } | null;
  category: { name: string } | null;
  year: { year: number } | null;
  color: { name: string } | null;
  secondary_colors: { name: string }[];
  wheel_size: { size: string } | null;
  materials: { name: string }[];
  suspension_types: { type: string }[];
  bike_photo: PublicMedia | null;
  for_classified: PublicMedia[];
  for_stolen: PublicMedia[];
  /** Rounded to 3 decimals (about 100 m). */
  latitude: number | null;
  longitude: number | null;
  /** null when the bike has no owner account any more; the web shows 'N/A'. */
  owner: PublicOwner | null;
  /** Only for a bike that is stolen now. */
  stolen_details: PublicStolenDetails | null;
}

/** A bike on sale, as the classified list and detail return it. */
export interface Classified extends PublicBike {
  on_sale: true;
  stolen: false;
}

/** The story of a recovery whose owner agreed to share it ('Pode partilhar como aconteceu?'). */
export interface SharedRecovery {
  story: string;
  /** The owner's answer to 'Conseguimos ajudar?'. */
  we_helped: boolean;
  recovered_at: string;
}

/** How a close serial differs from the one searched (docs/decisions/d8-search.md). */
export interface CloseSerial {
  /** The bike's serial key (`serialKey`), which is what was compared. */
  serial: string;
  /** 0-based positions in `serial` of the characters that differ from the searched key. */
  differences: number[];
  /** Edits between the two keys: 1 or 2. */
  distance: number;
}

/** A search's 'Números de série semelhantes': an approved bike and how its serial differs. */
export interface SimilarSerialBike extends PublicBike {
  close_serial: CloseSerial;
}

/** A bike of the home page's recovered carousel: only recoveries shared by their owner. */
export interface RecoveredBike extends PublicBike {
  recovery: SharedRecovery;
}

export interface BikeStats {
  /** Approved bikes. */
  registered: number;
  /** Approved bikes stolen now. */
  stolen: number;
  /** Bikes that have been recovered at least once. */
  recovered: number;
}

/** "Load more" lists (search, stolen) page by offset. */
export interface OffsetPagination {
  start: number;
  limit: number;
  total: number;
}

export interface OffsetListResponse<T> {
  data: T[];
  meta: { pagination: OffsetPagination };
}

export interface ClassifiedListMeta {
  pagination: Pagination;
  /** The highest price among all bikes on sale: the price slider's upper end. */
  priceMax: number;
}

export interface ClassifiedListResponse {
  data: Classified[];
  meta: ClassifiedListMeta;
}

export interface PublicBikeSearchParams {
  q: string;
  start?: number;
  limit?: number;
}

export interface StolenListParams {
  start?: number;
  limit?: number;
}

/** 'Roubadas perto de si': a municipality's slug, or a point (e.g. the browser's location). */
export type NearPlace = { near: string } | { lat: number; lng: number };

export type StolenNearParams = NearPlace & StolenListParams & {
  /** Kilometres around the place; the CMS defaults to `NEAR_RADIUS_KM.default`. */
  radius?: number;
};

/** A stolen bike found near a place, with how far from it it was stolen. */
export interface NearStolenBike extends PublicBike {
  /** Whole kilometres from the place to the stolen report's location. */
  distanceKm: number;
}

export interface StolenNearResponse {
  data: NearStolenBike[];
  meta: {
    pagination: OffsetPagination;
    /** The place measured from: the municipality's seat or the given point, and the radius. */
    near: { latitude: number; longitude: number; radius: number; city: string | null };
  };
}

export interface ClassifiedFilters {
  name?: string;
  city?: string;
  /** A category documentId. */
  category?: string;
  priceMin?: number;
  priceMax?: number;
  page?: number;
}

/** The radius of a 'near a place' search, in kilometres. */
export const NEAR_RADIUS_KM = { default: 50, max: 300 } as const;
/**
 * Close serials (docs/decisions/d8-search.md): keys of at least `minLength` characters, bikes at
 * most `maxDistance` edits away, the closest `limit` of them.
 */
export const CLOSE_SERIALS = { minLength: 5, maxDistance: 2, limit: 10 } as const;

/** Server-side page sizes (spec, section 9). */
export const PUBLIC_LIST_SIZES = {
  search: 8,
  stolen: 8,
  recovered: 10,
  classifieds: 12,
  /** The largest `limit` the offset lists accept. */
  maxLimit: 50,
} as const;
