import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface Point {
  lat: number;
  lng: number;
}

/**
 * The latitude and longitude ranges that hold every point within `km` of `center`: the index-friendly first
 * cut of the radius filter, before the exact distance. Wider than the circle, never narrower.
 */
export function boundingBox(center: Point, km: number) {
  const dLat = km / KM_PER_DEGREE_OF_LATITUDE;
  // A degree of longitude shrinks towards the poles; clamp so the box stays finite near them.
  const cosLat = Math.max(Math.cos((center.lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(km / (KM_PER_DEGREE_OF_LATITUDE * cosLat), 180);
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** Great-circle distance in km (haversine) between two points. */
export function kmBetween(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The radius filter as SQL over a row's lat/lng columns: the box (lat_lng index), then kmBetween's formula exactly. */
export function withinKmSql(lat: AnyPgColumn, lng: AnyPgColumn, center: Point, km: number): SQL {
  const box = boundingBox(center, km);
  const h = sql`power(sin(radians(${lat} - ${center.lat}) / 2), 2) + cos(radians(${center.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${center.lng}) / 2), 2)`;
  return sql`(${lat} between ${box.minLat} and ${box.maxLat} and ${lng} between ${box.minLng} and ${box.maxLng} and 2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(${h}))) <= ${km})`;
}
