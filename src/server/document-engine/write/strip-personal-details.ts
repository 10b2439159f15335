import { FAITHS, MARITAL_STATUSES, SEXES, personalLabelKind } from '../common/personal-detail-labels';
import { collapseWhitespace, trimCharacters, wordCount } from '../common/text';
import { cleanInline } from './member-text';

/**
 * A Canadian resume or letter never carries a photo, date of birth, age, gender, marital or family status,
 * religion, tribe or ethnicity, nationality, or an identity number (national ID, passport, KRA PIN, NHIF,
 * NSSF, Huduma): Canadian human-rights law keeps them out of hiring, and Kenyan CVs often list them under
 * 'Personal Details' (their names are in ../common/personal-detail-labels.ts). Whatever the member typed, the
 * writer drops every sentence (or `|`/`;`-separated part of a line) that holds one, and a lone label line
 * ("Date of Birth:") takes its value on the next line with it.
 *
 * Words that are personal details only in context are treated with care, so that real work is not lost:
 * "single" and "divorced" only as a status on their own ("Single", "I am single"); "Christian",
 * "Catholic", "Muslim"… unless they begin a proper name ("Christian Health Association of Kenya",
 * "Catholic Relief Services"); "gender" only as a label ("Gender: Female"), not in "gender-based violence".
 */

const ALWAYS: readonly RegExp[] = [
  /\bdate ?of ?birth\b/i,
  /\bbirth ?(?:date|day)\b/i,
  /\bd\.? ?o\.? ?b\b/i,
  /\bborn\b/i,
  /\bage ?[:=]/i,
  /\b\d{1,3} ?(?:years?|yrs?) old\b/i,
  /\bsex ?[:=]/i,
  /\bgender ?[:=]/i,
  /\bmarital\b/i,
  /\bmarried\b/i,
  /\bspouse\b/i,
  /\bnumber of (?:children|kids|dependants|dependents)\b/i,
  /\b(?:children|dependants|dependents) ?[:=]/i,
  /\bstatus ?[:=] ?(?:single|married|divorced|widowed|separated|engaged)\b/i,
  /\bI(?: am|'m) (?:single|divorced|widowed|separated|engaged)\b/i,
  /\breligio(?:n|us affiliation|us denomination)\b/i,
  /\bdenomination ?[:=]/i,
  /\bborn[- ]again\b/i,
  /\btribes?\b/i,
  /\btribal affiliation\b/i,
  /\bethnic(?:ity| group| background| origin)?\b/i,
  /\bclan\b/i,
  /\bpassports?\b/i,
  /\bnational ?id\b/i,
  /\bid ?(?:no\b|nos\b|number\b|num\b|card\b|#|[:=])/i,
  /\bi\.d\.?(?: |$)/i,
  /\bidentity ?(?:card|no\b|number|document)/i,
  /\bhuduma\b/i,
  /\bkra ?pin\b/i,
  /\bpin ?(?:no\b|number\b|[:=])/i,
  /\b(?:nhif|nssf|shif|sha) ?(?:no\b|number\b|card\b|#|[:=])/i,
  /\bnationality\b/i,
  /\bcitizenship ?[:=]/i,
  /\bphoto(?:graph)? ?[:=]/i,
  /\[ ?photo ?\]/i,
  /\bheight ?[:=]/i,
  /\bweight ?[:=]/i,
  /\bhealth status\b/i,
  /\bdisabilit(?:y|ies) ?[:=]/i,
  /^personal (?:details|data|information|particulars|bio-?data)\b/i,
  /^bio-?data\b/i,
];

/** A part of a line that is a bare status, sex or age ("Single", "Female", "Age 34"). */
const ON_ITS_OWN: readonly RegExp[] = [
  new RegExp(`^(?:${[...MARITAL_STATUSES, ...SEXES].join('|')})$`, 'i'),
  /^(?:sex|gender) (?:male|female|m|f)$/i,
  /^aged? \d{1,3}(?: years)?$/i,
];

/** Religious affiliations: a detail unless they begin a proper name. */
const FAITH = new RegExp(`\\b(?:${FAITHS.join('|')})\\b`, 'gi');

/** Label lines of the writer's own beside the labels of personal details: a line that is nothing but one. */
const OTHER_LABEL_ONLY = /^(?:status|photo|personal (?:details|data|information|particulars))$/i;

/** A line that is nothing but a label ("Date of Birth:", "ID No."); its value may follow on the next line. */
function isLabelOnly(text: string): boolean {
  return personalLabelKind(text) !== undefined || OTHER_LABEL_ONLY.test(text);
}

function mentionsFaith(part: string): boolean {
  for (const match of part.matchAll(FAITH)) {
    const end = (match.index ?? 0) + match[0].length;
    // "Christian Health Association", "Catholic Relief Services": part of an organization's name.
    if (/^ \p{Lu}/u.test(part.slice(end, end + 2))) continue;
    return true;
  }
  return false;
}

/** Whether this text holds a personal detail a Canadian document leaves out. */
export function isPersonalDetail(text: string): boolean {
  const part = trimCharacters(cleanInline(text), ' .,;:|•');
  if (!part) return false;
  return ALWAYS.some((pattern) => pattern.test(part)) || ON_ITS_OWN.some((pattern) => pattern.test(part)) || mentionsFaith(part);
}

/** Parts of one line: after a sentence end, a `|`, `;` or `•`, keeping the separator with the part before it. */
function splitParts(line: string): string[] {
  return line.split(/(?<=[.!?;|•]) /);
}

/** One line without the parts that hold personal details ('' when nothing is left). */
export function withoutPersonalDetails(line: string): string {
  const collapsed = collapseWhitespace(line);
  if (!collapsed || !isPersonalDetail(collapsed)) return collapsed;
  const kept = splitParts(collapsed).filter((part) => !isPersonalDetail(part));
  return trimCharacters(kept.join(' '), ' ,;:|•·-–—');
}

/**
 * The lines of a free-text field without personal details. Blank lines are kept, as they separate
 * paragraphs; a line that only held personal details disappears altogether.
 */
export function stripPersonalDetails(lines: readonly string[]): string[] {
  const result: string[] = [];
  let dropNextValue = false;
  for (const line of lines) {
    if (!line) {
      dropNextValue = false;
      result.push('');
      continue;
    }
    if (dropNextValue) {
      dropNextValue = false;
      // The value of a label on the line before ("Tribe:" then "Kikuyu").
      if (wordCount(line) <= 4) continue;
    }
    const label = trimCharacters(line, ' :-–—.');
    if (line.length < 40 && isLabelOnly(label)) {
      dropNextValue = true;
      continue;
    }
    const kept = withoutPersonalDetails(line);
    if (kept) result.push(kept);
  }
  return result;
}
