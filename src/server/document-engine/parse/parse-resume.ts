import {
  EXCLUDED_PERSONAL_DETAILS,
  PARSED_RESUME_LIMITS,
  type ExcludedPersonalDetail,
  type ParsedResume,
} from '../../../shared/schemas/documents';
import {
  findEmail,
  findLinkedIn,
  findPhones,
  hasEmail,
  labelledValue,
  nameFromHeaderLine,
  cleanName,
  placeFromAddressValue,
  placeInLine,
  splitName,
} from './contact';
import { unfoldColumns } from './columns';
import { parseEducation } from './education';
import { parseExperience } from './experience';
import { parseLanguages } from './language-entries';
import { isRegistrationLine, parseLicences } from './licences';
import { isPhotoLine, personalDetail } from './personal-detail-lines';
import { routeLines, type RoutedLine, type SectionKind } from './section-routing';
import { parseSkills } from './skills';
import { isTableHeader } from './table-headers';
import { collapseWhitespace, withinLength, wordCount } from '../common/text';
import { MAX_INPUT_CHARS, isProse, joinWrappedLines, rawLines, tidyLines } from './line-text';

/**
 * The built-in résumé parser: CV text in, the shared ParsedResume shape out. Deterministic, offline, and
 * linear in the length of the text (which it cuts at 50,000 characters). Personal details a Canadian
 * resume never carries are reported by kind in `excludedDetails`; their values appear nowhere.
 */

type ContentSection = 'profile' | 'skills' | 'experience' | 'education' | 'languages' | 'licences';
const CONTENT_SECTIONS = new Set<SectionKind>(['profile', 'skills', 'experience', 'education', 'languages', 'licences']);
/** Sections whose lines hold the member's own details. */
const DETAIL_SECTIONS = new Set<SectionKind>(['header', 'contact', 'personal']);
/** Sections the result takes nothing from. */
const DROPPED_SECTIONS = new Set<SectionKind>(['referees', 'ignored']);
/** How many header lines may come before the name. */
const NAME_SEARCH_LINES = 4;
/** The bounds a parse sent back must keep to. */
const MAX_SUMMARY_CHARS = PARSED_RESUME_LIMITS.summary;
const MAX_LICENCES = PARSED_RESUME_LIMITS.licences;

interface Sorted {
  content: Record<ContentSection, string[]>;
  /** Lines with the member's own details, in order: the header, contact and personal sections first. */
  detailLines: RoutedLine[];
  /** Contact details met elsewhere (a phone in a stray line of two-column text). */
  strayContactLines: string[];
  excluded: Set<ExcludedPersonalDetail>;
}

/** Any contact detail in the line: an e-mail, a LinkedIn address or a phone number. */
function hasContact(text: string): boolean {
  return hasEmail(text) || findLinkedIn(text) !== undefined || findPhones(text).length > 0;
}

function isContactOnly(text: string): boolean {
  if (hasEmail(text) || findLinkedIn(text)) return true;
  return findPhones(text).length > 0 && wordCount(text) <= 6;
}

/** Sends each routed line to its section's list, taking personal details and contact lines out. */
function sortLines(routed: RoutedLine[]): Sorted {
  const sorted: Sorted = {
    content: { profile: [], skills: [], experience: [], education: [], languages: [], licences: [] },
    detailLines: [],
    strayContactLines: [],
    excluded: new Set(),
  };
  for (const line of routed) {
    if (DROPPED_SECTIONS.has(line.kind)) {
      // "OTHER INFORMATION" holding an ID number or a date of birth: reported by kind, taken nowhere.
      const detail = line.kind === 'ignored' && line.text ? personalDetail(line.text, false) : undefined;
      for (const kind of detail?.kinds ?? []) sorted.excluded.add(kind);
      continue;
    }
    const content = CONTENT_SECTIONS.has(line.kind) ? sorted.content[line.kind as ContentSection] : undefined;
    if (line.text.length === 0) {
      content?.push('');
      continue;
    }
    // A table's header row is no data; the jobs' reader keeps it to read the rows under it by column.
    if (isTableHeader(line.text) && line.kind !== 'experience') continue;
    if (isPhotoLine(line.text)) {
      sorted.excluded.add('photo');
      continue;
    }
    const detail = personalDetail(line.text, line.kind === 'personal');
    if (detail) {
      for (const kind of detail.kinds) sorted.excluded.add(kind);
      continue;
    }
    if (DETAIL_SECTIONS.has(line.kind) && isRegistrationLine(line.text)) {
      sorted.content.licences.push(line.text);
      continue;
    }
    // A paragraph under the name with no heading of its own ("Registered nurse with 5 years in…"): the profile.
    const headerParagraph = line.kind === 'header' && isProse(line.text) && !hasContact(line.text) && !labelledValue(line.text);
    if (headerParagraph && !placeInLine(line.text)) {
      sorted.content.profile.push(line.text);
      continue;
    }
    if (DETAIL_SECTIONS.has(line.kind)) {
      sorted.detailLines.push(line);
      continue;
    }
    const labelled = labelledValue(line.text);
    // A job's "Location: Nairobi" stays with the job; under a profile heading ("Personal Profile" over
    // "Residence: Kitengela") a labelled place is the member's own, never summary text.
    const placeLabel = labelled?.label === 'location' || labelled?.label === 'address';
    if ((labelled && (!placeLabel || line.kind === 'profile')) || isContactOnly(line.text)) {
      sorted.strayContactLines.push(line.text);
      continue;
    }
    content?.push(line.text);
  }
  return sorted;
}

function firstOf<T>(lines: string[], find: (line: string) => T | undefined): T | undefined {
  for (const line of lines) {
    const found = find(line);
    if (found !== undefined) return found;
  }
  return undefined;
}

function readPersonalInfo(sorted: Sorted): ParsedResume['personalInfo'] {
  const detailTexts = sorted.detailLines.map((line) => line.text);
  const everywhere = [...detailTexts, ...sorted.strayContactLines];

  const labelledName = firstOf(everywhere, (line) => {
    const labelled = labelledValue(line);
    return labelled?.label === 'name' ? cleanName(labelled.value) : undefined;
  });
  const headerLines = sorted.detailLines.filter((line) => line.kind === 'header').map((line) => line.text);
  const name = labelledName ?? firstOf(headerLines.slice(0, NAME_SEARCH_LINES), nameFromHeaderLine) ?? '';

  const email = firstOf(everywhere, findEmail) ?? '';
  const phone = firstOf(everywhere, (line) => findPhones(line)[0]) ?? '';
  const linkedin = firstOf(everywhere, findLinkedIn);

  const labelledPlace = (wanted: 'location' | 'address') =>
    firstOf(everywhere, (line) => {
      const labelled = labelledValue(line);
      if (labelled?.label !== wanted) return undefined;
      return placeFromAddressValue(labelled.value) || undefined;
    });
  const location =
    labelledPlace('location') ??
    labelledPlace('address') ??
    firstOf(detailTexts, (line) => (labelledValue(line) ? undefined : placeInLine(line) || undefined)) ??
    '';

  const { firstName, lastName } = splitName(name);
  return { firstName, lastName, email, phone, location, ...(linkedin ? { linkedin } : {}) };
}

/** The profile or objective paragraph as the member wrote it, its lines joined (docs/product.md#documents). */
function readSummary(lines: string[]): string {
  const text = collapseWhitespace(lines.filter((line) => line.length > 0).join(' '));
  return withinLength(text, MAX_SUMMARY_CHARS);
}

/** "Certificate of Good Conduct, 2022" or "Driving licence class B" among the schooling, with no school: a licence. */
function isLicenceEntry(entry: ParsedResume['education'][number]): boolean {
  return !entry.institution && !entry.grade && /\b(licen[cs]e|good conduct|permit)\b/i.test(entry.degree);
}

const licenceOf = (entry: ParsedResume['education'][number]) => (entry.year ? `${entry.degree} (${entry.year})` : entry.degree);

/** Parses CV text into the shared ParsedResume shape. Never throws. */
export function parseResume(text: string): ParsedResume {
  const input = typeof text === 'string' ? withinLength(text, MAX_INPUT_CHARS) : '';
  const sorted = sortLines(routeLines(tidyLines(unfoldColumns(rawLines(input)))));
  const summary = readSummary(sorted.content.profile);
  const schooling = parseEducation(joinWrappedLines(sorted.content.education));
  const education = schooling.filter((entry) => !isLicenceEntry(entry));
  const licences = [...parseLicences(joinWrappedLines(sorted.content.licences)), ...schooling.filter(isLicenceEntry).map(licenceOf)];
  return {
    personalInfo: readPersonalInfo(sorted),
    ...(summary ? { summary } : {}),
    ...(licences.length > 0 ? { licences: licences.slice(0, MAX_LICENCES) } : {}),
    skills: parseSkills(sorted.content.skills),
    languages: parseLanguages(sorted.content.languages),
    workExperience: parseExperience(sorted.content.experience),
    education,
    excludedDetails: EXCLUDED_PERSONAL_DETAILS.filter((kind) => sorted.excluded.has(kind)),
  };
}
