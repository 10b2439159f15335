import { describe, expect, it } from 'vitest';
import { countryName, countryOfAddress } from './ip-country';

// Addresses from the regional registries' allocations: Safaricom (Kenya), Google (United States), Rogers (Canada).
describe('countryOfAddress', () => {
  it.each([
    ['41.90.64.1', 'KE'],
    ['::ffff:41.90.64.1', 'KE'],
    ['8.8.8.8', 'US'],
    ['24.114.0.1', 'CA'],
    ['2001:4860:4860::8888', 'US'],
  ])('finds the country of %s', (address, country) => {
    expect(countryOfAddress(address)).toBe(country);
  });

  it.each(['127.0.0.1', '10.1.2.3', '::1', 'not-an-address', '', undefined])('has no country for %s', (address) => {
    expect(countryOfAddress(address)).toBeNull();
  });
});

describe('countryName', () => {
  it('names a country in English, and Unknown for none', () => {
    expect(countryName('KE', 'Unknown')).toBe('Kenya');
    expect(countryName(null, 'Unknown')).toBe('Unknown');
  });
});
