import { describe, expect, it } from 'vitest';
import type { Stats } from '../../../shared/schemas/jobs';
import {
  exportFailureText,
  flyerContacts,
  flyerStats,
  formatFileNamePrefix,
  isMobileUserAgent,
  pngFileName,
  SOCIAL_FORMATS,
} from './flyer-content';

const stats: Stats = {
  activeJobs: 5200,
  lmiaJobs: 5000,
  urgentJobs: 12,
  employers: 1830,
  successfulPlacements: 0,
  members: 4,
  lmiaApprovals: 5000,
  openPostings: 200,
  latestQuarter: '2025Q2',
  earliestQuarter: '2024Q3',
  positionsApprovedLatestQuarter: 9100,
  provincesCovered: 13,
  jobSources: 3,
  jobUpdateMinutes: 15,
};

describe('flyerStats', () => {
  it('shows approvals, employers and provinces as the landing page labels them, with the source and quarter', () => {
    expect(flyerStats(stats)).toEqual({
      items: [
        { label: 'LMIA approvals', value: '5,000' },
        { label: 'Employers', value: '1,830' },
        { label: 'Provinces and territories', value: '13' },
      ],
      source: 'Source: ESDC positive LMIA employer lists, Apr–Jun 2025',
    });
  });

  it('shows no figures at all while loading, after a failure, or before any list is loaded — never fallback numbers', () => {
    expect(flyerStats(undefined)).toBeNull();
    expect(flyerStats({ ...stats, lmiaApprovals: 0, latestQuarter: null })).toBeNull();
  });
});

describe('flyerContacts', () => {
  it('shows the configured WhatsApp numbers, and the e-mail alone when none is set', () => {
    const whatsapp = [{ country: 'Kenya' as const, number: '+254 700 000000' }];
    expect(flyerContacts({ email: 'help@example.com', whatsapp }, 'support@maplebridge.ca')).toEqual({
      email: 'help@example.com',
      whatsapp,
    });
    expect(flyerContacts(undefined, 'support@maplebridge.ca')).toEqual({ email: 'support@maplebridge.ca', whatsapp: [] });
  });
});

describe('file names', () => {
  it('name each format after its name and size, with a UTC timestamp free of colons', () => {
    expect(SOCIAL_FORMATS.map(formatFileNamePrefix)).toEqual([
      'instagram-post-1080x1080',
      'facebook-cover-1200x630',
      'linkedin-banner-1584x396',
      'instagram-story-1080x1920',
    ]);
    expect(pngFileName('maple-bridge-flyer', new Date('2026-11-25T07:45:00.123Z'))).toBe('maple-bridge-flyer-2026-11-25T07-45-00.png');
  });
});

describe('exportFailureText', () => {
  it('tells the public one thing and the administrator which step failed', () => {
    expect(exportFailureText({ kind: 'missing' }, 'public')).toBe('Error generating flyer. Please try again.');
    expect(exportFailureText({ kind: 'missing' }, 'admin')).toBe('Flyer element not found. Please try again.');
    expect(exportFailureText({ kind: 'empty' }, 'admin')).toBe('Failed to generate image. Please try again.');
    expect(exportFailureText({ kind: 'exception', message: 'canvas too large' }, 'admin')).toBe(
      'Error generating flyer: canvas too large. Please try again.',
    );
  });
});

it('recognises phones and tablets for the save-to-photos steps', () => {
  expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
  expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
  expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).toBe(false);
});
