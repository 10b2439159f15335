import type { ExcludedPersonalDetail } from '../../../shared/schemas/documents';
import { BARE_PERSONAL_VALUES, OTHER_PERSONAL_LABELS, PERSONAL_DETAIL_LABELS } from '../common/personal-detail-labels';
import { collapseWhitespace, wordCount } from '../common/text';
import { splitFields, trimSeparators } from './line-text';

/**
 * Personal details a Canadian resume never carries — photo, date of birth, age, gender, marital status,
 * religion, tribe, ID and passport numbers (their names are in ../common/personal-detail-labels.ts). The parser
 * notes which kinds the CV had and drops the lines; their values never reach the result.
 */

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
  /** The kinds the line states; none for personal lines a resume drops without reporting ("Nationality: Kenyan"). */
  kinds: ExcludedPersonalDetail[];
}

function normalise(line: string): string {
  // "ID/No: …", "I.D/No.": a slash between a label's words is a space.
  return collapseWhitespace(
    line
      .toLowerCase()
      .replace(/^[^\p{L}]+/u, '')
      .replace(/(\p{L})\.?\s*\/\s*(\p{L})/gu, '$1 $2'),
  );
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
  const first = detailKind(line, inPersonalSection);
  if (first === undefined) return undefined;
  // "Sex: Female | Age: 29 | Marital Status: Single", "Born 1997, single. ID No. 3422": one line may state several.
  const kinds = new Set<ExcludedPersonalDetail>();
  for (const part of [line, ...splitFields(line), ...line.split(/[,;]\s|\.\s/)]) {
    const kind = part === line ? first : detailKind(part, inPersonalSection);
    if (kind) kinds.add(kind);
  }
  return { kinds: [...kinds] };
}

/** The kind a line (or one field of it) states: null for a personal line of no reported kind, undefined for none. */
function detailKind(line: string, inPersonalSection: boolean): ExcludedPersonalDetail | null | undefined {
  const lower = normalise(line);
  for (const [label, kind] of PERSONAL_DETAIL_LABELS) {
    // "Passport photo attached" is a photo, not a passport number.
    if (kind === 'passportNumber' && lower.includes('photo')) continue;
    if (labelAt(lower, label, inPersonalSection)) return kind;
  }
  for (const label of OTHER_PERSONAL_LABELS) if (labelAt(lower, label, inPersonalSection)) return null;
  if (inPersonalSection) {
    const bare = BARE_PERSONAL_VALUES.get(trimSeparators(lower).replace(/\.$/, ''));
    if (bare) return bare;
  }
  return undefined;
}

/** A line of a personal-details block (for sending two-column lines). */
export function isPersonalDetailLine(line: string): boolean {
  return personalDetail(line, false) !== undefined;
}
