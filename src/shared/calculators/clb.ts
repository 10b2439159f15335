import { m } from '../i18n/paraglide/messages.js';
import { CALCULATOR_MESSAGES } from '../messages';
import {
  BELOW_CLB_4,
  CLB_LEVELS,
  LANGUAGE_SKILLS,
  LANGUAGE_TESTS,
  type ClbLevel,
  type LanguageSkill,
  type LanguageTestId,
  type ScoreScale,
} from './language-tests';

/** The four scores of one test result, or the four CLB levels they convert to. */
export type SkillScores = Record<LanguageSkill, number>;
export type SkillLevels = Record<LanguageSkill, ClbLevel>;

/** A calculator input outside the rules' range: the field it concerns and the sentence to show beside it. */
export class CalculatorInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'CalculatorInputError';
  }
}

/** Why `score` cannot be a result on this scale (a number outside it or between its steps), or null when it can. */
export function scoreProblem(scale: ScoreScale, score: number): string | null {
  const onStep = Number.isFinite(score) && Math.abs((score - scale.min) / scale.step - Math.round((score - scale.min) / scale.step)) < 1e-9;
  if (!onStep || score < scale.min || score > scale.max) return CALCULATOR_MESSAGES.scoreRange(scale.min, scale.max, scale.step);
  return null;
}

/**
 * The CLB (NCLC for French) level of each skill of one test result, read from IRCC's equivalency chart
 * (docs/product.md#calculators). Throws CalculatorInputError naming the first skill whose score the test
 * cannot give.
 */
export function clbFor(testId: LanguageTestId, scores: SkillScores): SkillLevels {
  const test = LANGUAGE_TESTS[testId];
  const levels = {} as SkillLevels;
  for (const skill of LANGUAGE_SKILLS) {
    const score = scores[skill];
    const problem = scoreProblem(test.scales[skill], score);
    if (problem) throw new CalculatorInputError(skill, problem);
    const index = test.minimums[skill].findIndex((minimum) => score >= minimum);
    levels[skill] = index === -1 ? BELOW_CLB_4 : CLB_LEVELS[index]!;
  }
  return levels;
}

/** The lowest of the four levels: what the grid's "CLB 7 or more on all four abilities" rules read. */
export const lowestLevel = (levels: SkillLevels): ClbLevel => Math.min(...LANGUAGE_SKILLS.map((skill) => levels[skill])) as ClbLevel;

/** How a level reads on the page: "CLB 9", "CLB 10 or more", "Below CLB 4" (NCLC for French results). */
export function levelLabel(level: ClbLevel, language: 'english' | 'french' = 'english'): string {
  const scale = language === 'french' ? 'NCLC' : 'CLB';
  if (level === BELOW_CLB_4) return m.guidance_calc_level_below({ scale });
  return level === 10 ? m.guidance_calc_level_top({ scale }) : `${scale} ${level}`;
}
