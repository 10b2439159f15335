import fs from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/**
 * The country of an IP address, offline: the public-domain geo-whois-asn-country database (IPv4 and IPv6,
 * built from the regional registries' data; attribution in docs/decisions/017-admin-console.md), shipped
 * inside a pinned npm package and read with mmdb-lib. No network call, and the address is only looked at,
 * never kept (docs/product.md#visits).
 */
const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

let reader: Reader<Response> | undefined;

/** Loaded on first use (about 8 MB), so a start that never looks up an address does not pay for it. */
function database() {
  reader ??= new Reader(fs.readFileSync(createRequire(import.meta.url).resolve(DATABASE)));
  return reader;
}

/** "KE" for a Kenyan address; null for a private, reserved or unlisted one, or anything that is no address. */
export function countryOfAddress(address: string | undefined): string | null {
  if (!address) return null;
  // Node reports IPv4 clients of a dual-stack socket as IPv4-mapped IPv6 (::ffff:41.90.64.1).
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(plain) === 0) return null;
  // This database's records are `{country_code}`, not one of MaxMind's shapes that mmdb-lib types.
  const record = database().get(plain) as { country_code?: unknown } | null;
  const code = record?.country_code;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** "Kenya" for "KE"; "Unknown" for null. */
export function countryName(code: string | null, unknown: string): string {
  if (!code) return unknown;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
