import { describe, expect, it } from 'vitest';
import type { Stats } from '../../../shared/schemas/jobs';
import { measuredOutcomes } from './outcomes';

const STATS: Stats = {
  activeJobs: 10,
  lmiaJobs: 10,
  urgentJobs: 0,
  employers: 4,
  successfulPlacements: 0,
  members: 0,
  lmiaApprovals: 10,
  openPostings: 0,
  latestQuarter: '2025Q2',
  earliestQuarter: '2024Q3',
  positionsApprovedLatestQuarter: 12,
  provincesCovered: 3,
  jobSources: 0,
  jobUpdateMinutes: 15,
};

describe('measuredOutcomes', () => {
  it('shows no figure before there is an outcome, or before the counts arrive', () => {
    expect(measuredOutcomes(STATS)).toEqual([]);
    expect(measuredOutcomes(undefined)).toEqual([]);
  });

  it('counts members, and the members who reported a job offer once there are any', () => {
    expect(measuredOutcomes({ ...STATS, members: 1 })).toEqual([{ label: 'Member', value: '1' }]);
    expect(measuredOutcomes({ ...STATS, members: 1204, successfulPlacements: 3 })).toEqual([
      { label: 'Members', value: '1,204' },
      { label: 'Members who reported a job offer', value: '3' },
    ]);
    expect(measuredOutcomes({ ...STATS, successfulPlacements: 1 })).toEqual([{ label: 'Member who reported a job offer', value: '1' }]);
  });
});
