import { describe, expect, it } from 'vitest';
import { hasLanguageCookie, languageHref, otherLocale, shouldFollowMember } from './language';

describe('choosing the language', () => {
  it('links to the server endpoint with the same page in the chosen language', () => {
    expect(languageHref('sw', '/jobs?q=cook')).toBe('/language/sw?next=%2Fsw%2Fjobs%3Fq%3Dcook');
    expect(languageHref('en', '/sw/pricing')).toBe('/language/en?next=%2Fpricing');
    expect(languageHref('sw', '/')).toBe('/language/sw?next=%2Fsw%2F');
  });

  it('offers the other language', () => {
    expect(otherLocale('en')).toBe('sw');
    expect(otherLocale('sw')).toBe('en');
  });

  it('knows whether a language was chosen on this device from the lang cookie alone', () => {
    expect(hasLanguageCookie('mb_consent=1; lang=sw')).toBe(true);
    expect(hasLanguageCookie('lang=en')).toBe(true);
    expect(hasLanguageCookie('language=sw; slang=en')).toBe(false);
    expect(hasLanguageCookie('')).toBe(false);
  });

  it('moves a member to their language only when it differs and this device made no choice', () => {
    expect(shouldFollowMember('sw', 'en', false)).toBe(true);
    expect(shouldFollowMember('sw', 'en', true)).toBe(false);
    expect(shouldFollowMember('en', 'en', false)).toBe(false);
    expect(shouldFollowMember(undefined, 'sw', false)).toBe(false);
  });
});
