import { describe, expect, it } from 'vitest';
import { buildJobsUrl } from './job-search';

describe('buildJobsUrl', () => {
  it('sends every chosen filter', () => {
    expect(buildJobsUrl({ search: ' farm worker ', province: 'Nova Scotia', lmiaOnly: true })).toBe(
      '/jobs?search=farm+worker&province=Nova+Scotia&lmiaOnly=true',
    );
  });

  it("leaves out empty text, 'All Provinces' and an unticked LMIA box", () => {
    expect(buildJobsUrl({ search: '  ', province: 'All Provinces', lmiaOnly: false })).toBe('/jobs');
    expect(buildJobsUrl({ search: '', province: 'Newfoundland & Labrador', lmiaOnly: false })).toBe(
      '/jobs?province=Newfoundland+%26+Labrador',
    );
  });
});
