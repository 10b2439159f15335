import { PARSED_RESUME_LIMITS, type ParsedResume } from '../../../shared/schemas/documents';
import { findDateSpan, isDatesOnly } from '../common/dates';
import { isKnownPlace, isPlaceList } from './places';
import { collapseWhitespace, wordCount } from '../common/text';
import {
  collapseKeepingGaps,
  cutSpan,
  endsUnfinished,
  isProse,
  splitFields,
  splitOutsideBrackets,
  stripBullet,
  trimSeparators,
} from './line-text';
import { companyScore, hasInstitutionWord, roleScore } from './vocabulary';
import { isTableHeader } from './table-headers';

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
  /** The job opened with a line of dates alone ("Jan 2019 – To date" above "G4S Kenya Limited, Nairobi"). */
  datesFirst: boolean;
  /** Bullets under "Mavoko Water – duties:" or "Achievements at Nyanchwa:", for the job of that employer. */
  attachTo?: string;
  /** The fields its heading gave by label ("Period: …", "Organisation: …", "Position: …"). */
  labels: Set<JobField>;
}

/** "Mavoko Water and Sewerage Co. – duties:", "Achievements at Nyanchwa:" → the employer named. */
function dutiesOf(text: string): string | undefined {
  if (text.length > 80) return undefined;
  const after = /^(.{2,60}?)\s*[–—-]\s*(?:key |main |my )?(?:duties|responsibilities|achievements|tasks)\s*:?$/i.exec(text);
  if (after) return trimSeparators(after[1] ?? '');
  const before = /^(?:key |main |my )?(?:duties|responsibilities|achievements|tasks)\s+(?:at|in|with|for)\s+(.{2,60}?)\s*:?$/i.exec(text);
  return before ? trimSeparators(before[1] ?? '') : undefined;
}

/** The job whose employer the label names: every word of the label in the employer, in order of jobs. */
function jobNamed(entries: WorkEntry[], name: string): WorkEntry | undefined {
  const wanted = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (wanted.length === 0) return undefined;
  // Only as many jobs as a resume keeps are searched, so a hostile text cannot make this quadratic.
  return entries.slice(0, PARSED_RESUME_LIMITS.workExperience).find((entry) => {
    const have = new Set(`${entry.company} ${entry.position}`.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    return wanted.every((word) => have.has(word));
  });
}

/** A job's heading lines, its dates apart: an employer line and a title line at most. */
const HEADING_LINES_UNDER_DATES = 2;

/** "Duties:", "Key responsibilities" — a label over the bullets, not part of the job's heading. */
function isDutiesLabel(text: string): boolean {
  if (text.length > 60) return false;
  const lower = trimSeparators(text.toLowerCase());
  return /^(key |main |major |my )?(duties|responsibilities|achievements|tasks|roles|accomplishments|duties and responsibilities|roles and responsibilities|responsibilities and achievements|key achievements)$/.test(
    lower,
  );
}

/** "Duties: Guarding gates" → "Guarding gates". */
function inlineDuties(text: string): string | undefined {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 40 || !isDutiesLabel(text.slice(0, colon))) return undefined;
  const rest = text.slice(colon + 1).trim();
  return rest.length > 0 ? rest : undefined;
}

/** Words that make a name a registered business ("Ltd", "Sacco", "PLC"): an employer, whatever other words it has. */
const LEGAL_FORM = /\b(ltd|limited|plc|inc|llc|llp|sacco|co-operative|cooperative)\b\.?/i;

/** Net "employer-ness" of a piece of text: positive for a company, negative for a job title. */
function employerLean(text: string): number {
  return companyScore(text) - roleScore(text) + (LEGAL_FORM.test(text) ? 2 : 0);
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
  let position: string;
  let company: string;
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
    } else {
      [position, company] = positionAtEmployer(peeled.rest);
      if (!company && employerLean(peeled.rest) > 0) [position, company] = ['', peeled.rest];
    }
  }
  return { position, company, location: places.join(', ') };
}

/** "Security Guard at G4S Kenya Limited" → the title and the employer; other text is a title alone. */
function positionAtEmployer(text: string): [string, string] {
  const at = text.indexOf(' at ');
  if (at <= 0) return [text, ''];
  const position = text.slice(0, at).trim();
  const employer = text.slice(at + 4).trim();
  return roleScore(position) > 0 && employer.length > 0 && /^[\p{Lu}\d]/u.test(employer) ? [position, employer] : [text, ''];
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
  // "Organisation: Plan Kenya, Busia": a place after the labelled employer is where the job was.
  if (labelled.company && !labelled.location) {
    const { company, place } = companyAndPlace(labelled.company);
    if (place && company) [labelled.company, labelled.location] = [company, place];
  }
  // "Position: Guard" under "KK Security, Thika": the unlabelled line is the employer.
  const unlabelledEmployer = labelled.position && !labelled.company && !heading.company ? heading.position : '';
  heading = employerInBrackets({
    position: labelled.position ?? heading.position,
    company: labelled.company ?? (heading.company || unlabelledEmployer),
    location: labelled.location ?? heading.location,
  });
  let location = [heading.location, ...places].filter((place) => place.length > 0)[0] ?? '';
  // "G4S Kenya Limited (Nairobi)": a known place in brackets after the employer is where the job was.
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/.exec(heading.company);
  if (bracketed && !location && isPlaceList(bracketed[2] ?? '')) {
    heading = { ...heading, company: bracketed[1] ?? '' };
    location = bracketed[2] ?? '';
  }
  return {
    position: trimSeparators(heading.position),
    company: trimSeparators(heading.company),
    location: trimSeparators(location),
    duration,
  };
}

/** The heading so far names a title or an employer, not both. */
function lacksTitleOrEmployer(draft: Draft): boolean {
  const heading = readHeading(draft.header);
  return !heading.position || !heading.company;
}

function newDraft(): Draft {
  return { header: [], achievements: [], hasDates: false, contentLines: 0, sentences: false, datesFirst: false, labels: new Set() };
}

function addHeader(draft: Draft, text: string, hasDates: boolean, datesOnly: boolean) {
  if (draft.header.length === 0 && datesOnly) draft.datesFirst = true;
  const label = jobLabel(collapseWhitespace(text));
  if (label) draft.labels.add(label.field);
  draft.header.push(text);
  if (hasDates) draft.hasDates = true;
  if (!datesOnly) draft.contentLines += 1;
}

/** "Jan 2019 – Present" → start "Jan 2019", end "Present"; a single date is the start alone. */
function startAndEnd(duration: string): { start?: string; end?: string } {
  if (!duration) return {};
  const [start = '', end = ''] = duration.split(' – ');
  return end ? { start, end } : { start };
}

/** What a table's column holds, by the words of its header ("Period", "Employer", "Position held"). */
function columnField(name: string): JobField | undefined {
  const words = name.toLowerCase().split(/[^\p{L}]+/u);
  const has = (...wanted: string[]) => wanted.some((word) => words.includes(word));
  if (has('period', 'year', 'years', 'date', 'dates', 'duration', 'from')) return 'duration';
  if (has('employer', 'company', 'organisation', 'organization', 'institution', 'school', 'station')) return 'company';
  if (has('position', 'title', 'role', 'designation', 'job')) return 'position';
  if (has('location', 'town', 'place')) return 'location';
  return undefined;
}

interface TableLayout {
  fields: (JobField | undefined)[];
  /** Where each column's name starts on the header line (a row is cut there when its text allows). */
  starts: number[];
}

/** Where each field of a header line starts, the line cut at wide gaps only (3+ spaces or a tab). */
function fieldStarts(line: string): number[] {
  const starts: number[] = [];
  let gap = 3;
  for (let at = 0; at < line.length; at += 1) {
    const char = line.charAt(at);
    if (char === ' ') gap += 1;
    else if (char === '\t') gap = 3;
    else {
      if (gap >= 3) starts.push(at);
      gap = 0;
    }
  }
  return starts;
}

/** A table's header row split into its columns: at pipes, tabs, wide gaps or spaced dashes. */
function tableColumns(line: string): TableLayout {
  const fields = splitFields(collapseKeepingGaps(line))
    .map(trimSeparators)
    .filter((field) => field.length > 0)
    .map(columnField);
  const starts = line.includes('|') || line.includes('\t') ? [] : fieldStarts(line);
  return { fields, starts: starts.length === fields.length ? starts : [] };
}

/**
 * A row cut where the header's columns start ("Acme Ltd, Mombasa Rd  Storeman" under "EMPLOYER   POSITION"
 * keeps "Mombasa Rd" with the employer though only two spaces part it from the title). Undefined when text
 * runs across a column's start, as it does in a row that is not laid out under the header.
 */
function cellsAtStarts(line: string, starts: number[]): string[] | undefined {
  if (starts.length < 2 || line.includes('|') || line.includes('\t')) return undefined;
  for (const start of starts.slice(1)) {
    // Text starting at the column needs a gap of two spaces before it: one space is a word break in a cell.
    const textStartsThere = start < line.length && line.charAt(start) !== ' ';
    if (textStartsThere && (line.charAt(start - 1) !== ' ' || line.charAt(start - 2) !== ' ')) return undefined;
  }
  return starts.map((start, index) => collapseWhitespace(line.slice(start, starts[index + 1] ?? line.length)));
}

/**
 * A row of the table under that header, as labelled heading lines ("Position: Guard"; the employer and the
 * dates unlabelled, so that a place after the employer and "To date" are read as ever); columns the job has
 * no field for (subjects taught) are left out. Undefined when the line is no row of as many columns.
 */
function tableRow(line: string, layout: TableLayout): string[] | undefined {
  const columns = layout.fields;
  if (!line.includes('|') && !/ {3,}|\t/.test(line)) return undefined;
  const cells =
    cellsAtStarts(line, layout.starts) ??
    collapseKeepingGaps(line)
      .split('|')
      .map((cell) => cell.trim());
  while (cells.length > 0 && cells[0] === '') cells.shift();
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  if (cells.length !== columns.length || !columns.includes('position')) return undefined;
  const lines: string[] = [];
  columns.forEach((field, index) => {
    const cell = cells[index] ?? '';
    if (!field || !cell) return;
    if (field === 'duration') lines.unshift(cell);
    else lines.push(field === 'company' ? cell : `${field}: ${cell}`);
  });
  return lines;
}

/** The most words the rest of a wrapped bullet has when nothing else says it is one. */
const MAX_ORPHAN_WORDS = 6;

/**
 * A line under a bullet, with no blank between, that is the bullet's wrapped rest rather than the next job's
 * heading: the bullet stops on a word that needs more ("…for" / "1,200 staff"), or a few words stand alone
 * between the bullet and a blank line in a job that already has its dates (the next job's heading would
 * have a second line under it: an employer, a title or dates).
 */
function isWrappedRest(bullet: string, text: string, hasDates: boolean, jobHasDates: boolean, blankBelow: boolean): boolean {
  if (endsUnfinished(bullet)) return true;
  return blankBelow && jobHasDates && !hasDates && wordCount(text) <= MAX_ORPHAN_WORDS && !isPlaceList(text) && !isTableHeader(text);
}

/** The jobs in the lines of an experience section ('' for a blank line). */
export function parseExperience(lines: string[]): WorkEntry[] {
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  let columns: TableLayout | undefined;
  let afterBlank = false;
  /** The line before was a bullet (or the wrapped rest of one). */
  let afterBullet = false;
  const start = () => {
    current = newDraft();
    drafts.push(current);
    return current;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const wasAfterBullet: boolean = afterBullet;
    afterBullet = false;
    if (line.length === 0) {
      afterBlank = true;
      continue;
    }
    if (isTableHeader(line)) {
      columns = tableColumns(line);
      continue;
    }
    const row = columns ? tableRow(line, columns) : undefined;
    if (row) {
      const draft = start();
      for (const [index, header] of row.entries()) addHeader(draft, header, index === 0 && row.length > 1, false);
      draft.hasDates = row.some((header) => findDateSpan(header) !== undefined);
      afterBlank = false;
      continue;
    }
    const { isBullet, text: rawText } = stripBullet(line);
    const text = collapseWhitespace(rawText);
    // A heading line keeps its wide gaps: they part the position from the employer.
    const headingText = collapseKeepingGaps(rawText);
    const blankBefore = afterBlank;
    afterBlank = false;
    if (!text || isDutiesLabel(text)) continue;
    // "Duties: Guarding gates, checking visitors": the label with its duties on the same line.
    const duties = isBullet ? undefined : inlineDuties(text);
    if (duties && current) {
      current.achievements.push(duties);
      continue;
    }
    const range = findDateSpan(text, false);
    const datesOnly = isDatesOnly(text);
    const hasDates = range !== undefined || datesOnly;
    const nextLine = lines[index + 1] ?? '';
    const bulletNext = nextLine.length > 0 && stripBullet(nextLine).isBullet;
    // A table of jobs, then each employer's name over its bullets: the bullets go to that employer's row.
    const employerOverBullets = columns !== undefined && !isBullet && !hasDates && bulletNext && !isProse(text);
    const named = isBullet ? undefined : (dutiesOf(text) ?? (employerOverBullets ? text : undefined));
    if (named) {
      current = { ...newDraft(), attachTo: named };
      drafts.push(current);
      continue;
    }
    // A bullet wrapped onto the next line (narrow columns, text pulled from a PDF): the rest belongs to it.
    const lastAchievement = current ? current.achievements.length - 1 : -1;
    if (current && !isBullet && wasAfterBullet && !blankBefore && lastAchievement >= 0) {
      const bullet = current.achievements[lastAchievement] ?? '';
      if (isWrappedRest(bullet, text, hasDates, current.hasDates, nextLine.length === 0)) {
        current.achievements[lastAchievement] = `${bullet} ${text}`;
        afterBullet = true;
        continue;
      }
    }
    // "Period: …", "Organisation: …", "Position: …": labelled fields of one job, until a label comes again.
    const label = isBullet ? undefined : jobLabel(text);
    if (label && current && current.achievements.length === 0 && current.labels.size > 0 && !current.labels.has(label.field)) {
      addHeader(current, headingText, hasDates, datesOnly);
      continue;
    }

    if (isBullet) {
      // "• Cook – Hotel (2019 – 2021)": a job written as a bullet.
      const rest = range ? cutSpan(text, range.start, range.end) : text;
      const looksLikeJob = hasDates && !isProse(rest) && (!current || current.hasDates || current.achievements.length > 0);
      if (looksLikeJob) addHeader(start(), headingText, true, datesOnly);
      else {
        (current ?? start()).achievements.push(text);
        afterBullet = true;
      }
      continue;
    }

    if (!current) {
      addHeader(start(), headingText, hasDates, datesOnly);
      continue;
    }
    // A bullet wrapped onto the next line (narrow columns): the lower-case rest belongs to the bullet.
    const lastBullet = current.achievements.length - 1;
    if (lastBullet >= 0 && !blankBefore && /^\p{Ll}/u.test(text)) {
      current.achievements[lastBullet] = `${current.achievements[lastBullet] ?? ''} ${text}`;
      afterBullet = wasAfterBullet;
      continue;
    }
    const draft: Draft = current;
    const complete = draft.hasDates && draft.contentLines > 0;
    if (draft.achievements.length > 0) {
      if (draft.sentences && !hasDates && !blankBefore && isProse(text)) draft.achievements.push(text);
      // Dates written under the bullets of a job that had none: they close that job.
      else if (datesOnly && !draft.hasDates) addHeader(draft, headingText, true, true);
      else addHeader(start(), headingText, hasDates, datesOnly);
    } else if (hasDates && draft.hasDates) {
      addHeader(start(), headingText, hasDates, datesOnly);
    } else if (
      complete &&
      !blankBefore &&
      !hasDates &&
      !isProse(text) &&
      draft.contentLines < HEADING_LINES_UNDER_DATES &&
      (draft.datesFirst || lacksTitleOrEmployer(draft))
    ) {
      // The job's title or employer is still to come ("Jan 2019 – To date   G4S Kenya Ltd", then "Guard").
      addHeader(draft, headingText, false, false);
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
    const owner = draft.attachTo === undefined ? undefined : jobNamed(entries, draft.attachTo);
    if (owner) {
      owner.achievements.push(...draft.achievements);
      continue;
    }
    const heading = readHeading(draft.header.length > 0 ? draft.header : [draft.attachTo ?? '']);
    if (!heading.position && !heading.company && draft.achievements.length === 0) continue;
    entries.push({ ...heading, ...startAndEnd(heading.duration), achievements: draft.achievements });
  }
  return entries;
}
