import { describe, expect, it } from 'vitest';
import { formatQuarter, lmiaBadgeText } from './lmia-badge';
import type { Stats } from '../../../shared/schemas/jobs';
import { approximateNote, jobCountText, jobsStatItems, landingStatBand, lmiaCoverage, lmiaSourceNote } from './stats-view';

describe('formatQuarter', () => {
  it.each([
    ['2025Q1', 'Jan–Mar 2025'],
    ['2024Q2', 'Apr–Jun 2024'],
    ['2024Q3', 'Jul–Sep 2024'],
    ['2024Q4', 'Oct–Dec 2024'],
  ])('%s → %s', (quarter, label) => {
    expect(formatQuarter(quarter)).toBe(label);
  });

  it('shows anything else as it came', () => {
    expect(formatQuarter('2025Q5')).toBe('2025Q5');
  });
});

describe('lmiaBadgeText', () => {
  it('names the quarter and the approved positions', () => {
    expect(lmiaBadgeText({ lmiaQuarter: '2025Q1', approvedPositions: 4 })).toBe('Positive LMIA · Jan–Mar 2025 · 4 positions');
    expect(lmiaBadgeText({ lmiaQuarter: '2024Q4', approvedPositions: 1 })).toBe('Positive LMIA · Oct–Dec 2024 · 1 position');
  });

  it('leaves out what is unknown', () => {
    expect(lmiaBadgeText({ lmiaQuarter: null, approvedPositions: null })).toBe('Positive LMIA');
    expect(lmiaBadgeText({ lmiaQuarter: '2025Q1', approvedPositions: 0 })).toBe('Positive LMIA · Jan–Mar 2025');
  });
});

const STATS: Stats = {
  activeJobs: 56287,
  lmiaJobs: 56287,
  urgentJobs: 312,
  employers: 20000,
  successfulPlacements: 0,
  members: 12,
  lmiaApprovals: 56287,
  openPostings: 0,
  latestQuarter: '2025Q2',
  earliestQuarter: '2024Q3',
  positionsApprovedLatestQuarter: 41234,
  provincesCovered: 13,
  jobSources: 0,
  jobUpdateMinutes: 15,
};

describe('stats', () => {
  it('counts approvals, employers, the latest quarter and provinces, and says what an approval is', () => {
    const band = landingStatBand(STATS, false);
    expect(band.items).toEqual([
      { label: 'LMIA approvals', value: '56,287' },
      { label: 'Employers', value: '20,000' },
      { label: 'Positions approved, Apr–Jun 2025', value: '41,234' },
      { label: 'Provinces and territories', value: '13' },
    ]);
    expect(band.note).toBe(`Positive LMIA lists: Jul 2024 – Jun 2025, published by ESDC. ${lmiaSourceNote()}`);
    expect(band.note).toContain('not an open vacancy');
    expect(jobsStatItems(STATS, false)).toEqual([
      { label: 'LMIA approvals', value: '56,287' },
      { label: 'New this quarter, 5+ positions', value: '312' },
    ]);
    // Open postings are counted only when there are some.
    expect(jobsStatItems({ ...STATS, openPostings: 1204 }, false)).toEqual([
      { label: 'LMIA approvals', value: '56,287' },
      { label: 'Open postings', value: '1,204' },
      { label: 'New this quarter, 5+ positions', value: '312' },
    ]);
  });

  it('counts open postings apart, with the boards and how often they are read', () => {
    expect(landingStatBand({ ...STATS, openPostings: 1204, jobSources: 3 }, false).note).toBe(
      `Positive LMIA lists: Jul 2024 – Jun 2025, published by ESDC. ${lmiaSourceNote()} Plus 1,204 open postings from 3 job boards, checked every 15 minutes.`,
    );
    expect(landingStatBand({ ...STATS, openPostings: 1, jobSources: 1 }, false).note).toContain('Plus 1 open posting from 1 job board,');
  });

  it('says which quarters the lists cover: a span, one quarter, or nothing before any is loaded', () => {
    expect(lmiaCoverage({ earliestQuarter: '2024Q3', latestQuarter: '2025Q1' })).toBe(
      'Positive LMIA lists: Jul 2024 – Mar 2025, published by ESDC.',
    );
    expect(lmiaCoverage({ earliestQuarter: '2026Q1', latestQuarter: '2026Q1' })).toBe(
      'Positive LMIA lists: Jan–Mar 2026, published by ESDC.',
    );
    expect(lmiaCoverage({ earliestQuarter: null, latestQuarter: null })).toBe('');
    expect(lmiaCoverage(undefined)).toBe('');
  });

  it('leaves out the quarter before any list is loaded', () => {
    const labels = landingStatBand({ ...STATS, latestQuarter: null }, false).items.map((item) => item.label);
    expect(labels).toEqual(['LMIA approvals', 'Employers', 'Provinces and territories']);
  });

  it('falls back to the marketing numbers, labelled approximate, only when the call failed', () => {
    expect(jobsStatItems(undefined, true)).toEqual([{ label: 'Jobs (approx.)', value: '542' }]);
    const fallback = landingStatBand(undefined, true);
    expect(fallback.items.map((item) => item.value)).toEqual(['2,847', '542', '87%']);
    expect(fallback.items.every((item) => item.label.endsWith('(approx.)'))).toBe(true);
    expect(fallback.note).toBe(approximateNote());
    expect(jobsStatItems(undefined, false)).toEqual([
      { label: 'LMIA approvals', value: '…' },
      { label: 'New this quarter, 5+ positions', value: '…' },
    ]);
    expect(landingStatBand(undefined, false)).toEqual({ items: [], note: '' });
  });

  it('counts jobs', () => {
    expect(jobCountText(1234)).toBe('1,234 jobs');
    expect(jobCountText(1)).toBe('1 job');
  });
});
