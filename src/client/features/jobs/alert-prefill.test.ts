import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '../../../shared/schemas/documents';
import { emptyProfile } from '../../../shared/schemas/profile';
import { alertPrefillFrom, latestJobTitle, provinceIn } from './alert-prefill';

const role = (position: string, duration: string, end?: string) => ({
  position,
  company: 'Nyeri County Referral Hospital',
  location: 'Nyeri',
  duration,
  achievements: [],
  ...(end ? { end } : {}),
});

const profileWith = (changes: Partial<ParsedResume>, location = ''): ParsedResume => {
  const profile = emptyProfile();
  return { ...profile, ...changes, personalInfo: { ...profile.personalInfo, location } };
};

describe('latestJobTitle', () => {
  it('takes the role still held, wherever it is listed', () => {
    const profile = profileWith({
      workExperience: [role('Nursing Aide', '2012 – 2014'), role('Staff Nurse', 'Jan 2019 – To date'), role('Cashier', '2010')],
    });
    expect(latestJobTitle(profile)).toBe('Staff Nurse');
    expect(latestJobTitle(profileWith({ workExperience: [role('Welder', 'Mar 2020', 'Present')] }))).toBe('Welder');
  });

  it('else the first role with a title; nothing without one', () => {
    expect(latestJobTitle(profileWith({ workExperience: [role('', '2019 – 2021'), role('Truck  Driver', '2015 – 2019')] }))).toBe(
      'Truck Driver',
    );
    expect(latestJobTitle(emptyProfile())).toBe('');
  });
});

describe('provinceIn', () => {
  it.each([
    ['Calgary, Alberta', 'Alberta'],
    ['Brampton, ON', 'Ontario'],
    ['Montréal, Québec', 'Quebec'],
    ["St. John's, Newfoundland and Labrador", 'Newfoundland & Labrador'],
    ['Halifax, nova scotia, Canada', 'Nova Scotia'],
  ])('reads %s as %s', (location, province) => {
    expect(provinceIn(location)).toBe(province);
  });

  it.each(['Nyeri, Kenya', 'Nairobi', '', 'Mombasa, KE', 'Kisumu, on call'])('finds no province in %j', (location) => {
    expect(provinceIn(location)).toBeUndefined();
  });
});

describe('alertPrefillFrom', () => {
  it('gives the latest title and the Canadian province, or empty fields without a saved profile', () => {
    const profile = profileWith({ workExperience: [role('Staff Nurse', 'Jan 2019 – Present')] }, 'Calgary, AB');
    expect(alertPrefillFrom(profile)).toEqual({ keywords: 'Staff Nurse', province: 'Alberta' });
    expect(alertPrefillFrom(profileWith({}, 'Nyeri, Kenya'))).toEqual({ keywords: '', province: undefined });
    expect(alertPrefillFrom(null)).toEqual({ keywords: '', province: undefined });
  });
});
