import type { Core } from '@strapi/strapi';
import { keptStolenPlaces } from '../../database/stolen-places';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km from the haversine formula's `a`. */
export const kmOf = (a: number) => 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));

/** The haversine `a` of a distance of `km`: `a` grows with the distance, so it orders by it. */
const withinKm = (km: number) => Math.sin(km / (2 * EARTH_RADIUS_KM)) ** 2;

/**
 * The latitude and longitude ranges that hold every point within `radius` km: a degree of
 * longitude shrinks away from the equator, so the box is widened for its edge nearest a pole.
 */
function boundingBox(latitude: number, longitude: number, radius: number): { lat: [number, number]; lng: [number, number] } {
  const dLat = radius / KM_PER_DEGREE_OF_LATITUDE;
  const farthestFromEquator = Math.min(90, Math.abs(latitude) + dLat);
  const cos = Math.cos(radians(farthestFromEquator));
  const dLng = cos < 1e-6 ? 180 : Math.min(180, radius / (KM_PER_DEGREE_OF_LATITUDE * cos));
  return { lat: [latitude - dLat, latitude + dLat], lng: [longitude - dLng, longitude + dLng] };
}

export interface NearPlace {
  latitude: number;
  longitude: number;
  radius: number;
}

interface Found {
  id: number;
  a: number;
}

const closer = (one: Found, other: Found) => one.a - other.a || one.id - other.id;

/** Above this many, the page's bikes are taken from every bike in the radius, sorted. */
const KEPT_WHILE_PASSING = 64;

/** The first `count` of what `pass` finds, nearest first, without sorting it all when `count` is small. */
function nearestOf(pass: (found: (id: number, a: number) => void) => void, count: number): { nearest: Found[]; total: number } {
  let total = 0;
  if (count > KEPT_WHILE_PASSING) {
    const all: Found[] = [];
    pass((id, a) => all.push({ id, a }));
    return { nearest: all.sort(closer).slice(0, count), total: all.length };
  }
  const nearest: Found[] = [];
  pass((id, a) => {
    total += 1;
    const last = nearest[count - 1];
    if (last && (a > last.a || (a === last.a && id > last.id))) return;
    const found = { id, a };
    let at = nearest.length;
    while (at > 0 && closer(found, nearest[at - 1]) < 0) at -= 1;
    nearest.splice(at, 0, found);
    if (nearest.length > count) nearest.pop();
  });
  return { nearest, total };
}

/** The index of the first of `sorted` not below `value`. */
function firstNotBelow(sorted: number[], value: number) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * 'Roubadas perto de si': the approved stolen bikes within `radius` km of a place, how many, and
 * the first `count` of them, nearest first (ties by id), with `a` (`kmOf` gives the km).
 *
 * A stolen bike is one of a few thousand, and a radius of up to 300 km reaches most of the
 * mainland: asked of the database, counting and sorting them was a millisecond of arithmetic in
 * SQL per request. The places are kept in memory instead (src/database/stolen-places.ts), south
 * to north, so a radius is a binary search for its band of latitudes and one pass over it.
 */
export function stolenNearSearch(strapi: Core.Strapi) {
  const stolenPlaces = keptStolenPlaces(strapi);

  return async function stolenNear(place: NearPlace, count: number) {
    const { ids, latitudes, longitudes } = await stolenPlaces();
    const box = boundingBox(place.latitude, place.longitude, place.radius);
    const within = withinKm(place.radius);
    const latitude = radians(place.latitude);
    const longitude = radians(place.longitude);
    const cosLatitude = Math.cos(latitude);
    return nearestOf((found) => {
      for (let i = firstNotBelow(latitudes, box.lat[0]); i < latitudes.length && latitudes[i] <= box.lat[1]; i += 1) {
        const lng = longitudes[i];
        if (lng < box.lng[0] || lng > box.lng[1]) continue;
        const lat = radians(latitudes[i]);
        const a = Math.sin((lat - latitude) / 2) ** 2 + cosLatitude * Math.cos(lat) * Math.sin((radians(lng) - longitude) / 2) ** 2;
        if (a <= within) found(ids[i], a);
      }
    }, count);
  };
}
