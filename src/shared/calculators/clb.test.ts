import { describe, expect, it } from 'vitest';
import { CalculatorInputError, clbFor, levelLabel, lowestLevel, type SkillScores } from './clb';
import { CLB_LEVELS, LANGUAGE_SKILLS, LANGUAGE_TEST_IDS, LANGUAGE_TESTS, type LanguageTestId } from './language-tests';

const scores = (listening: number, reading: number, writing: number, speaking: number): SkillScores => ({
  listening,
  reading,
  writing,
  speaking,
});

describe('clbFor', () => {
  it.each<[LanguageTestId, SkillScores, [number, number, number, number]]>([
    // IELTS General Training: CLB 9 needs L 8, R 7, W 7, S 7; CLB 7 is 6 in every skill.
    ['ielts-general', scores(8, 7, 7, 7), [9, 9, 9, 9]],
    ['ielts-general', scores(6, 6, 6, 6), [7, 7, 7, 7]],
    ['ielts-general', scores(8.5, 8, 7.5, 7.5), [10, 10, 10, 10]],
    // One step below each CLB 9 minimum is CLB 8.
    ['ielts-general', scores(7.5, 6.5, 6.5, 6.5), [8, 8, 8, 8]],
    // Listening 4.5 is CLB 4, 4 is below; reading 3.5 is CLB 4.
    ['ielts-general', scores(4.5, 3.5, 4, 3.5), [4, 4, 4, 0]],
    // CELPIP levels are CLB levels; 10 to 12 are CLB 10, below 4 is below CLB 4.
    ['celpip-general', scores(12, 10, 9, 3), [10, 10, 9, 0]],
    // PTE Core: reading 88 is CLB 10 and 87 CLB 9; writing 90 is the only CLB 10 score; listening 28 is CLB 4.
    ['pte-core', scores(28, 88, 89, 84), [4, 10, 9, 9]],
    ['pte-core', scores(60, 60, 69, 68), [7, 7, 7, 7]],
    ['pte-core', scores(59, 59, 68, 67), [6, 6, 6, 6]],
    // TEF Canada since December 2023 (0–699): writing 558 is NCLC 10, 557 NCLC 9; speaking 327 is below NCLC 4.
    ['tef-canada', scores(434, 433, 557, 327), [7, 6, 9, 0]],
    ['tef-canada', scores(546, 546, 558, 556), [10, 10, 10, 10]],
    // TCF Canada: listening 523 is NCLC 9 but reading 523 NCLC 8; writing 6 is NCLC 5, speaking 10 NCLC 7.
    ['tcf-canada', scores(523, 523, 6, 10), [9, 8, 5, 7]],
  ])('converts %s %o', (test, given, [listening, reading, writing, speaking]) => {
    expect(clbFor(test, given)).toEqual({ listening, reading, writing, speaking });
  });

  it.each<[LanguageTestId, SkillScores, string, string]>([
    ['ielts-general', scores(6.3, 6, 6, 6), 'listening', 'Enter a score from 0 to 9, in steps of 0.5'],
    ['ielts-general', scores(6, 9.5, 6, 6), 'reading', 'Enter a score from 0 to 9, in steps of 0.5'],
    ['ielts-general', scores(6, 6, -0.5, 6), 'writing', 'Enter a score from 0 to 9, in steps of 0.5'],
    ['celpip-general', scores(7, 7, 7, 13), 'speaking', 'Enter a whole number from 0 to 12'],
    ['pte-core', scores(95, 60, 60, 60), 'listening', 'Enter a whole number from 10 to 90'],
    ['pte-core', scores(9, 60, 60, 60), 'listening', 'Enter a whole number from 10 to 90'],
    ['tef-canada', scores(500, 500, 700, 500), 'writing', 'Enter a whole number from 0 to 699'],
    ['tcf-canada', scores(500, 500, 21, 10), 'writing', 'Enter a whole number from 0 to 20'],
    ['tcf-canada', scores(Number.NaN, 500, 10, 10), 'listening', 'Enter a whole number from 0 to 699'],
  ])('rejects a score %s cannot give (%o)', (test, given, field, message) => {
    const attempt = () => clbFor(test, given);
    expect(attempt).toThrow(CalculatorInputError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as CalculatorInputError).field).toBe(field);
    }
  });

  it('has, for every test and skill, minimums that fall with the level and lie on the scale', () => {
    for (const id of LANGUAGE_TEST_IDS) {
      const test = LANGUAGE_TESTS[id];
      expect(test.id).toBe(id);
      for (const skill of LANGUAGE_SKILLS) {
        const minimums = test.minimums[skill];
        expect(minimums).toHaveLength(CLB_LEVELS.length);
        for (let i = 1; i < minimums.length; i++) expect(minimums[i]!, `${id} ${skill}`).toBeLessThan(minimums[i - 1]!);
        expect(minimums[0]!).toBeLessThanOrEqual(test.scales[skill].max);
        expect(minimums.at(-1)!).toBeGreaterThan(test.scales[skill].min);
        // Every minimum reaches exactly its level.
        minimums.forEach((minimum, i) => {
          const given = Object.fromEntries(LANGUAGE_SKILLS.map((other) => [other, other === skill ? minimum : test.scales[other].min]));
          expect(clbFor(id, given as SkillScores)[skill]).toBe(CLB_LEVELS[i]);
          expect(clbFor(id, { ...(given as SkillScores), [skill]: minimum - test.scales[skill].step })[skill]).toBe(CLB_LEVELS[i + 1] ?? 0);
        });
      }
    }
  });
});

describe('levels on the page', () => {
  it('reads the lowest of four levels and names levels as the charts do', () => {
    expect(lowestLevel({ listening: 9, reading: 7, writing: 10, speaking: 8 })).toBe(7);
    expect(levelLabel(10)).toBe('CLB 10 or more');
    expect(levelLabel(7, 'french')).toBe('NCLC 7');
    expect(levelLabel(0)).toBe('Below CLB 4');
  });
});
