import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_CATEGORIES } from '../../../../shared/constants';
import { referenceDataDir } from './load-reference-data';
import { CATEGORY_BY_NOC_PREFIX, categoryForNoc, requirementsForTeer, REQUIREMENTS_BY_TEER, urgency } from './lmia-job-rules';
import { parseNocCsv } from './noc';

const noc = parseNocCsv(fs.readFileSync(path.join(referenceDataDir(), 'noc2021_unit_groups.csv'), 'utf8'));

describe('NOC → category mapping', () => {
  it.each([
    ['21231', 'Technology'], // software engineers
    ['31301', 'Healthcare'], // registered nurses
    ['44101', 'Healthcare'], // home support workers, caregivers
    ['41221', 'Education'], // elementary school teachers
    ['42202', 'Education'], // early childhood educators
    ['63200', 'Hospitality'], // cooks
    ['65201', 'Hospitality'], // food counter attendants
    ['60020', 'Retail'], // retail and wholesale trade managers
    ['65100', 'Retail'], // cashiers
    ['72310', 'Construction'], // carpenters
    ['75110', 'Construction'], // construction trades helpers
    ['72106', 'Manufacturing'], // welders
    ['94141', 'Manufacturing'], // industrial butchers
    ['73300', 'Transportation'], // transport truck drivers
    ['74201', 'Transportation'], // water transport deck crew
    ['85101', 'Agriculture'], // harvesting labourers
    ['84120', 'Agriculture'], // specialized livestock workers
    ['11100', null], // financial auditors and accountants
    ['41101', null], // lawyers
    ['65310', null], // light duty cleaners
    ['83100', null], // underground miners
    ['51111', null], // authors and writers
  ])('%s → %s', (code, category) => {
    expect(categoryForNoc(code)).toBe(category);
  });

  it('uses only the nine job categories, and every prefix names a real NOC 2021 group', () => {
    for (const [prefix, category] of Object.entries(CATEGORY_BY_NOC_PREFIX)) {
      if (category !== null) expect(JOB_CATEGORIES).toContain(category);
      expect(
        noc.some((group) => group.code.startsWith(prefix)),
        `prefix ${prefix}`,
      ).toBe(true);
    }
  });

  it('covers every unit group with a category or an explicit none (no code falls through the table)', () => {
    const counts = new Map<string, number>();
    for (const group of noc) {
      const category = categoryForNoc(group.code) ?? 'none';
      counts.set(category, (counts.get(category) ?? 0) + 1);
      expect(group.code[0]! in CATEGORY_BY_NOC_PREFIX).toBe(true);
    }
    expect(counts.size).toBe(10);
  });
});

describe('TEER requirements', () => {
  it('has lines for TEER 0 to 5 and none for an unknown TEER', () => {
    for (let teer = 0; teer <= 5; teer += 1) expect(REQUIREMENTS_BY_TEER[teer]!.length).toBeGreaterThan(0);
    expect(requirementsForTeer(1)[0]).toMatch(/University degree/);
    expect(requirementsForTeer(5)[0]).toMatch(/No formal education/);
    expect(requirementsForTeer(null)).toEqual([]);
  });
});

describe('urgent rule', () => {
  it('is urgent only in the newest quarter with at least 5 positions', () => {
    expect(urgency({ quarter: '2025Q1', approvedPositions: 12 }, '2025Q1', 'Jan–Mar 2025')).toEqual({
      isUrgent: true,
      urgentReason: '12 positions approved in Jan–Mar 2025',
    });
    expect(urgency({ quarter: '2025Q1', approvedPositions: 5 }, '2025Q1', 'Jan–Mar 2025').isUrgent).toBe(true);
    expect(urgency({ quarter: '2025Q1', approvedPositions: 4 }, '2025Q1', 'Jan–Mar 2025')).toEqual({ isUrgent: false, urgentReason: null });
    expect(urgency({ quarter: '2024Q4', approvedPositions: 40 }, '2025Q1', 'Jan–Mar 2025').isUrgent).toBe(false);
  });
});
