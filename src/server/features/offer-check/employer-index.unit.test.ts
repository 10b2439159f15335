import { beforeAll, describe, expect, it } from 'vitest';
import { readShippedApprovals } from '../../test-support/lmia-import';
import { foldEmployerName } from '../jobs/service';
import { buildEmployerIndex, employerNamesIn, foldName, lookUpEmployer, type EmployerIndex } from './employer-index';

/** The employer look-up on the real shipped lists (three quarters of data/reference), in memory. */
describe('the offer check’s employer index', () => {
  let index: EmployerIndex;
  beforeAll(() => {
    index = buildEmployerIndex(readShippedApprovals(), foldEmployerName);
  }, 120_000);

  const first = (name: string) => lookUpEmployer(index, name, foldEmployerName)[0];

  it('folds case, accents, punctuation, a leading "the", legal forms and trade names', () => {
    expect(foldName('The Maple Leaf Foods, Ltd.', foldEmployerName)).toEqual({
      core: 'maple leaf foods',
      tradeName: null,
      removed: ['the', 'ltd'],
    });
    expect(foldName('Olymel s.e.c / l.p', foldEmployerName).core).toBe('olymel');
    expect(foldName('Réseau de santé Vitalité', foldEmployerName).core).toBe('reseau de sante vitalite');
    expect(foldName('0889345 BC Ltd. o/a Dairy Queen Richmond', foldEmployerName)).toMatchObject({
      core: '0889345 bc',
      tradeName: 'dairy queen richmond',
    });
  });

  it('finds the same employer once "Ltd" and punctuation are set aside, and says so', () => {
    const hit = first('HIGHLINE PRODUCE LTD');
    expect(hit).toMatchObject({ score: 1, employer: { name: 'Highline Produce Limited', provinceCode: 'ON', city: 'Leamington' } });
    expect(hit!.reason).toBe("The same name once 'ltd', 'limited', capital letters and punctuation are set aside.");
    expect(hit!.employer.occupations.get('85101')).toBe('Harvesting labourers');
    expect(hit!.employer.quarters[0]).toMatch(/^\d{4}Q[1-4]$/);
  });

  it('finds accents left out and Québec legal forms', () => {
    expect(first('Reseau de sante Vitalite')!.employer.name).toBe('Réseau de santé Vitalité');
    expect(first('OLYMEL')!.employer.name).toMatch(/^Olymel/);
  });

  it('finds an employer by the trade name written after "o/a"', () => {
    const hit = first('Dairy Queen Richmond');
    expect(hit!.employer.name).toBe('0889345 BC Ltd. o/a Dairy Queen Richmond');
    expect(hit!.reason).toContain('trade name');
    expect(first('Waabi Innovation')!.employer.name).toBe('12694166 Canada Inc. O/A Waabi Innovation Inc.');
  });

  it('finds a close spelling, says how close, and finds nothing for a made-up name', () => {
    const hit = first('Highlne Produce');
    expect(hit!.employer.name).toBe('Highline Produce Limited');
    expect(hit!.score).toBeLessThan(1);
    expect(hit!.reason).toMatch(/^A close spelling: \d+% of the letter groups are the same/);
    expect(lookUpEmployer(index, 'Zebra Moonlight Plumbing', foldEmployerName)).toEqual([]);
  });

  it('spots the list’s names written in a message, not ordinary words', () => {
    const text =
      'OFFER LETTER - Nature Fresh Farms Inc., Leamington ON. Our farm in canada needs workers; apply at Highline Produce Limited today.';
    expect(employerNamesIn(index, text, foldEmployerName)).toEqual(['Nature Fresh Farms Inc', 'Highline Produce Limited']);
    expect(employerNamesIn(index, 'we need farm workers and home care staff in canada', foldEmployerName)).toEqual([]);
  });
});
