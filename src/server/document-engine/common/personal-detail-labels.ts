import personalDetails from '../data/personal-details.json';
import { EXCLUDED_PERSONAL_DETAILS, type ExcludedPersonalDetail } from '../../../shared/schemas/documents';
import { collapseWhitespace } from './text';

/**
 * The words that name a personal detail a Canadian resume never carries (docs/decisions/015-document-engines.md),
 * in one list for the parser, which reports which kinds a CV had, and the writer, which drops them from
 * what a member typed. The words themselves are data: ../data/personal-details.json.
 */

const isKind = (value: string): value is ExcludedPersonalDetail => (EXCLUDED_PERSONAL_DETAILS as readonly string[]).includes(value);

/** Labels Kenyan CVs put before a personal detail, with the kind each names (a kind the schema lacks fails at load). */
export const PERSONAL_DETAIL_LABELS: ReadonlyArray<readonly [string, ExcludedPersonalDetail]> = Object.entries(personalDetails.labels).map(
  ([label, kind]) => {
    if (!isKind(kind)) throw new Error(`data/personal-details.json: "${label}" names no personal detail the schema knows ("${kind}")`);
    return [label, kind] as const;
  },
);

/** Labels of other personal lines a resume leaves out, which have no kind of their own ("Nationality", "Home County"). */
export const OTHER_PERSONAL_LABELS: readonly string[] = personalDetails.otherLabels;

export const SEXES: readonly string[] = personalDetails.sexes;
export const MARITAL_STATUSES: readonly string[] = personalDetails.maritalStatuses;
/** Religious affiliations, as a CV states them. */
export const FAITHS: readonly string[] = personalDetails.faiths;

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
