import type { ExcludedPersonalDetail } from '../../../shared/schemas/documents';
import { collapseWhitespace } from './text';

/**
 * The words that name a personal detail a Canadian resume never carries (docs/decisions/015-document-engines.md),
 * in one list for the parser, which reports which kinds a CV had, and the writer, which drops them from
 * what a member typed.
 */

/** Labels Kenyan CVs put before a personal detail, with the kind each names. */
export const PERSONAL_DETAIL_LABELS: ReadonlyArray<readonly [string, ExcludedPersonalDetail]> = [
  ['date of birth', 'dateOfBirth'],
  ['date and place of birth', 'dateOfBirth'],
  ['date & place of birth', 'dateOfBirth'],
  ['birth date', 'dateOfBirth'],
  ['birthdate', 'dateOfBirth'],
  ['d.o.b', 'dateOfBirth'],
  ['dob', 'dateOfBirth'],
  ['born', 'dateOfBirth'],
  ['year of birth', 'dateOfBirth'],
  ['age', 'age'],
  ['gender', 'gender'],
  ['sex', 'gender'],
  ['marital status', 'maritalStatus'],
  ['marital', 'maritalStatus'],
  ['civil status', 'maritalStatus'],
  ['religion', 'religion'],
  ['religious affiliation', 'religion'],
  ['denomination', 'religion'],
  ['tribe', 'tribe'],
  ['ethnicity', 'tribe'],
  ['ethnic group', 'tribe'],
  ['ethnic background', 'tribe'],
  ['national id number', 'nationalId'],
  ['national id no', 'nationalId'],
  ['national id', 'nationalId'],
  ['national identity card', 'nationalId'],
  ['id number', 'nationalId'],
  ['id no', 'nationalId'],
  ['id card no', 'nationalId'],
  ['id card number', 'nationalId'],
  ['id', 'nationalId'],
  ['i.d no', 'nationalId'],
  ['i.d. no', 'nationalId'],
  ['i.d', 'nationalId'],
  ['identity card', 'nationalId'],
  ['identity card no', 'nationalId'],
  ['identification number', 'nationalId'],
  ['passport no', 'passportNumber'],
  ['passport number', 'passportNumber'],
  ['passport', 'passportNumber'],
];

/** Labels of other personal lines a resume leaves out, which have no kind of their own ("Nationality", "Home County"). */
export const OTHER_PERSONAL_LABELS: readonly string[] = [
  'nationality',
  'citizenship',
  'home county',
  'county of origin',
  'home district',
  'district',
  'place of birth',
  'next of kin',
  'dependants',
  'dependents',
  'children',
  'number of children',
  'health',
  'disability',
  'height',
  'weight',
  'kra pin',
  'pin number',
  'nhif no',
  'nhif',
  'nssf no',
  'nssf',
  'father',
  'mother',
  'spouse',
  'sub-location',
  'location of birth',
];

export const SEXES: readonly string[] = ['male', 'female'];
export const MARITAL_STATUSES: readonly string[] = ['married', 'single', 'divorced', 'widowed', 'separated', 'engaged'];
/** Religious affiliations, as a CV states them. */
export const FAITHS: readonly string[] = [
  'christian',
  'christianity',
  'muslim',
  'islam',
  'catholic',
  'protestant',
  'anglican',
  'adventist',
  'pentecostal',
  'hindu',
  'buddhist',
  'sikh',
  'akorino',
];

/** Values that say what they are without a label ("Female", "Married", "Catholic"). */
export const BARE_PERSONAL_VALUES: ReadonlyMap<string, ExcludedPersonalDetail> = new Map([
  ...SEXES.map((value) => [value, 'gender'] as const),
  ...MARITAL_STATUSES.map((value) => [value, 'maritalStatus'] as const),
  ...FAITHS.map((value) => [value, 'religion'] as const),
]);

const LABEL_KIND = new Map<string, ExcludedPersonalDetail | null>([
  ...PERSONAL_DETAIL_LABELS,
  ...OTHER_PERSONAL_LABELS.map((label) => [label, null] as const),
]);

/**
 * The kind a text names when it is nothing but a personal-detail label ("Date of Birth", "ID No.", "D.O.B."):
 * null for a label of no reported kind ("Nationality"), undefined when the text is no such label.
 */
export function personalLabelKind(text: string): ExcludedPersonalDetail | null | undefined {
  const normal = collapseWhitespace(text.toLowerCase());
  return LABEL_KIND.get(normal) ?? LABEL_KIND.get(normal.replace(/\.$/, ''));
}
