import sectionHeadings from '../data/section-headings.json';
import { findDateSpan } from '../common/dates';
import { hasEmail, hasPhone } from './contact';
import { isLanguageLine } from './language-entries';
import { isPersonalDetailLine } from './personal-detail-lines';
import { isPlaceList } from './places';
import { companyScore, hasDegreeWord, hasInstitutionWord, roleScore } from './vocabulary';
import { collapseWhitespace, wordCount } from '../common/text';
import { isAllCaps, isProse, stripBullet } from './line-text';

/**
 * Section headings in the many spellings Kenyan CVs use ("CAREER OBJECTIVE", "Work History:", "Bio Data",
 * "ACADEMIC QUALIFICATIONS"), and the routing of each line to the section it belongs to — including
 * two-column PDF text, where the lines of two sections arrive interleaved.
 */

export type SectionKind =
  'header' | 'profile' | 'contact' | 'skills' | 'experience' | 'education' | 'licences' | 'languages' | 'personal' | 'referees' | 'ignored';

const HEADINGS: Record<Exclude<SectionKind, 'header'>, string[]> = sectionHeadings.bySection;

const HEADING_KIND = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const name of names) HEADING_KIND.set(name, kind);
}

/** Lower-case the heading, drop decoration ("=== EDUCATION ===", "1. Skills:"), '&' → 'and'. */
function normaliseHeading(text: string): string {
  if (text.length > 60) return '';
  let start = 0;
  let end = text.length;
  while (start < end && !/\p{L}/u.test(text.charAt(start))) start += 1;
  while (end > start && !/[\p{L})]/u.test(text.charAt(end - 1))) end -= 1;
  let normal = collapseWhitespace(text.slice(start, end).toLowerCase().replace(/&/g, ' and ').replace(/[’']/g, ''));
  if (normal.startsWith('my ')) normal = normal.slice(3);
  return normal;
}

/**
 * Headings that are also ordinary words in a list ("Leadership" among skills, "Training" under a job):
 * they open a section only in capitals, with a colon, or after a blank line.
 */
const WEAK_HEADINGS = new Set(sectionHeadings.weak);

/** "Teaching experience", "Hospitality work experience": a short heading that ends in "experience". */
function experienceOfAKind(normal: string): SectionKind | undefined {
  const words = normal.split(' ');
  return words.length >= 2 && words.length <= 4 && words[words.length - 1] === 'experience' && /^[a-z ]+$/.test(normal)
    ? 'experience'
    : undefined;
}

/**
 * The section a heading line opens, if the whole line is a heading. `afterBlank`: the line follows a blank
 * line (or starts the text), which lets a weak heading count.
 */
export function headingKind(line: string, afterBlank = true): SectionKind | undefined {
  const bullet = stripBullet(line);
  if (bullet.isBullet && !(/^\d/.test(line) && isAllCaps(bullet.text))) return undefined;
  const normal = normaliseHeading(line);
  const kind = HEADING_KIND.get(normal) ?? experienceOfAKind(normal);
  if (!kind || !WEAK_HEADINGS.has(normal)) return kind;
  return afterBlank || isAllCaps(line) || line.trimEnd().endsWith(':') ? kind : undefined;
}

export interface InlineHeading {
  kind: SectionKind;
  /** What follows the heading on the same line. */
  rest: string;
}

/** "Languages: English (fluent), Kiswahili" → languages + "English (fluent), Kiswahili". */
export function inlineHeading(line: string): InlineHeading | undefined {
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > 40) return undefined;
  const kind = headingKind(`${line.slice(0, colon)}:`);
  const rest = line.slice(colon + 1).trim();
  if (!kind || rest.length === 0) return undefined;
  return { kind, rest };
}

export interface RoutedLine {
  kind: SectionKind;
  /** The line's text ('' for a blank line). */
  text: string;
}

function isContactLine(text: string): boolean {
  return hasEmail(text) || hasPhone(text) || text.toLowerCase().includes('linkedin.com');
}

/**
 * How well a line fits a section, 0 (not at all) to 3 (surely): used to send each line of two-column
 * text to the right one of the two sections that are open side by side.
 */
export function fit(line: string, kind: SectionKind): number {
  const { isBullet, text } = stripBullet(line);
  const contact = isContactLine(text);
  switch (kind) {
    case 'contact':
      return contact || isPlaceList(text) ? 3 : 0;
    case 'header':
      return contact ? 2 : 1;
    case 'personal':
      return isPersonalDetailLine(text) ? 3 : 0;
    case 'languages':
      return isLanguageLine(text) ? 3 : 0;
    case 'profile':
      if (contact) return 0;
      return isProse(text) || /^\p{Ll}/u.test(text) ? 2 : 1;
    case 'skills':
      if (contact || isLanguageLine(text) || hasDegreeWord(text) || findDateSpan(text, false)) return 0;
      return isBullet || wordCount(text) <= 8 || text.includes(',') ? 2 : 1;
    case 'experience':
      if (contact || isLanguageLine(text) || hasDegreeWord(text)) return 0;
      if (isBullet || findDateSpan(text, false)) return 3;
      if (hasInstitutionWord(text) && findDateSpan(text)) return 1;
      return roleScore(text) + companyScore(text) > 0 ? 2 : 1;
    case 'education':
      if (contact) return 0;
      if (hasDegreeWord(text) || hasInstitutionWord(text)) return 3;
      return findDateSpan(text) ? 2 : 1;
    default:
      return 1;
  }
}

/** A heading on a line of its own, or undefined. */
function standaloneHeading(lines: string[], index: number): SectionKind | undefined {
  const line = lines[index] ?? '';
  return line.length > 0 ? headingKind(line, index === 0 || (lines[index - 1] ?? '').length === 0) : undefined;
}

/** Inline headings leave these sections open: they are key–value blocks ("Languages: …" in Bio Data). */
const KEY_VALUE_SECTIONS = new Set<SectionKind>(['header', 'personal', 'contact']);
/** Lines sent against the alternation, in a row, after which two-column text is taken to have ended. */
const OVERRIDES_TO_LEAVE_COLUMNS = 3;

/**
 * Sends each line to a section. A heading opens its section; content goes to the most recent heading.
 * Two headings on consecutive lines open two columns: the lines that follow alternate between them, unless
 * a line plainly fits the other column better (one column has run out). A blank line ends the columns.
 */
export function routeLines(lines: string[]): RoutedLine[] {
  const routed: RoutedLine[] = [];
  let current: SectionKind = 'header';
  let columns: [SectionKind, SectionKind] | undefined;
  let expected = 0;
  let overrides = 0;
  let lastColumn = 0;

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.length === 0) {
      if (columns) current = columns[lastColumn] ?? current;
      columns = undefined;
      routed.push({ kind: current, text: '' });
      continue;
    }
    const heading = standaloneHeading(lines, index);
    if (heading) {
      if (columns) {
        columns[expected] = heading;
        lastColumn = expected;
        expected = 1 - expected;
        continue;
      }
      const nextHeading = standaloneHeading(lines, index + 1);
      if (nextHeading) {
        columns = [heading, nextHeading];
        expected = 0;
        overrides = 0;
        lastColumn = 1;
        index += 1;
        continue;
      }
      current = heading;
      continue;
    }
    const inline = inlineHeading(line);
    if (inline) {
      routed.push({ kind: inline.kind, text: inline.rest });
      if (columns) expected = 1 - expected;
      else if (!KEY_VALUE_SECTIONS.has(current) || inline.kind === current) current = inline.kind;
      continue;
    }
    if (!columns) {
      routed.push({ kind: current, text: line });
      continue;
    }
    const other = 1 - expected;
    const fitsExpected = fit(line, columns[expected] ?? 'ignored');
    const fitsOther = fit(line, columns[other] ?? 'ignored');
    const column = fitsOther >= fitsExpected + 2 ? other : expected;
    overrides = column === expected ? 0 : overrides + 1;
    routed.push({ kind: columns[column] ?? current, text: line });
    lastColumn = column;
    expected = 1 - column;
    if (overrides >= OVERRIDES_TO_LEAVE_COLUMNS) {
      current = columns[column] ?? current;
      columns = undefined;
    }
  }
  return routed;
}
