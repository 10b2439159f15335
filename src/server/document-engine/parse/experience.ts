import type { ParsedResume } from '../../../shared/schemas/documents';
import { findDateSpan, isDatesOnly } from '../common/dates';
import { isKnownPlace, isPlaceList } from './places';
import { collapseWhitespace, wordCount } from '../common/text';
import { collapseKeepingGaps, cutSpan, isProse, splitFields, splitOutsideBrackets, stripBullet, trimSeparators } from './line-text';
import { companyScore, hasInstitutionWord, roleScore } from './vocabulary';

/**
 * Jobs, in the layouts Kenyan CVs use: "Position – Company, Place (dates)", "Company | Position | dates",
 * a position line then a company line then a dates line, dates first. Achievements are the bullet lines
 * (or sentence lines) under each job.
 */

export type WorkEntry = ParsedResume['workExperience'][number];

interface Draft {
  header: string[];
  achievements: string[];
  hasDates: boolean;
  /** Header lines with more than dates on them. */
  contentLines: number;
  /** The achievements are sentence lines, not bullets. */
  sentences: boolean;
}

/** "Duties:", "Key responsibilities" — a label over the bullets, not part of the job's heading. */
function isDutiesLabel(text: string): boolean {
  if (text.length > 60) return false;
  const lower = trimSeparators(text.toLowerCase());
  return /^(key |main |major |my )?(duties|responsibilities|achievements|tasks|roles|accomplishments|duties and responsibilities|roles and responsibilities|responsibilities and achievements|key achievements)$/.test(
    lower,
  );
}

/** Net "employer-ness" of a piece of text: positive for a company, negative for a job title. */
function employerLean(text: string): number {
  return companyScore(text) - roleScore(text);
}

/** A short capitalised name with no job or company words: an unlisted town ("Mariakani", "Kapseret"). */
function looksLikeUnlistedPlace(text: string): boolean {
  const words = text.split(' ');
  if (words.length > 2 || /\d/.test(text)) return false;
  if (!words.every((word) => /^\p{Lu}\p{Ll}+$/u.test(word))) return false;
  return companyScore(text) === 0 && roleScore(text) === 0 && !hasInstitutionWord(text);
}

function isPlace(text: string, lenient: boolean): boolean {
  return isPlaceList(text) || (lenient && looksLikeUnlistedPlace(text));
}

/** "Jua Kali Metal Works, Kariobangi, Nairobi" → company "Jua Kali Metal Works", place "Kariobangi, Nairobi". */
function peelPlace(field: string): { rest: string; place: string } {
  const parts = splitOutsideBrackets(field, ',');
  let keep = parts.length;
  while (keep > 1) {
    const part = parts[keep - 1] ?? '';
    const lenient = keep === parts.length;
    if (isKnownPlace(part) || (lenient && looksLikeUnlistedPlace(part))) keep -= 1;
    else break;
  }
  return { rest: parts.slice(0, keep).join(', '), place: parts.slice(keep).join(', ') };
}

/** A company line split into fields: "Norwegian Refugee Council – Dadaab" → company + place. */
function companyAndPlace(line: string): { company: string; place: string } {
  const fields = splitFields(line);
  const places: string[] = [];
  while (fields.length > 1 && isPlace(fields[fields.length - 1] ?? '', true)) places.unshift(fields.pop() ?? '');
  const last = fields.pop() ?? '';
  const peeled = peelPlace(last);
  fields.push(peeled.rest);
  if (peeled.place) places.unshift(peeled.place);
  return { company: fields.join(' – '), place: places.join(', ') };
}

interface Heading {
  position: string;
  company: string;
  location: string;
}

/** "Caregiver, Amani Elderly Care Home – Karen, Nairobi", "Acacia Premier Hotel, Kisumu | Cook". */
function readOneLine(line: string): Heading {
  const fields = splitFields(line);
  const places: string[] = [];
  for (let index = fields.length - 1; index >= 0 && fields.length > 1; index -= 1) {
    if (isPlaceList(fields[index] ?? '')) places.unshift(...fields.splice(index, 1));
  }
  let position = '';
  let company = '';
  if (fields.length >= 2) {
    if (fields.length === 2) {
      const [first = '', second = ''] = fields;
      [position, company] = employerLean(first) > employerLean(second) ? [second, first] : [first, second];
    } else {
      let best = 0;
      fields.forEach((field, index) => {
        if (employerLean(field) < employerLean(fields[best] ?? '')) best = index;
      });
      position = fields[best] ?? '';
      company = fields.filter((_, index) => index !== best).join(' – ');
    }
    const peeled = peelPlace(company);
    company = peeled.rest;
    if (peeled.place) places.unshift(peeled.place);
  } else {
    const peeled = peelPlace(fields[0] ?? '');
    if (peeled.place) places.unshift(peeled.place);
    const parts = splitOutsideBrackets(peeled.rest, ',');
    const bracketed = parts.length === 1 ? employerInBrackets({ position: peeled.rest, company: '', location: '' }) : undefined;
    if (bracketed?.company && roleScore(bracketed.position) > 0) {
      position = bracketed.position;
      company = bracketed.company;
    } else if (parts.length >= 2) {
      const first = parts[0] ?? '';
      const rest = parts.slice(1).join(', ');
      [position, company] = employerLean(first) > employerLean(rest) ? [rest, first] : [first, rest];
    } else if (employerLean(peeled.rest) > 0) {
      company = peeled.rest;
    } else {
      position = peeled.rest;
    }
  }
  return { position, company, location: places.join(', ') };
}

/** "Home-Based Carer (Private Family)" with no other employer → "Home-Based Carer" at "Private Family". */
function employerInBrackets(heading: Heading): Heading {
  if (heading.company || !heading.position.endsWith(')')) return heading;
  const open = heading.position.lastIndexOf('(');
  if (open <= 0) return heading;
  const inner = heading.position.slice(open + 1, -1).trim();
  if (inner.includes('(') || !(companyScore(inner) > 0 || (wordCount(inner) >= 2 && roleScore(inner) === 0))) return heading;
  return { ...heading, position: heading.position.slice(0, open).trim(), company: inner };
}

type JobField = 'position' | 'company' | 'location' | 'duration';
const JOB_LABELS = new Map<string, JobField>([
  ['position', 'position'],
  ['position held', 'position'],
  ['job title', 'position'],
  ['title', 'position'],
  ['designation', 'position'],
  ['role', 'position'],
  ['company', 'company'],
  ['employer', 'company'],
  ['organisation', 'company'],
  ['organization', 'company'],
  ['institution', 'company'],
  ['company name', 'company'],
  ['name of employer', 'company'],
  ['location', 'location'],
  ['station', 'location'],
  ['duty station', 'location'],
  ['place', 'location'],
  ['duration', 'duration'],
  ['period', 'duration'],
  ['dates', 'duration'],
  ['date', 'duration'],
  ['from', 'duration'],
  ['years', 'duration'],
]);

/** "Company: Kenya Power" → company + "Kenya Power". */
function jobLabel(text: string): { field: JobField; value: string } | undefined {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 20) return undefined;
  const field = JOB_LABELS.get(collapseWhitespace(text.slice(0, colon).toLowerCase()));
  return field ? { field, value: text.slice(colon + 1).trim() } : undefined;
}

/** Position, company, place and dates from the heading lines of one job. */
function readHeading(lines: string[]): Heading & { duration: string } {
  let duration = '';
  const places: string[] = [];
  const content: string[] = [];
  const labelled: Partial<Record<JobField, string>> = {};
  for (const raw of lines) {
    let text = collapseWhitespace(raw);
    const label = jobLabel(text);
    if (label && label.field !== 'duration') {
      labelled[label.field] ??= label.value;
      continue;
    }
    if (label) text = label.value;
    if (!duration) {
      const range = findDateSpan(text, false);
      const span = range ?? (isDatesOnly(text) ? findDateSpan(text) : undefined);
      if (span) {
        duration = span.display;
        text = cutSpan(text, span.start, span.end);
      }
    }
    text = trimSeparators(text);
    if (!text) continue;
    if (isPlaceList(text)) places.push(text);
    else content.push(text);
  }
  let heading: Heading;
  if (content.length >= 2) {
    let [positionLine = '', companyLine = ''] = content;
    if (employerLean(positionLine) > employerLean(companyLine)) [positionLine, companyLine] = [companyLine, positionLine];
    const { company, place } = companyAndPlace(companyLine);
    heading = { position: positionLine, company, location: place };
  } else {
    heading = readOneLine(content[0] ?? '');
  }
  heading = employerInBrackets({
    position: labelled.position ?? heading.position,
    company: labelled.company ?? heading.company,
    location: labelled.location ?? heading.location,
  });
  const location = [heading.location, ...places].filter((place) => place.length > 0)[0] ?? '';
  return {
    position: trimSeparators(heading.position),
    company: trimSeparators(heading.company),
    location: trimSeparators(location),
    duration,
  };
}

function newDraft(): Draft {
  return { header: [], achievements: [], hasDates: false, contentLines: 0, sentences: false };
}

function addHeader(draft: Draft, text: string, hasDates: boolean, datesOnly: boolean) {
  draft.header.push(text);
  if (hasDates) draft.hasDates = true;
  if (!datesOnly) draft.contentLines += 1;
}

/** The jobs in the lines of an experience section ('' for a blank line). */
export function parseExperience(lines: string[]): WorkEntry[] {
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  let afterBlank = false;
  const start = () => {
    current = newDraft();
    drafts.push(current);
    return current;
  };

  for (const line of lines) {
    if (line.length === 0) {
      afterBlank = true;
      continue;
    }
    const { isBullet, text: rawText } = stripBullet(line);
    const text = collapseWhitespace(rawText);
    // A heading line keeps its wide gaps: they part the position from the employer.
    const headingText = collapseKeepingGaps(rawText);
    const blankBefore = afterBlank;
    afterBlank = false;
    if (!text || isDutiesLabel(text)) continue;
    const range = findDateSpan(text, false);
    const datesOnly = isDatesOnly(text);
    const hasDates = range !== undefined || datesOnly;

    if (isBullet) {
      // "• Cook – Hotel (2019 – 2021)": a job written as a bullet.
      const rest = range ? cutSpan(text, range.start, range.end) : text;
      const looksLikeJob = hasDates && !isProse(rest) && (!current || current.hasDates || current.achievements.length > 0);
      if (looksLikeJob) addHeader(start(), headingText, true, datesOnly);
      else (current ?? start()).achievements.push(text);
      continue;
    }

    if (!current) {
      addHeader(start(), headingText, hasDates, datesOnly);
      continue;
    }
    const draft: Draft = current;
    const complete = draft.hasDates && draft.contentLines > 0;
    if (draft.achievements.length > 0) {
      if (draft.sentences && !hasDates && !blankBefore && isProse(text)) draft.achievements.push(text);
      else addHeader(start(), headingText, hasDates, datesOnly);
    } else if (hasDates && draft.hasDates) {
      addHeader(start(), headingText, hasDates, datesOnly);
    } else if (complete) {
      if (!blankBefore && !hasDates && isProse(text)) {
        draft.achievements.push(text);
        draft.sentences = true;
      } else if (!blankBefore && isPlaceList(text)) {
        addHeader(draft, headingText, false, false);
      } else {
        addHeader(start(), headingText, hasDates, datesOnly);
      }
    } else if (!hasDates && isProse(text) && draft.contentLines >= 2) {
      draft.achievements.push(text);
      draft.sentences = true;
    } else if (blankBefore && draft.contentLines >= 2) {
      addHeader(start(), headingText, hasDates, datesOnly);
    } else {
      addHeader(draft, headingText, hasDates, datesOnly);
    }
  }

  const entries: WorkEntry[] = [];
  for (const draft of drafts) {
    const heading = readHeading(draft.header);
    if (!heading.position && !heading.company && draft.achievements.length === 0) continue;
    entries.push({ ...heading, achievements: draft.achievements });
  }
  return entries;
}
