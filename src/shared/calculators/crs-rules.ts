/**
 * The Comprehensive Ranking System grid of Express Entry as versioned data (docs/product.md#calculators,
 * docs/decisions/046-calculators.md). This version starts on 25 March 2025, the day arranged-employment
 * (job offer) points were removed. Written on 2026-11-27 from our knowledge of IRCC's published criteria;
 * it could not be checked online from here: `review` says what to check.
 */

import { localized } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';
import type { ClbLevel } from './language-tests';

export const EDUCATION_LEVELS = [
  'less-than-secondary',
  'secondary',
  'one-year',
  'two-year',
  'bachelors',
  'two-or-more',
  'masters',
  'doctoral',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The grid's wording of each level, shortened as the official calculator shortens it; read when shown. */
export const EDUCATION_LABELS: Readonly<Record<EducationLevel, string>> = localized({
  'less-than-secondary': m.guidance_calc_education_less_than_secondary,
  secondary: m.guidance_calc_education_secondary,
  'one-year': m.guidance_calc_education_one_year,
  'two-year': m.guidance_calc_education_two_year,
  bachelors: m.guidance_calc_education_bachelors,
  'two-or-more': m.guidance_calc_education_two_or_more,
  masters: m.guidance_calc_education_masters,
  doctoral: m.guidance_calc_education_doctoral,
});

export const CANADIAN_EDUCATION = ['none', 'one-or-two-years', 'three-years-or-more'] as const;
export type CanadianEducation = (typeof CANADIAN_EDUCATION)[number];

/** Points with an accompanying spouse or partner, and without. */
interface WithWithout {
  withSpouse: number;
  single: number;
}

/** CLB bands of a per-ability language table: the points from `fromLevel` up to the next band. */
type LevelBands = readonly { fromLevel: ClbLevel; points: number }[];

export const CRS_RULES = {
  version: '2025-03-25',
  effectiveFrom: '2025-03-25',
  writtenOn: '2026-11-27',
  source: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/check-score/crs-criteria.html',
  officialCalculator: 'https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp',
  review:
    'Written from our knowledge of IRCC\'s "Comprehensive Ranking System (CRS) criteria" page; it could not be checked online from ' +
    'here. Check every figure against the official page and the official calculator, and any change after 25 March 2025. ' +
    'On 2026-11-27 the core factors (age, education, languages, Canadian experience) agreed with one third-party transcription found in a public code repository; that is not the official page.',
  jobOfferPointsRemoved: 'Since 25 March 2025 a job offer (arranged employment) gives no Express Entry points. Before, it gave 50 or 200.',
  maximum: 1200,

  /** A. Core / human capital. Ages 17 and under and 45 and over score 0. */
  age: new Map<number, WithWithout>([
    [18, { withSpouse: 90, single: 99 }],
    [19, { withSpouse: 95, single: 105 }],
    ...[20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((age): [number, WithWithout] => [age, { withSpouse: 100, single: 110 }]),
    [30, { withSpouse: 95, single: 105 }],
    [31, { withSpouse: 90, single: 99 }],
    [32, { withSpouse: 85, single: 94 }],
    [33, { withSpouse: 80, single: 88 }],
    [34, { withSpouse: 75, single: 83 }],
    [35, { withSpouse: 70, single: 77 }],
    [36, { withSpouse: 65, single: 72 }],
    [37, { withSpouse: 60, single: 66 }],
    [38, { withSpouse: 55, single: 61 }],
    [39, { withSpouse: 50, single: 55 }],
    [40, { withSpouse: 45, single: 50 }],
    [41, { withSpouse: 35, single: 39 }],
    [42, { withSpouse: 25, single: 28 }],
    [43, { withSpouse: 15, single: 17 }],
    [44, { withSpouse: 5, single: 6 }],
  ]),
  education: {
    'less-than-secondary': { withSpouse: 0, single: 0 },
    secondary: { withSpouse: 28, single: 30 },
    'one-year': { withSpouse: 84, single: 90 },
    'two-year': { withSpouse: 91, single: 98 },
    bachelors: { withSpouse: 112, single: 120 },
    'two-or-more': { withSpouse: 119, single: 128 },
    masters: { withSpouse: 126, single: 135 },
    doctoral: { withSpouse: 140, single: 150 },
  } satisfies Record<EducationLevel, WithWithout>,
  /** First official language, per ability (four abilities: at most 128 with a spouse, 136 without). */
  firstLanguage: [
    { fromLevel: 10, points: { withSpouse: 32, single: 34 } },
    { fromLevel: 9, points: { withSpouse: 29, single: 31 } },
    { fromLevel: 8, points: { withSpouse: 22, single: 23 } },
    { fromLevel: 7, points: { withSpouse: 16, single: 17 } },
    { fromLevel: 6, points: { withSpouse: 8, single: 9 } },
    { fromLevel: 4, points: { withSpouse: 6, single: 6 } },
  ] as const satisfies readonly { fromLevel: ClbLevel; points: WithWithout }[],
  /** Second official language, per ability; the four together at most 22 with a spouse, 24 without. */
  secondLanguage: [
    { fromLevel: 9, points: 6 },
    { fromLevel: 7, points: 3 },
    { fromLevel: 5, points: 1 },
  ] as const satisfies LevelBands,
  secondLanguageCap: { withSpouse: 22, single: 24 },
  /** Years of skilled Canadian work experience, 0 to 5 (5 means 5 or more). */
  canadianExperience: [
    { withSpouse: 0, single: 0 },
    { withSpouse: 35, single: 40 },
    { withSpouse: 46, single: 53 },
    { withSpouse: 56, single: 64 },
    { withSpouse: 63, single: 72 },
    { withSpouse: 70, single: 80 },
  ] as const satisfies readonly WithWithout[],

  /** B. The accompanying spouse or partner (at most 40). */
  spouseEducation: {
    'less-than-secondary': 0,
    secondary: 2,
    'one-year': 6,
    'two-year': 7,
    bachelors: 8,
    'two-or-more': 9,
    masters: 10,
    doctoral: 10,
  } satisfies Record<EducationLevel, number>,
  /** The spouse's first official language, per ability (at most 20). */
  spouseLanguage: [
    { fromLevel: 9, points: 5 },
    { fromLevel: 7, points: 3 },
    { fromLevel: 5, points: 1 },
  ] as const satisfies LevelBands,
  spouseCanadianExperience: [0, 5, 7, 8, 9, 10] as const,

  /**
   * C. Skill transferability (at most 100). Each pair gives the lower figure with the lower level of its
   * second factor and the higher with the higher; each group of two pairs is capped at 50.
   */
  transferability: {
    /** Post-secondary credentials: one of one year or more (13/25), or two or more / a master's / a doctorate (25/50). */
    education: { oneCredential: [13, 25], twoOrMore: [25, 50] },
    /** Foreign skilled experience: 1 or 2 years (13/25), 3 years or more (25/50). */
    foreignExperience: { oneOrTwoYears: [13, 25], threeOrMore: [25, 50] },
    /** The lower figure with CLB 7 or more on all four first-language abilities, the higher with CLB 9 or more. */
    languageLevels: { lower: 7, higher: 9 },
    /** The lower figure with 1 year of Canadian experience, the higher with 2 years or more. */
    canadianYears: { lower: 1, higher: 2 },
    /** Certificate of qualification in a trade: CLB 5 or more on all four abilities (25), CLB 7 or more (50). */
    certificate: { lowerLevel: 5, lowerPoints: 25, higherLevel: 7, higherPoints: 50 },
    groupCap: 50,
    cap: 100,
  },

  /** D. Additional points (at most 600). */
  additional: {
    provincialNomination: 600,
    siblingInCanada: 15,
    /** NCLC 7 or more on all four French abilities: 25, or 50 with CLB 5 or more on all four English abilities. */
    french: { nclcLevel: 7, englishLevel: 5, withoutEnglish: 25, withEnglish: 50 },
    canadianEducation: { none: 0, 'one-or-two-years': 15, 'three-years-or-more': 30 } satisfies Record<CanadianEducation, number>,
    cap: 600,
  },
} as const;

/** The most each section can give: with an accompanying spouse, and without. */
export const CRS_SECTION_MAXIMA = {
  core: { withSpouse: 460, single: 500 },
  spouse: { withSpouse: 40, single: 0 },
  transferability: { withSpouse: 100, single: 100 },
  additional: { withSpouse: 600, single: 600 },
} as const;
