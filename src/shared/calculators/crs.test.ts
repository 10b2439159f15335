import { describe, expect, it } from 'vitest';
import { CalculatorInputError, clbFor, type SkillLevels } from './clb';
import { crsScore, type CrsAnswers } from './crs';
import { CRS_RULES } from './crs-rules';
import type { ClbLevel } from './language-tests';

const all = (level: ClbLevel): SkillLevels => ({ listening: level, reading: level, writing: level, speaking: level });

/** A single person with nothing that scores: each test changes what it is about. */
const base: CrsAnswers = {
  age: 29,
  spouse: null,
  education: 'secondary',
  firstLanguage: null,
  secondLanguage: null,
  canadianExperienceYears: 0,
  foreignExperienceYears: 0,
  certificateOfQualification: false,
  canadianEducation: 'none',
  provincialNomination: false,
  siblingInCanada: false,
};

describe('crsScore: worked examples from the published grid', () => {
  it("single, 29, master's, CLB 9 in all four, 1 year in Canada: 459", () => {
    const result = crsScore({
      ...base,
      education: 'masters',
      firstLanguage: { language: 'english', levels: all(9) },
      canadianExperienceYears: 1,
    });
    // A. Core, without a spouse: age 29 → 110; master's → 135; CLB 9 → 31 per ability × 4 = 124; no second
    //    language → 0; 1 year of Canadian experience → 40. 110 + 135 + 124 + 0 + 40 = 409 (of 500).
    expect(result.core).toEqual({
      total: 409,
      maximum: 500,
      age: 110,
      education: 135,
      firstLanguage: 124,
      secondLanguage: 0,
      canadianExperience: 40,
    });
    // B. No spouse: 0.
    expect(result.spouse.total).toBe(0);
    // C. Education (a master's counts as "two or more credentials"): with CLB 9+ on all four → 50, with 1 year
    //    in Canada → 25; the pair-group is capped at 50. No foreign experience, no certificate. 50.
    expect(result.transferability).toEqual({
      total: 50,
      maximum: 100,
      education: { total: 50, withLanguage: 50, withCanadianExperience: 25 },
      foreignExperience: { total: 0, withLanguage: 0, withCanadianExperience: 0 },
      certificate: 0,
    });
    // D. Nothing additional. 409 + 0 + 50 + 0 = 459.
    expect(result.additional.total).toBe(0);
    expect(result.total).toBe(459);
    expect(result.rulesVersion).toBe('2025-03-25');
  });

  it("married, 31, bachelor's, IELTS 7.5/6.5/6.5/6.5, 3 years abroad, the spouse with KCSE and CLB 5: 334", () => {
    // IELTS General: listening 7.5, reading, writing and speaking 6.5 → CLB 8 in all four.
    const levels = clbFor('ielts-general', { listening: 7.5, reading: 6.5, writing: 6.5, speaking: 6.5 });
    expect(levels).toEqual(all(8));
    const result = crsScore({
      ...base,
      age: 31,
      spouse: { education: 'secondary', language: all(5), canadianExperienceYears: 0 },
      education: 'bachelors',
      firstLanguage: { language: 'english', levels },
      foreignExperienceYears: 3,
    });
    // A. Core, with a spouse: age 31 → 90; bachelor's → 112; CLB 8 → 22 × 4 = 88; no Canadian experience → 0.
    //    90 + 112 + 88 = 290 (of 460).
    expect(result.core).toMatchObject({ total: 290, maximum: 460, age: 90, education: 112, firstLanguage: 88, canadianExperience: 0 });
    // B. Spouse: secondary diploma → 2; CLB 5 → 1 × 4 = 4; no Canadian experience → 0. 6 (of 40).
    expect(result.spouse).toEqual({ total: 6, maximum: 40, education: 2, language: 4, canadianExperience: 0 });
    // C. A bachelor's is one credential: with CLB 7–8 → 13. Foreign experience 3 years: with CLB 7–8 → 25.
    //    13 + 25 = 38.
    expect(result.transferability).toMatchObject({
      total: 38,
      education: { total: 13, withLanguage: 13, withCanadianExperience: 0 },
      foreignExperience: { total: 25, withLanguage: 25, withCanadianExperience: 0 },
    });
    // 290 + 6 + 38 + 0 = 334.
    expect(result.total).toBe(334);
  });

  it('French first, English second, nominated: every cap holds (1,106)', () => {
    const result = crsScore({
      ...base,
      age: 35,
      education: 'two-or-more',
      firstLanguage: { language: 'french', levels: all(10) },
      secondLanguage: { language: 'english', levels: all(7) },
      canadianExperienceYears: 2,
      foreignExperienceYears: 3,
      certificateOfQualification: true,
      canadianEducation: 'three-years-or-more',
      provincialNomination: true,
      siblingInCanada: true,
    });
    // A. Single: age 35 → 77; two or more credentials → 128; NCLC 10 → 34 × 4 = 136; second language CLB 7 →
    //    3 × 4 = 12; 2 years in Canada → 53. 77 + 128 + 136 + 12 + 53 = 406.
    expect(result.core).toMatchObject({
      total: 406,
      age: 77,
      education: 128,
      firstLanguage: 136,
      secondLanguage: 12,
      canadianExperience: 53,
    });
    // C. Education 50 + 50 → 50; foreign 50 + 50 → 50; certificate with CLB 7+ → 50: 150, capped at 100.
    expect(result.transferability).toMatchObject({
      total: 100,
      education: { total: 50, withLanguage: 50, withCanadianExperience: 50 },
      foreignExperience: { total: 50, withLanguage: 50, withCanadianExperience: 50 },
      certificate: 50,
    });
    // D. Nomination 600 + sibling 15 + French NCLC 7+ with English CLB 5+ 50 + Canadian 3-year credential 30 = 695,
    //    capped at 600. Job offer: 0 under these rules.
    expect(result.additional).toEqual({
      total: 600,
      maximum: 600,
      provincialNomination: 600,
      siblingInCanada: 15,
      french: 50,
      canadianEducation: 30,
      arrangedEmployment: 0,
    });
    // 406 + 0 + 100 + 600 = 1,106.
    expect(result.total).toBe(1106);
  });

  it('reaches exactly the 1,200 maximum with the best answer everywhere', () => {
    const result = crsScore({
      ...base,
      age: 25,
      education: 'doctoral',
      firstLanguage: { language: 'english', levels: all(10) },
      secondLanguage: { language: 'french', levels: all(9) },
      canadianExperienceYears: 5,
      foreignExperienceYears: 3,
      provincialNomination: true,
    });
    // 110 + 150 + 136 + 24 + 80 = 500; transferability 100; additional 600 (nomination, French bonus, all capped).
    expect([result.core.total, result.transferability.total, result.additional.total, result.total]).toEqual([500, 100, 600, 1200]);
    expect(result.total).toBe(CRS_RULES.maximum);
  });
});

describe('crsScore: edges of the grid', () => {
  it.each([
    [17, 0, 0],
    [18, 99, 90],
    [20, 110, 100],
    [30, 105, 95],
    [44, 6, 5],
    [45, 0, 0],
    [60, 0, 0],
  ])('age %i scores %i single and %i with a spouse', (age, single, withSpouse) => {
    expect(crsScore({ ...base, age }).core.age).toBe(single);
    expect(crsScore({ ...base, age, spouse: { education: 'secondary', language: null, canadianExperienceYears: 0 } }).core.age).toBe(
      withSpouse,
    );
  });

  it('an accompanying spouse lowers the core maxima and opens the spouse section', () => {
    const single = crsScore({ ...base, education: 'doctoral', firstLanguage: { language: 'english', levels: all(10) } });
    const married = crsScore({
      ...base,
      education: 'doctoral',
      firstLanguage: { language: 'english', levels: all(10) },
      spouse: { education: 'masters', language: all(9), canadianExperienceYears: 7 },
    });
    expect([single.core.maximum, single.spouse.maximum]).toEqual([500, 0]);
    expect([married.core.maximum, married.spouse.maximum]).toEqual([460, 40]);
    expect([single.core.education, married.core.education]).toEqual([150, 140]);
    expect([single.core.firstLanguage, married.core.firstLanguage]).toEqual([136, 128]);
    // Spouse: master's 10 + CLB 9 5 × 4 = 20 + 5 or more years in Canada 10 = 40, the section's maximum.
    expect(married.spouse).toEqual({ total: 40, maximum: 40, education: 10, language: 20, canadianExperience: 10 });
  });

  it('caps the second language at 24 single and 22 with a spouse', () => {
    const answers = {
      ...base,
      firstLanguage: { language: 'english' as const, levels: all(9) },
      secondLanguage: { language: 'french' as const, levels: all(9) },
    };
    expect(crsScore(answers).core.secondLanguage).toBe(24);
    expect(
      crsScore({ ...answers, spouse: { education: 'secondary', language: null, canadianExperienceYears: 0 } }).core.secondLanguage,
    ).toBe(22);
  });

  it('caps each transferability group at 50 and the section at 100', () => {
    const strong = { ...base, education: 'masters' as const, firstLanguage: { language: 'english' as const, levels: all(9) } };
    // Education 50 (language) + 50 (2 years in Canada) → 50; foreign 3 years 50 + 50 → 50: 100 in all.
    const both = crsScore({ ...strong, canadianExperienceYears: 2, foreignExperienceYears: 3 }).transferability;
    expect([both.education.total, both.foreignExperience.total, both.total]).toEqual([50, 50, 100]);
    // 1–2 years abroad with CLB 7–8 and 1 year in Canada: 13 + 13 = 26 in that group.
    const modest = crsScore({
      ...strong,
      firstLanguage: { language: 'english', levels: all(7) },
      canadianExperienceYears: 1,
      foreignExperienceYears: 2,
    });
    expect(modest.transferability.foreignExperience).toEqual({ total: 26, withLanguage: 13, withCanadianExperience: 13 });
  });

  it('needs CLB 7 on all four abilities for language transferability, and CLB 5 for the certificate', () => {
    const oneWeak = { listening: 9, reading: 9, writing: 6, speaking: 9 } as SkillLevels;
    const result = crsScore({
      ...base,
      education: 'masters',
      firstLanguage: { language: 'english', levels: oneWeak },
      certificateOfQualification: true,
    });
    expect(result.transferability.education.withLanguage).toBe(0);
    expect(result.transferability.certificate).toBe(25);
    const weak = crsScore({ ...base, firstLanguage: { language: 'english', levels: all(4) }, certificateOfQualification: true });
    expect(weak.transferability.certificate).toBe(0);
  });

  it('gives 25 French points without English at CLB 5 on all four, 50 with, none below NCLC 7', () => {
    const french = (levels: SkillLevels) => ({ language: 'french' as const, levels });
    expect(crsScore({ ...base, firstLanguage: french(all(7)) }).additional.french).toBe(25);
    expect(
      crsScore({ ...base, firstLanguage: french(all(7)), secondLanguage: { language: 'english', levels: all(4) } }).additional.french,
    ).toBe(25);
    expect(
      crsScore({ ...base, firstLanguage: french(all(7)), secondLanguage: { language: 'english', levels: all(5) } }).additional.french,
    ).toBe(50);
    expect(crsScore({ ...base, firstLanguage: french({ ...all(9), speaking: 6 }) }).additional.french).toBe(0);
  });

  it('gives no job-offer points: removed on 25 March 2025', () => {
    expect(CRS_RULES.effectiveFrom).toBe('2025-03-25');
    expect(crsScore(base).additional.arrangedEmployment).toBe(0);
  });

  it.each<[string, Partial<CrsAnswers>, string]>([
    ['age', { age: 29.5 }, 'Enter your age in whole years'],
    ['age', { age: -1 }, 'Enter your age in whole years'],
    ['canadianExperienceYears', { canadianExperienceYears: 1.5 }, 'Enter whole years, from 0'],
    ['foreignExperienceYears', { foreignExperienceYears: -2 }, 'Enter whole years, from 0'],
    ['education', { education: 'diploma' as CrsAnswers['education'] }, 'Choose one of the listed answers'],
    [
      'firstLanguage.reading',
      { firstLanguage: { language: 'english', levels: { ...all(7), reading: 3 as ClbLevel } } },
      'A CLB level is 4 to 10, or below 4',
    ],
    [
      'secondLanguage',
      { firstLanguage: { language: 'english', levels: all(7) }, secondLanguage: { language: 'english', levels: all(7) } },
      'Your second official language must be the other one (English or French)',
    ],
    ['secondLanguage', { secondLanguage: { language: 'french', levels: all(7) } }, 'Give your first official language before a second one'],
    [
      'spouse.canadianExperienceYears',
      { spouse: { education: 'secondary', language: null, canadianExperienceYears: Number.NaN } },
      'Enter whole years, from 0',
    ],
  ])('rejects a wrong %s', (field, change, message) => {
    const attempt = () => crsScore({ ...base, ...change });
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(error).toBeInstanceOf(CalculatorInputError);
      expect((error as CalculatorInputError).field).toBe(field);
    }
  });
});
