import type { ExcludedPersonalDetail } from '../../../../../shared/schemas/documents';
import { collapseSpaces, trimSeparators, wordCount } from './text';

/**
 * Personal details a Canadian resume never carries — photo, date of birth, age, gender, marital status,
 * religion, tribe, ID and passport numbers. The parser notes which kinds the CV had and drops the lines;
 * their values never reach the result.
 */

const LABELS: [string, ExcludedPersonalDetail][] = [
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

/** Other personal lines a resume leaves out, without a kind of their own ("Nationality", "Home County"). */
const OTHER_LABELS = [
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

/** Values that say what they are without a label, in a personal-details block ("Female", "Married"). */
const BARE_VALUES: Record<string, ExcludedPersonalDetail> = {
  male: 'gender',
  female: 'gender',
  married: 'maritalStatus',
  single: 'maritalStatus',
  divorced: 'maritalStatus',
  widowed: 'maritalStatus',
  separated: 'maritalStatus',
  christian: 'religion',
  muslim: 'religion',
  catholic: 'religion',
  protestant: 'religion',
  hindu: 'religion',
};

function isLetter(char: string): boolean {
  return /\p{L}/u.test(char);
}

/** The label at the start of `lower` followed by a colon (or, loosely, any non-letter), if any. */
function labelAt(lower: string, label: string, loose: boolean): boolean {
  if (!lower.startsWith(label)) return false;
  const after = lower.charAt(label.length);
  if (after !== '' && isLetter(after)) return false;
  let index = label.length;
  while (lower.charAt(index) === ' ') index += 1;
  const mark = lower.charAt(index);
  if (mark === ':' || mark === '=' || mark === '-' || mark === '–') return true;
  if (!loose) return false;
  // "ID No. 23567841", "Age 31"
  return mark === '.' || /[\p{N}\p{L}]/u.test(mark);
}

export interface PersonalDetail {
  /** undefined for personal lines a resume drops without reporting ("Nationality: Kenyan"). */
  kind: ExcludedPersonalDetail | undefined;
}

function normalise(line: string): string {
  return collapseSpaces(line.toLowerCase().replace(/^[^\p{L}]+/u, ''));
}

/** A photo mention: "[PHOTO]", "Passport photo attached", "Photo:". */
export function isPhotoLine(line: string): boolean {
  const lower = line.toLowerCase();
  const at = lower.search(/\bphoto(graph)?\b/);
  if (at < 0) return false;
  const trimmed = lower.trim();
  if ((trimmed.startsWith('[') || trimmed.startsWith('(') || trimmed.startsWith('<')) && wordCount(trimmed) <= 4) return true;
  if (/\bphoto(graph)?\s*:/.test(lower) || lower.includes('photo attached') || lower.includes('photograph attached')) return true;
  return wordCount(trimmed) <= 4 && /^(recent |passport[\s-]*(size )?|insert |attach )?photo(graph)?\b/.test(trimmed);
}

/**
 * The personal detail a line states, if it does. `inPersonalSection`: the line sits under "Personal
 * Details" / "Bio Data", where labels need no colon and bare values ("Female") count.
 */
export function personalDetail(line: string, inPersonalSection: boolean): PersonalDetail | undefined {
  if (line.length > 200) return undefined;
  const lower = normalise(line);
  for (const [label, kind] of LABELS) {
    // "Passport photo attached" is a photo, not a passport number.
    if (kind === 'passportNumber' && lower.includes('photo')) continue;
    if (labelAt(lower, label, inPersonalSection)) return { kind };
  }
  for (const label of OTHER_LABELS) if (labelAt(lower, label, inPersonalSection)) return { kind: undefined };
  if (inPersonalSection) {
    const bare = BARE_VALUES[trimSeparators(lower).replace(/\.$/, '')];
    if (bare) return { kind: bare };
  }
  return undefined;
}

/** A line of a personal-details block (for sending two-column lines). */
export function isPersonalDetailLine(line: string): boolean {
  return personalDetail(line, false) !== undefined;
}
