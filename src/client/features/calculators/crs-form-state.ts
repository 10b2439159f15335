import { CalculatorInputError, type SkillLevels } from '../../../shared/calculators/clb';
import { crsScore, type CrsAnswers, type CrsBreakdown } from '../../../shared/calculators/crs';
import type { CanadianEducation, EducationLevel } from '../../../shared/calculators/crs-rules';
import { LANGUAGE_SKILLS, type ClbLevel, type LanguageSkill } from '../../../shared/calculators/language-tests';

/** A level as a select holds it: '' until chosen, '0' for below CLB 4, '4'…'10'. */
export type LevelChoices = Record<LanguageSkill, string>;
export type OfficialLanguage = 'english' | 'french';

/** The CRS form as the page holds it: the fields' own strings, turned into answers by `estimateFromForm`. */
export interface CrsFormState {
  age: string;
  withSpouse: boolean;
  education: EducationLevel | '';
  firstLanguage: OfficialLanguage;
  firstLevels: LevelChoices;
  /** The second official language is always the other one; its levels, or all '' for none. */
  secondLevels: LevelChoices;
  canadianExperienceYears: string;
  foreignExperienceYears: string;
  certificateOfQualification: boolean;
  canadianEducation: CanadianEducation;
  provincialNomination: boolean;
  siblingInCanada: boolean;
  spouseEducation: EducationLevel | '';
  spouseLevels: LevelChoices;
  spouseCanadianExperienceYears: string;
}

const noLevels = (): LevelChoices => ({ listening: '', reading: '', writing: '', speaking: '' });

export const INITIAL_CRS_FORM: CrsFormState = {
  age: '',
  withSpouse: false,
  education: '',
  firstLanguage: 'english',
  firstLevels: noLevels(),
  secondLevels: noLevels(),
  canadianExperienceYears: '0',
  foreignExperienceYears: '0',
  certificateOfQualification: false,
  canadianEducation: 'none',
  provincialNomination: false,
  siblingInCanada: false,
  spouseEducation: '',
  spouseLevels: noLevels(),
  spouseCanadianExperienceYears: '0',
};

export const otherLanguage = (language: OfficialLanguage): OfficialLanguage => (language === 'english' ? 'french' : 'english');

/** The four levels once all are chosen, or null (a language counts only with a result for every ability). */
function levelsOf(choices: LevelChoices): SkillLevels | null {
  if (LANGUAGE_SKILLS.some((skill) => choices[skill] === '')) return null;
  return Object.fromEntries(LANGUAGE_SKILLS.map((skill) => [skill, Number(choices[skill]) as ClbLevel])) as SkillLevels;
}

export const levelChoices = (levels: SkillLevels): LevelChoices =>
  Object.fromEntries(LANGUAGE_SKILLS.map((skill) => [skill, String(levels[skill])])) as LevelChoices;

/** Some but not all four levels chosen: the form says the language does not count yet. */
export const partlyChosen = (choices: LevelChoices) =>
  LANGUAGE_SKILLS.some((skill) => choices[skill] !== '') && LANGUAGE_SKILLS.some((skill) => choices[skill] === '');

export type CrsEstimate =
  | { state: 'incomplete' }
  | { state: 'invalid'; field: string; message: string }
  | { state: 'ready'; answers: CrsAnswers; breakdown: CrsBreakdown };

/** The estimate for what the form holds: nothing until the age and education are given, then the breakdown. */
export function estimateFromForm(form: CrsFormState): CrsEstimate {
  if (form.age.trim() === '' || form.education === '') return { state: 'incomplete' };
  const first = levelsOf(form.firstLevels);
  const second = levelsOf(form.secondLevels);
  const spouseLevels = levelsOf(form.spouseLevels);
  const answers: CrsAnswers = {
    age: Number(form.age.trim()),
    spouse: form.withSpouse
      ? {
          education: form.spouseEducation || 'less-than-secondary',
          language: spouseLevels,
          canadianExperienceYears: Number(form.spouseCanadianExperienceYears),
        }
      : null,
    education: form.education,
    firstLanguage: first && { language: form.firstLanguage, levels: first },
    secondLanguage: first && second && { language: otherLanguage(form.firstLanguage), levels: second },
    canadianExperienceYears: Number(form.canadianExperienceYears),
    foreignExperienceYears: Number(form.foreignExperienceYears),
    certificateOfQualification: form.certificateOfQualification,
    canadianEducation: form.canadianEducation,
    provincialNomination: form.provincialNomination,
    siblingInCanada: form.siblingInCanada,
  };
  try {
    return { state: 'ready', answers, breakdown: crsScore(answers) };
  } catch (error) {
    if (error instanceof CalculatorInputError) return { state: 'invalid', field: error.field, message: error.message };
    throw error;
  }
}

/** The form after the converter's levels are used as the first or the second official language. */
export function withConvertedLevels(
  form: CrsFormState,
  language: OfficialLanguage,
  levels: SkillLevels,
  as: 'first' | 'second',
): CrsFormState {
  if (as === 'first') {
    // When the first language changes, the levels given for the old one become the second language's.
    const sameLanguage = form.firstLanguage === language;
    return {
      ...form,
      firstLanguage: language,
      firstLevels: levelChoices(levels),
      secondLevels: sameLanguage ? form.secondLevels : form.firstLevels,
    };
  }
  return { ...form, firstLanguage: otherLanguage(language), secondLevels: levelChoices(levels) };
}
