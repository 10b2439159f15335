import { describe, expect, it } from 'vitest';
import { formatQuarter, lmiaBadgeText } from './lmia-badge';
import { jobCountText, jobsStatItems, landingStatItems } from './stats-view';

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

const STATS = { activeJobs: 56287, lmiaJobs: 50000, urgentJobs: 312, employers: 20000, successfulPlacements: 0, members: 12 };

describe('stats', () => {
  it('shows live counts when /api/stats answered', () => {
    expect(jobsStatItems(STATS, false)).toEqual([
      { label: 'Available jobs', value: '56,287' },
      { label: 'LMIA jobs', value: '50,000' },
      { label: 'Urgent jobs', value: '312' },
    ]);
    expect(landingStatItems(STATS, false).map((item) => item.value)).toEqual(['56,287', '50,000', '20,000']);
  });

  it('falls back to the marketing numbers only when the call failed', () => {
    expect(jobsStatItems(undefined, true)).toEqual([{ label: 'Available jobs', value: '542' }]);
    expect(landingStatItems(undefined, true).map((item) => item.value)).toEqual(['2,847', '542', '87%']);
    expect(jobsStatItems(undefined, false)).toEqual([]);
    expect(landingStatItems(undefined, false)).toEqual([]);
  });

  it('counts jobs', () => {
    expect(jobCountText(1234)).toBe('1,234 jobs');
    expect(jobCountText(1)).toBe('1 job');
  });
});
