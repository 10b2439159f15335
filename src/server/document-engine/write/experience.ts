import type { ParsedResume } from '../../../shared/schemas/documents';
import { startsWithActionVerb, toAchievementBullet, toFirstPersonClause } from './action-verbs';
import { findDateSpan, type DateSpan } from '../common/dates';
import { trimCharacters, wordCount } from '../common/text';
import {
  SEPARATOR_CHARACTERS,
  cleanInline,
  splitSentences,
  startsWithListMarker,
  toParagraphs,
  uniqueCaseInsensitive,
  withoutFinalStop,
} from './member-text';
import { capitaliseFirst } from './phrasing';

type WorkEntry = ParsedResume['workExperience'][number];

/**
 * Roles read from the member's free text: one role per paragraph, or per line when the text has no blank
 * lines (a line that is a bullet or starts with an action verb then belongs to the role above it). The
 * first sentence of a role is its heading ("Registered Nurse at Kenyatta National Hospital, Nairobi,
 * 2019 – Present"); the rest become bullets. Roles come out most recent first.
 */

/** A role as a parsed resume lists it, with what the writer needs to write about it. */
export interface Role extends WorkEntry {
  /** "Jan 2019 – Present", or '' when the member gave no dates. */
  duration: string;
  current: boolean;
  /** Bullets in the role's tense: present for a current role, past otherwise. */
  achievements: string[];
  /** Bullets that start with a verb, as clauses to follow "I" in the role's tense ("care for patients…"). */
  clauses: string[];
  /** The same clauses in the past tense ("cared for patients…"). */
  pastClauses: string[];
  startYear: number;
  endYear: number;
}

interface RoleDraft {
  heading: string;
  span: DateSpan | undefined;
  labelled: { position?: string; company?: string; location?: string; dates?: string };
  sentences: string[];
}

const LABELLED_LINE =
  /^(position|role|title|job title|designation|employer|company|organi[sz]ation|institution|location|place|period|duration|dates?|from) ?: ?(.*)$/i;
const SECTION_WORDS =
  /^(?:skills|key skills|duties|responsibilities|duties and responsibilities|key responsibilities|achievements|key achievements|tasks|work experience|experience|employment history|career history)$/i;
const REFEREES = /^(?:referees?|references?)\b/i;

const ROLE_OPENINGS = [
  'i am currently working as ',
  'i am working as ',
  'currently working as ',
  'i worked as ',
  'worked as ',
  'i work as ',
  'working as ',
  'i served as ',
  'served as ',
  'i was employed as ',
  'employed as ',
  'i was an ',
  'i was a ',
  'i am an ',
  'i am a ',
];
const COMPANY_FIRST_OPENINGS = [
  'i worked at ',
  'worked at ',
  'i worked for ',
  'worked for ',
  'i was employed at ',
  'i was employed by ',
  'employed at ',
  'employed by ',
  'i volunteered at ',
  'volunteered at ',
];
/** Drops "Referees" (with the contact details under it, up to the next blank line): documents say "References available upon request". */
export function withoutReferees(lines: readonly string[]): string[] {
  const result: string[] = [];
  let skipping = false;
  for (const line of lines) {
    if (!line) {
      skipping = false;
      result.push(line);
      continue;
    }
    if (skipping) continue;
    if (REFEREES.test(cleanInline(line))) {
      skipping = true;
      continue;
    }
    result.push(line);
  }
  return result;
}

function newDraft(line: string): RoleDraft {
  const cleaned = cleanInline(line);
  const sentences = splitSentences(cleaned);
  const heading = sentences[0] ?? '';
  return { heading, span: findDateSpan(cleaned), labelled: {}, sentences: sentences.slice(1) };
}

/** Whether a line carries a role's details rather than starting a new role ("Worked as…" starts one). */
function isAchievementLine(line: string): boolean {
  const cleaned = cleanInline(line);
  const lower = cleaned.toLowerCase();
  if ([...ROLE_OPENINGS, ...COMPANY_FIRST_OPENINGS].some((opening) => lower.startsWith(opening))) return false;
  return (
    startsWithListMarker(line) ||
    startsWithActionVerb(cleaned) ||
    /^(?:responsible|duties|tasked|in charge|my|i|i'm|i've|we|was|were) /i.test(cleaned)
  );
}

function addLine(draft: RoleDraft, line: string) {
  const cleaned = cleanInline(line);
  if (!cleaned || SECTION_WORDS.test(trimCharacters(cleaned, ' :'))) return;
  // "Administered medication; monitored vital signs" is two bullets.
  for (const part of cleaned.split('; ')) draft.sentences.push(...splitSentences(part));
}

/** Applies a "Position: …", "Employer: …", "Period: …" line; false when the line is not one. */
function applyLabelledLine(draft: RoleDraft, line: string): boolean {
  const match = LABELLED_LINE.exec(cleanInline(line));
  if (!match) return false;
  const label = (match[1] ?? '').toLowerCase();
  const value = cleanInline(match[2]);
  if (!value) return true;
  if (/^(?:position|role|title|job title|designation)$/.test(label)) draft.labelled.position = value;
  else if (/^(?:employer|company|organi[sz]ation|institution)$/.test(label)) draft.labelled.company = value;
  else if (/^(?:location|place)$/.test(label)) draft.labelled.location = value;
  else {
    draft.labelled.dates = value;
    draft.span = findDateSpan(value) ?? draft.span;
  }
  return true;
}

function hasRoleDetails(draft: RoleDraft): boolean {
  return Boolean(draft.heading || draft.labelled.position || draft.labelled.company || draft.sentences.length > 0);
}

const POSITION_LABEL = /^(?:position|role|title|job title|designation) ?:/i;

/** Splits the lines into role drafts (see the module comment for the rules). */
function draftRoles(lines: readonly string[]): RoleDraft[] {
  const paragraphs = toParagraphs(lines);
  const byParagraph = paragraphs.length > 1;
  const drafts: RoleDraft[] = [];
  for (const paragraph of paragraphs) {
    let current: RoleDraft | undefined;
    for (const [index, line] of paragraph.entries()) {
      const cleaned = cleanInline(line);
      // "Work Experience", "Duties:": headings the member typed, not content.
      if (SECTION_WORDS.test(trimCharacters(cleaned, ' :'))) continue;
      const labelled = LABELLED_LINE.test(cleaned);
      const detail = labelled || isAchievementLine(line);
      const startsRole =
        current === undefined ||
        // A second "Position:" is the next role.
        (POSITION_LABEL.test(cleaned) && Boolean(current.labelled.position || current.heading)) ||
        // A line that is not a detail: a new role in line mode, or a dated one inside a paragraph.
        (!detail && (!byParagraph || (index > 0 && findDateSpan(cleaned) !== undefined)));
      if (startsRole) {
        current = labelled ? { heading: '', span: undefined, labelled: {}, sentences: [] } : newDraft(line);
        drafts.push(current);
      }
      if (!current) continue;
      if (labelled) applyLabelledLine(current, line);
      else if (!startsRole) addLine(current, line);
    }
  }
  return drafts.filter(hasRoleDetails);
}

const HEADING_SEPARATORS = [' at ', ' @ ', ' | ', ' — ', ' – ', ' - ', ', '];

function stripArticle(value: string): string {
  return value.replace(/^(?:an?|the) /i, '');
}

/** "Nairobi, Kenya" after the company ("Kenyatta National Hospital, Nairobi, Kenya"). */
function splitCompany(rest: string): { company: string; location: string } {
  for (const separator of [', ', ' | ', ' - ', ' – ', ' — ']) {
    const at = rest.indexOf(separator);
    if (at > 0)
      return { company: rest.slice(0, at).trim(), location: trimCharacters(rest.slice(at + separator.length), SEPARATOR_CHARACTERS) };
  }
  return { company: rest.trim(), location: '' };
}

interface Heading {
  position: string;
  company: string;
  location: string;
}

/** Position, company and place from a role's first sentence; undefined when it reads as a sentence, not a heading. */
export function parseRoleHeading(text: string, span: DateSpan | undefined): Heading | undefined {
  let heading = cleanInline(span && text.includes(span.matched) ? text.replace(span.matched, ' ') : text);
  heading = heading.replaceAll('()', ' ').replaceAll('( )', ' ').replaceAll('[]', ' ').replace(/\s+/g, ' ');
  heading = trimCharacters(withoutFinalStop(heading), `${SEPARATOR_CHARACTERS})`);
  heading = heading.replace(/ (?:from|since|between|during|in|for)$/i, '');
  heading = trimCharacters(heading, SEPARATOR_CHARACTERS);
  if (!heading) return { position: '', company: '', location: '' };
  const lower = heading.toLowerCase();

  const companyFirst = COMPANY_FIRST_OPENINGS.find((opening) => lower.startsWith(opening));
  if (companyFirst) {
    const rest = heading.slice(companyFirst.length);
    const as = rest.toLowerCase().indexOf(' as ');
    if (as > 0) {
      const { company, location } = splitCompany(rest.slice(0, as));
      return { position: capitaliseFirst(stripArticle(rest.slice(as + 4).trim())), company, location };
    }
    return { position: '', ...splitCompany(rest) };
  }

  const opening = ROLE_OPENINGS.find((candidate) => lower.startsWith(candidate));
  if (!opening && (wordCount(heading) > 14 || /^i /i.test(heading))) return undefined;
  const body = opening ? stripArticle(heading.slice(opening.length)) : heading;
  const bodyLower = body.toLowerCase();
  for (const separator of HEADING_SEPARATORS) {
    const at = bodyLower.indexOf(separator);
    if (at <= 0) continue;
    const position = trimCharacters(body.slice(0, at), SEPARATOR_CHARACTERS);
    const { company, location } = splitCompany(trimCharacters(body.slice(at + separator.length), SEPARATOR_CHARACTERS));
    return { position: capitaliseFirst(position), company, location };
  }
  return { position: capitaliseFirst(body), company: '', location: '' };
}

/** Bullets and first-person clauses from a role's sentences. */
export function achievementsOf(sentences: readonly string[], current: boolean): Pick<Role, 'achievements' | 'clauses' | 'pastClauses'> {
  const present = (value: string | undefined): value is string => Boolean(value);
  return {
    achievements: sentences.map((sentence) => toAchievementBullet(sentence, current)).filter(Boolean),
    clauses: sentences.map((sentence) => toFirstPersonClause(sentence, current)).filter(present),
    pastClauses: sentences.map((sentence) => toFirstPersonClause(sentence, false)).filter(present),
  };
}

function toRole(draft: RoleDraft): Role {
  const heading = parseRoleHeading(draft.heading, draft.span);
  const sentences = heading ? draft.sentences : [draft.heading, ...draft.sentences];
  const current = draft.span?.current ?? false;
  const cleanSentences = uniqueCaseInsensitive(sentences.map((sentence) => cleanInline(sentence)).filter(Boolean));
  return {
    position: draft.labelled.position ?? heading?.position ?? '',
    company: draft.labelled.company ?? heading?.company ?? '',
    location: draft.labelled.location ?? heading?.location ?? '',
    duration: draft.span?.asWritten ?? (draft.labelled.dates ? cleanInline(draft.labelled.dates) : ''),
    current,
    ...achievementsOf(cleanSentences, current),
    startYear: draft.span?.startYear ?? 0,
    endYear: draft.span?.endYear ?? 0,
  };
}

/** Most recent first: ongoing roles, then by end year and start year; undated roles last, in the member's order. */
export function sortReverseChronological<T extends { startYear: number; endYear: number }>(roles: readonly T[]): T[] {
  return [...roles].sort((a, b) => b.endYear - a.endYear || b.startYear - a.startYear);
}

/** The member's roles from already cleaned lines (personal details, languages and referees taken out). */
export function parseRoles(lines: readonly string[]): Role[] {
  return sortReverseChronological(draftRoles(lines).map(toRole));
}

/** Education entries: one per paragraph (its lines joined) when the text has blank lines, else one per line. */
export function parseEducation(lines: readonly string[]): string[] {
  const paragraphs = toParagraphs(lines);
  const entries =
    paragraphs.length > 1
      ? paragraphs.map((paragraph) =>
          paragraph
            .map((line) => trimCharacters(withoutFinalStop(cleanInline(line)), ' ,;'))
            .filter(Boolean)
            .join(', '),
        )
      : (paragraphs[0] ?? []).map((line) => withoutFinalStop(cleanInline(line)));
  return uniqueCaseInsensitive(
    entries.filter(
      (entry) =>
        entry &&
        !SECTION_WORDS.test(entry) &&
        !/^(?:education|academic qualifications?|qualifications?)$/i.test(trimCharacters(entry, ' :')),
    ),
  ).map(capitaliseFirst);
}
