import { NEAR_RADIUS_KM, type City, type StolenNearParams } from '@bicla/api-client';

/**
 * The stolen list's place filter as it lives in the URL: a municipality (`near`, its slug) or a
 * point (`lat`, `lng`, e.g. the browser's location), and the radius in km. Without a place the
 * list is the newest first, and the plain URL stays plain.
 */
export interface StolenSearch {
  near?: string;
  lat?: number;
  lng?: number;
  radius?: number;
}

/** The radii offered; the API takes any whole number of km up to its maximum. */
export const RADIUS_CHOICES_KM = [10, 25, NEAR_RADIUS_KM.default, 100, NEAR_RADIUS_KM.max] as const;

/** A point shared in a URL is rounded to about 100 m: enough to search near, not to find a door. */
export const roundDegrees = (value: number) => Math.round(value * 1000) / 1000;

function degrees(value: unknown, limit: number): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && Math.abs(parsed) <= limit ? parsed : undefined;
}

/**
 * `validateSearch` of /stolen-bike: anything malformed in a typed or old URL is dropped rather
 * than sent to the API, which would refuse it. A municipality wins over a point. Every key is
 * returned, undefined when dropped: the router lays the result over the URL's raw parameters.
 */
export function parseStolenSearch(raw: Record<string, unknown>): StolenSearch {
  const near = typeof raw.near === 'string' ? raw.near.trim() || undefined : undefined;
  const lat = near ? undefined : degrees(raw.lat, 90);
  const lng = near ? undefined : degrees(raw.lng, 180);
  const point = lat !== undefined && lng !== undefined;
  const radius = typeof raw.radius === 'string' && raw.radius.trim() !== '' ? Number(raw.radius) : raw.radius;
  const validRadius = typeof radius === 'number' && Number.isSafeInteger(radius) && radius >= 1 && radius <= NEAR_RADIUS_KM.max;
  return {
    near,
    lat: point ? roundDegrees(lat) : undefined,
    lng: point ? roundDegrees(lng) : undefined,
    radius: (near || point) && validRadius ? radius : undefined,
  };
}

/**
 * What the API is asked for, or null for the newest-first list; a municipality that is none of
 * the 308 (a mistyped URL) is no place either, rather than an error page.
 */
export function stolenPlace(search: StolenSearch, cities: readonly City[]): StolenNearParams | null {
  const radius = search.radius ?? NEAR_RADIUS_KM.default;
  if (search.near) return cities.some(({ slug }) => slug === search.near) ? { near: search.near, radius } : null;
  if (search.lat !== undefined && search.lng !== undefined) return { lat: search.lat, lng: search.lng, radius };
  return null;
}

/** 'a 3 km'; under half a kilometre, 'a menos de 1 km'. */
export const formatDistance = (km: number) => (km < 1 ? 'a menos de 1 km' : `a ${km} km`);
