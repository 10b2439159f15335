import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { LMIA_SALARY, lmiaJobDescription, lmiaUrgentReason } from './import/lmia-job-copy';
import { requirementsForTeer } from './import/lmia-job-rules';
import { lmiaWordsInRequestLanguage } from './lmia-job-words';

afterEach(() => setLocale('en', { reload: false }));

/** A job as the importer writes it: its words from the importer's own copy functions. */
function importedJob(overrides: { province?: string | null; location?: string; positions?: number; stream?: string } = {}) {
  const province = overrides.province === undefined ? 'Newfoundland & Labrador' : overrides.province;
  const location = overrides.location ?? 'Mt. Pearl';
  const positions = overrides.positions ?? 4;
  const stream = overrides.stream ?? 'High Wage';
  return {
    kind: 'lmia' as const,
    company: 'Genoa Design International',
    title: 'Other professional engineers, n.e.c.',
    location,
    province,
    programStream: stream,
    approvedPositions: positions,
    lmiaQuarter: '2025Q1',
    teer: 1,
    salary: LMIA_SALARY,
    requirements: requirementsForTeer(1),
    isUrgent: true,
    urgentReason: lmiaUrgentReason(positions, 'Jan–Mar 2025'),
    description: lmiaJobDescription({
      employer: 'Genoa Design International',
      occupationTitle: 'Other professional engineers, n.e.c.',
      approvedPositions: positions,
      stream,
      city: location === province ? null : location,
      province,
      nocDescription: 'Other professional engineers include engineers who design and build.',
      quarterLabel: 'Jan–Mar 2025',
    }),
  };
}

describe("an LMIA job's own words in the request's language", () => {
  it('changes nothing in English, the language the importer writes', () => {
    expect(lmiaWordsInRequestLanguage(importedJob())).toEqual({});
  });

  it('writes the salary note, the approval paragraph, the urgent reason and the TEER lines again in Kiswahili', () => {
    setLocale('sw', { reload: false });
    const words = lmiaWordsInRequestLanguage(importedJob());
    expect(words.salary).toBe('Mshahara haujachapishwa kwenye orodha ya LMIA');
    expect(words.urgentReason).toBe('Nafasi 4 ziliidhinishwa Jan–Mac 2025');
    expect(words.requirements).toEqual([
      'Shahada ya chuo kikuu (ya kwanza, ya uzamili au ya uzamivu) (TEER 1)',
      'Au miaka kadhaa ya uzoefu katika kazi inayohusiana ya TEER 2, pale ambapo kazi hii haidhibitiwi na mamlaka',
    ]);
    // Statistics Canada's description stays as published; the paragraph after it is ours, in Kiswahili.
    expect(words.description).toBe(
      'Other professional engineers include engineers who design and build.\n\n' +
        'Genoa Design International alipata LMIA iliyoidhinishwa (tathmini ya soko la ajira ya Kanada) Jan–Mac 2025 ya kuajiri ' +
        'wafanyakazi 4 wa kigeni kama Other professional engineers, n.e.c. huko Mt. Pearl, Newfoundland & Labrador kupitia mkondo wa ' +
        'High Wage. LMIA iliyoidhinishwa si tangazo la kazi: inaonyesha kwamba mwajiri aliruhusiwa kuajiri wafanyakazi wa kigeni kwa ' +
        'kazi hii na mahali hapa katika robo hiyo ya mwaka.',
    );
  });

  it('keeps one worker singular, a province alone, a head office abroad, and words it did not write', () => {
    setLocale('sw', { reload: false });
    const one = lmiaWordsInRequestLanguage(importedJob({ positions: 1, location: 'Ontario', province: 'Ontario' }));
    expect(one.description).toContain('ya kuajiri mfanyakazi 1 wa kigeni kama Other professional engineers, n.e.c. huko Ontario kupitia');
    const abroad = lmiaWordsInRequestLanguage(importedJob({ province: null, location: 'Seattle' }));
    expect(abroad.description).toContain('huko Seattle (ofisi kuu ya mwajiri iko nje ya Kanada) kupitia mkondo');
    // A posting's words are the employer's, and a salary or requirements someone else wrote are left as they are.
    expect(lmiaWordsInRequestLanguage({ ...importedJob(), kind: 'posting' })).toEqual({});
    const edited = lmiaWordsInRequestLanguage({ ...importedJob(), salary: '$41.00/hour', requirements: ['RN licence'] });
    expect(edited.salary).toBeUndefined();
    expect(edited.requirements).toBeUndefined();
  });
});
