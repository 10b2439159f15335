import { CALCULATOR_MESSAGES } from '../messages';
import { CalculatorInputError, lowestLevel, type SkillLevels } from './clb';
import {
  CANADIAN_EDUCATION,
  CRS_RULES,
  CRS_SECTION_MAXIMA,
  EDUCATION_LEVELS,
  type CanadianEducation,
  type EducationLevel,
} from './crs-rules';
import { CLB_LEVELS, LANGUAGE_SKILLS, type ClbLevel } from './language-tests';

/** One official language's result: which language, and its four CLB (NCLC) levels. */
export interface LanguageResult {
  language: 'english' | 'french';
  levels: SkillLevels;
}

/** The accompanying spouse or common-law partner (one who is not a Canadian citizen or permanent resident). */
export interface SpouseAnswers {
  education: EducationLevel;
  /** The spouse's result in either official language, or null without a test. */
  language: SkillLevels | null;
  canadianExperienceYears: number;
}

/** What the calculator asks (docs/product.md#calculators). Years are whole years of skilled (TEER 0–3) work. */
export interface CrsAnswers {
  age: number;
  /** null when single, or when the spouse is not coming to Canada or is a Canadian citizen or permanent resident. */
  spouse: SpouseAnswers | null;
  education: EducationLevel;
  /** null without a valid test result. */
  firstLanguage: LanguageResult | null;
  /** The other official language, or null. */
  secondLanguage: LanguageResult | null;
  canadianExperienceYears: number;
  foreignExperienceYears: number;
  certificateOfQualification: boolean;
  canadianEducation: CanadianEducation;
  provincialNomination: boolean;
  siblingInCanada: boolean;
}

export interface CrsBreakdown {
  total: number;
  maximum: number;
  rulesVersion: string;
  core: {
    total: number;
    maximum: number;
    age: number;
    education: number;
    firstLanguage: number;
    secondLanguage: number;
    canadianExperience: number;
  };
  spouse: { total: number; maximum: number; education: number; language: number; canadianExperience: number };
  transferability: {
    total: number;
    maximum: number;
    /** Education with language and with Canadian experience: together at most 50. */
    education: { total: number; withLanguage: number; withCanadianExperience: number };
    /** Foreign experience with language and with Canadian experience: together at most 50. */
    foreignExperience: { total: number; withLanguage: number; withCanadianExperience: number };
    certificate: number;
  };
  additional: {
    total: number;
    maximum: number;
    provincialNomination: number;
    siblingInCanada: number;
    french: number;
    canadianEducation: number;
    /** Always 0 under this version of the rules: job-offer points were removed on 25 March 2025. */
    arrangedEmployment: 0;
  };
}

const MAX_YEARS = 60;

function checkYears(field: string, years: number) {
  if (!Number.isInteger(years) || years < 0 || years > MAX_YEARS) throw new CalculatorInputError(field, CALCULATOR_MESSAGES.yearsRange);
}

function checkLevels(field: string, levels: SkillLevels) {
  for (const skill of LANGUAGE_SKILLS) {
    const level = levels[skill];
    if (level !== 0 && !(CLB_LEVELS as readonly number[]).includes(level))
      throw new CalculatorInputError(`${field}.${skill}`, CALCULATOR_MESSAGES.levelRange);
  }
}

function checkAnswers(answers: CrsAnswers) {
  if (!Number.isInteger(answers.age) || answers.age < 0 || answers.age > 120)
    throw new CalculatorInputError('age', CALCULATOR_MESSAGES.ageRange);
  if (!EDUCATION_LEVELS.includes(answers.education)) throw new CalculatorInputError('education', CALCULATOR_MESSAGES.unknownChoice);
  if (!CANADIAN_EDUCATION.includes(answers.canadianEducation))
    throw new CalculatorInputError('canadianEducation', CALCULATOR_MESSAGES.unknownChoice);
  checkYears('canadianExperienceYears', answers.canadianExperienceYears);
  checkYears('foreignExperienceYears', answers.foreignExperienceYears);
  if (answers.firstLanguage) checkLevels('firstLanguage', answers.firstLanguage.levels);
  if (answers.secondLanguage) {
    if (!answers.firstLanguage) throw new CalculatorInputError('secondLanguage', CALCULATOR_MESSAGES.secondWithoutFirst);
    if (answers.secondLanguage.language === answers.firstLanguage.language)
      throw new CalculatorInputError('secondLanguage', CALCULATOR_MESSAGES.secondSameLanguage);
    checkLevels('secondLanguage', answers.secondLanguage.levels);
  }
  if (answers.spouse) {
    if (!EDUCATION_LEVELS.includes(answers.spouse.education))
      throw new CalculatorInputError('spouse.education', CALCULATOR_MESSAGES.unknownChoice);
    checkYears('spouse.canadianExperienceYears', answers.spouse.canadianExperienceYears);
    if (answers.spouse.language) checkLevels('spouse.language', answers.spouse.language);
  }
}

/** The points of the band a level falls in (bands listed highest first), 0 below the lowest. */
function bandPoints<Points>(bands: readonly { fromLevel: ClbLevel; points: Points }[], level: ClbLevel, none: Points): Points {
  return bands.find((band) => level >= band.fromLevel)?.points ?? none;
}

const sumOfSkills = (levels: SkillLevels, pointsFor: (level: ClbLevel) => number) =>
  LANGUAGE_SKILLS.reduce((sum, skill) => sum + pointsFor(levels[skill]), 0);

/** The lower or higher figure of a transferability pair, or 0 when the second factor is below its lower step. */
const pairPoints = ([lower, higher]: readonly [number, number], value: number, steps: { lower: number; higher: number }) =>
  value >= steps.higher ? higher : value >= steps.lower ? lower : 0;

function transferability(answers: CrsAnswers): CrsBreakdown['transferability'] {
  const rules = CRS_RULES.transferability;
  const language = answers.firstLanguage ? lowestLevel(answers.firstLanguage.levels) : 0;
  const canadianYears = answers.canadianExperienceYears;

  const educationPair =
    answers.education === 'two-or-more' || answers.education === 'masters' || answers.education === 'doctoral'
      ? rules.education.twoOrMore
      : answers.education === 'one-year' || answers.education === 'two-year' || answers.education === 'bachelors'
        ? rules.education.oneCredential
        : null;
  const educationWithLanguage = educationPair ? pairPoints(educationPair, language, rules.languageLevels) : 0;
  const educationWithCanadian = educationPair ? pairPoints(educationPair, canadianYears, rules.canadianYears) : 0;

  const foreignYears = answers.foreignExperienceYears;
  const foreignPair =
    foreignYears >= 3 ? rules.foreignExperience.threeOrMore : foreignYears >= 1 ? rules.foreignExperience.oneOrTwoYears : null;
  const foreignWithLanguage = foreignPair ? pairPoints(foreignPair, language, rules.languageLevels) : 0;
  const foreignWithCanadian = foreignPair ? pairPoints(foreignPair, canadianYears, rules.canadianYears) : 0;

  const { certificate: cert } = rules;
  const certificate = !answers.certificateOfQualification
    ? 0
    : language >= cert.higherLevel
      ? cert.higherPoints
      : language >= cert.lowerLevel
        ? cert.lowerPoints
        : 0;

  const education = Math.min(rules.groupCap, educationWithLanguage + educationWithCanadian);
  const foreign = Math.min(rules.groupCap, foreignWithLanguage + foreignWithCanadian);
  return {
    total: Math.min(rules.cap, education + foreign + Math.min(rules.groupCap, certificate)),
    maximum: rules.cap,
    education: { total: education, withLanguage: educationWithLanguage, withCanadianExperience: educationWithCanadian },
    foreignExperience: { total: foreign, withLanguage: foreignWithLanguage, withCanadianExperience: foreignWithCanadian },
    certificate,
  };
}

function frenchPoints(answers: CrsAnswers): number {
  const results = [answers.firstLanguage, answers.secondLanguage];
  const french = results.find((result) => result?.language === 'french');
  const english = results.find((result) => result?.language === 'english');
  const rule = CRS_RULES.additional.french;
  if (!french || lowestLevel(french.levels) < rule.nclcLevel) return 0;
  return english && lowestLevel(english.levels) >= rule.englishLevel ? rule.withEnglish : rule.withoutEnglish;
}

/**
 * An estimate of the Express Entry CRS score under the rules in force since 25 March 2025, section by
 * section (docs/product.md#calculators). Throws CalculatorInputError for an answer outside the grid.
 */
export function crsScore(answers: CrsAnswers): CrsBreakdown {
  checkAnswers(answers);
  const key = answers.spouse ? 'withSpouse' : 'single';

  const age = CRS_RULES.age.get(answers.age)?.[key] ?? 0;
  const education = CRS_RULES.education[answers.education][key];
  const firstLanguage = answers.firstLanguage
    ? sumOfSkills(answers.firstLanguage.levels, (level) => bandPoints(CRS_RULES.firstLanguage, level, { withSpouse: 0, single: 0 })[key])
    : 0;
  const secondLanguage = answers.secondLanguage
    ? Math.min(
        CRS_RULES.secondLanguageCap[key],
        sumOfSkills(answers.secondLanguage.levels, (level) => bandPoints(CRS_RULES.secondLanguage, level, 0)),
      )
    : 0;
  const canadianExperience = CRS_RULES.canadianExperience[Math.min(answers.canadianExperienceYears, 5)]![key];
  const core = { age, education, firstLanguage, secondLanguage, canadianExperience };

  const spouse = answers.spouse;
  const spouseParts = spouse
    ? {
        education: CRS_RULES.spouseEducation[spouse.education],
        language: spouse.language ? sumOfSkills(spouse.language, (level) => bandPoints(CRS_RULES.spouseLanguage, level, 0)) : 0,
        canadianExperience: CRS_RULES.spouseCanadianExperience[Math.min(spouse.canadianExperienceYears, 5)]!,
      }
    : { education: 0, language: 0, canadianExperience: 0 };

  const additionalParts = {
    provincialNomination: answers.provincialNomination ? CRS_RULES.additional.provincialNomination : 0,
    siblingInCanada: answers.siblingInCanada ? CRS_RULES.additional.siblingInCanada : 0,
    french: frenchPoints(answers),
    canadianEducation: CRS_RULES.additional.canadianEducation[answers.canadianEducation],
    arrangedEmployment: 0 as const,
  };

  const sum = (parts: Record<string, number>) => Object.values(parts).reduce((total, points) => total + points, 0);
  const sections = {
    core: { total: sum(core), maximum: CRS_SECTION_MAXIMA.core[key], ...core },
    spouse: { total: sum(spouseParts), maximum: CRS_SECTION_MAXIMA.spouse[key], ...spouseParts },
    transferability: transferability(answers),
    additional: { total: Math.min(CRS_RULES.additional.cap, sum(additionalParts)), maximum: CRS_RULES.additional.cap, ...additionalParts },
  };
  return {
    total: sections.core.total + sections.spouse.total + sections.transferability.total + sections.additional.total,
    maximum: CRS_RULES.maximum,
    rulesVersion: CRS_RULES.version,
    ...sections,
  };
}
