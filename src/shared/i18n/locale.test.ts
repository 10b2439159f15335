import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, preferredLocale } from './locale';

describe('languages', () => {
  it('reads the language of a page from its address', () => {
    expect(localeOfPath('/sw/')).toBe('sw');
    expect(localeOfPath('/sw')).toBe('sw');
    expect(localeOfPath('/sw/jobs')).toBe('sw');
    expect(localeOfPath('/jobs')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/swahili')).toBe('en');
  });

  it('writes the same page in the other language', () => {
    expect(pathInLocale('/jobs?q=cook', 'sw')).toBe('/sw/jobs?q=cook');
    expect(pathInLocale('/', 'sw')).toBe('/sw/');
    expect(pathInLocale('/sw/jobs', 'en')).toBe('/jobs');
    expect(pathInLocale('/sw/', 'en')).toBe('/');
    expect(pathInLocale('/sw', 'en')).toBe('/');
    expect(pathInLocale('/sw/jobs', 'sw')).toBe('/sw/jobs');
    expect(pathInLocale('/pricing', 'en')).toBe('/pricing');
  });

  it("takes the browser's most preferred language among ours", () => {
    expect(preferredLocale('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(preferredLocale('sw')).toBe('sw');
    expect(preferredLocale('en-US,en;q=0.9,sw;q=0.8')).toBe('en');
    expect(preferredLocale('fr-FR,sw;q=0.5')).toBe('sw');
    expect(preferredLocale('en;q=0.5, sw;q=0.7')).toBe('sw');
    expect(preferredLocale('fr-FR,de')).toBeUndefined();
    expect(preferredLocale('')).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
  });
});
