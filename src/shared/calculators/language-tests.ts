/**
 * The language tests IRCC accepts for Express Entry and how their scores convert to Canadian Language
 * Benchmark levels (CLB for English, NCLC for French), as versioned data (docs/product.md#calculators,
 * docs/decisions/046-calculators.md). The figures were written on 2026-11-27 from our knowledge of IRCC's
 * equivalency charts and could not be checked online from here: `review` says what to check.
 */

import { localized } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';

export const LANGUAGE_SKILLS = ['listening', 'reading', 'writing', 'speaking'] as const;
export type LanguageSkill = (typeof LANGUAGE_SKILLS)[number];

/** Read when shown, in the language of that moment (docs/i18n/conventions.md). */
export const SKILL_LABELS: Readonly<Record<LanguageSkill, string>> = localized({
  listening: m.guidance_calc_skill_listening,
  reading: m.guidance_calc_skill_reading,
  writing: m.guidance_calc_skill_writing,
  speaking: m.guidance_calc_skill_speaking,
});

/** The CLB levels a test result can reach in the charts, highest first; below CLB 4 the charts stop. */
export const CLB_LEVELS = [10, 9, 8, 7, 6, 5, 4] as const;
/**
 * A CLB (or NCLC) level as the calculators use it: 4 to 10, where 10 means "10 or more", and 0 for a
 * result below CLB 4 (no Express Entry points at any place in the grid).
 */
export type ClbLevel = 0 | (typeof CLB_LEVELS)[number];
export const BELOW_CLB_4 = 0;

/** The range of one skill's score on a test's report: the smallest and largest score and the step between scores. */
export interface ScoreScale {
  min: number;
  max: number;
  step: number;
}

/** For each CLB level 10…4 (in that order), the lowest score that reaches it. */
type LevelMinimums = readonly [number, number, number, number, number, number, number];

export interface LanguageTest {
  id: LanguageTestId;
  name: string;
  language: 'english' | 'french';
  /** The first day IRCC accepts results read with these figures. */
  effectiveFrom: string;
  scales: Record<LanguageSkill, ScoreScale>;
  minimums: Record<LanguageSkill, LevelMinimums>;
  /** What a reader of the official chart should check or know; shown on the page under the converter, read from the catalogue when shown. */
  readonly note: string;
}

export const LANGUAGE_TEST_IDS = ['ielts-general', 'celpip-general', 'pte-core', 'tef-canada', 'tcf-canada'] as const;
export type LanguageTestId = (typeof LANGUAGE_TEST_IDS)[number];

const sameForAll = (scale: ScoreScale): Record<LanguageSkill, ScoreScale> => ({
  listening: scale,
  reading: scale,
  writing: scale,
  speaking: scale,
});

export const LANGUAGE_TESTS: Record<LanguageTestId, LanguageTest> = {
  'ielts-general': {
    id: 'ielts-general',
    name: 'IELTS General Training',
    language: 'english',
    effectiveFrom: '2015-01-01',
    scales: sameForAll({ min: 0, max: 9, step: 0.5 }),
    minimums: {
      listening: [8.5, 8, 7.5, 6, 5.5, 5, 4.5],
      reading: [8, 7, 6.5, 6, 5, 4, 3.5],
      writing: [7.5, 7, 6.5, 6, 5.5, 5, 4],
      speaking: [7.5, 7, 6.5, 6, 5.5, 5, 4],
    },
    get note() {
      return m.guidance_calc_note_ielts();
    },
  },
  'celpip-general': {
    id: 'celpip-general',
    name: 'CELPIP-General',
    language: 'english',
    effectiveFrom: '2015-01-01',
    // Levels 0–12 as reported (an "M" result counts as 0); a level is the CLB level, 10 to 12 are CLB 10.
    scales: sameForAll({ min: 0, max: 12, step: 1 }),
    minimums: {
      listening: [10, 9, 8, 7, 6, 5, 4],
      reading: [10, 9, 8, 7, 6, 5, 4],
      writing: [10, 9, 8, 7, 6, 5, 4],
      speaking: [10, 9, 8, 7, 6, 5, 4],
    },
    get note() {
      return m.guidance_calc_note_celpip();
    },
  },
  'pte-core': {
    id: 'pte-core',
    name: 'PTE Core',
    language: 'english',
    effectiveFrom: '2024-01-30',
    scales: sameForAll({ min: 10, max: 90, step: 1 }),
    minimums: {
      listening: [89, 82, 71, 60, 50, 39, 28],
      reading: [88, 78, 69, 60, 51, 42, 33],
      writing: [90, 88, 79, 69, 60, 51, 41],
      speaking: [89, 84, 76, 68, 59, 51, 42],
    },
    get note() {
      return m.guidance_calc_note_pte();
    },
  },
  'tef-canada': {
    id: 'tef-canada',
    name: 'TEF Canada',
    language: 'french',
    effectiveFrom: '2023-12-11',
    // Since 11 December 2023 every skill is reported on one 0–699 scale.
    scales: sameForAll({ min: 0, max: 699, step: 1 }),
    minimums: {
      listening: [546, 503, 462, 434, 393, 352, 306],
      reading: [546, 503, 462, 434, 393, 352, 306],
      writing: [558, 512, 472, 428, 379, 330, 268],
      speaking: [556, 518, 494, 456, 422, 387, 328],
    },
    get note() {
      return m.guidance_calc_note_tef();
    },
  },
  'tcf-canada': {
    id: 'tcf-canada',
    name: 'TCF Canada',
    language: 'french',
    effectiveFrom: '2019-01-01',
    scales: {
      listening: { min: 0, max: 699, step: 1 },
      reading: { min: 0, max: 699, step: 1 },
      writing: { min: 0, max: 20, step: 1 },
      speaking: { min: 0, max: 20, step: 1 },
    },
    minimums: {
      listening: [549, 523, 503, 458, 398, 369, 331],
      reading: [549, 524, 499, 453, 406, 375, 342],
      writing: [16, 14, 12, 10, 7, 6, 4],
      speaking: [16, 14, 12, 10, 7, 6, 4],
    },
    get note() {
      return m.guidance_calc_note_tcf();
    },
  },
};

/** Where the figures come from, when they were written, and what must be checked before relying on them. */
export const LANGUAGE_RULES = {
  version: '2026-11-27',
  source:
    'https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/standard-requirements/language-requirements/test-equivalency-charts.html',
  writtenOn: '2026-11-27',
  review:
    'Written from our knowledge of IRCC\'s "Language test equivalency charts"; they could not be checked online from here. ' +
    'Check every band against the official page, in particular PTE Core (accepted from early 2024) and the TEF Canada chart ' +
    'for the 0–699 scales used since 11 December 2023, and whether IRCC has designated any other test since. ' +
    'On 2026-11-27 every band of the five tests agreed with one third-party transcription found in a public code repository; that is not the official page.',
} as const;
