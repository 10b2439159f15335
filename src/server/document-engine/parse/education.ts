import type { ParsedResume } from '../../../shared/schemas/documents';
import { findDateSpan, isDatesOnly } from '../common/dates';
import { collapseWhitespace } from '../common/text';
import { cutSpan, isProse, splitFields, splitOutsideBrackets, stripBullet, trimSeparators } from './line-text';
import { hasDegreeWord, hasInstitutionWord } from './vocabulary';

/**
 * Schooling and qualifications: KCSE/KCPE with grades ("KCSE – Mean Grade C+"), certificates, diplomas,
 * degrees, CPA(K) and CPA parts, on one line ("Diploma in X – Kenya Utalii College, 2016", "2010: KCSE –
 * Mean Grade B, Moi Girls") or two (a qualification line, then the school and years).
 */

export type EducationEntry = ParsedResume['education'][number];

interface Grade {
  start: number;
  end: number;
  text: string;
}

function isGradeLetter(text: string, at: number): number {
  const letter = text.charAt(at);
  if (letter < 'A' || letter > 'E') return 0;
  let end = at + 1;
  if (text.charAt(end) === '+' || text.charAt(end) === '-' || text.charAt(end) === '−') end += 1;
  if (/[\p{L}\p{N}]/u.test(text.charAt(end))) return 0;
  return end - at;
}

/** "Mean Grade C+", "(Mean Grade B)", "Grade: B-", "312 marks" — a KCSE/KCPE result. */
function findGrade(text: string): Grade | undefined {
  const lower = text.toLowerCase();
  let at = lower.indexOf('grade');
  while (at >= 0) {
    let index = at + 5;
    while (text.charAt(index) === ' ' || text.charAt(index) === ':') index += 1;
    const length = isGradeLetter(text.toUpperCase(), index);
    if (length > 0 && !/\p{L}/u.test(text.charAt(at - 1))) {
      const start = lower.slice(Math.max(0, at - 5), at) === 'mean ' ? at - 5 : at;
      const letter = text.slice(index, index + length).toUpperCase();
      const word = text.slice(start, at + 5);
      return { start, end: index + length, text: `${collapseWhitespace(word)} ${letter}` };
    }
    at = lower.indexOf('grade', at + 5);
  }
  const marks = lower.indexOf('marks');
  if (marks > 0) {
    let start = marks;
    while (start > 0 && lower.charAt(start - 1) === ' ') start -= 1;
    const digitsEnd = start;
    while (start > 0 && /\d/.test(lower.charAt(start - 1)) && digitsEnd - start < 3) start -= 1;
    if (start < digitsEnd && !/[\p{L}\p{N}]/u.test(lower.charAt(start - 1))) {
      return { start, end: marks + 5, text: `${text.slice(start, digitsEnd)} marks` };
    }
  }
  return undefined;
}

interface Parsed {
  degree: string;
  institution: string;
  year: string;
  /** The line split into qualification and school on a dash or a pipe (not a comma). */
  splitOnDash: boolean;
}

function withGrade(degree: string, grade: string): string {
  return grade ? `${degree} – ${grade}` : degree;
}

/** Years off, grade off, then what is left split into qualification and school. */
function takeYearAndGrade(line: string): { rest: string; year: string; grade: string } {
  let rest = collapseWhitespace(line);
  let year = '';
  const span = findDateSpan(rest);
  if (span) {
    year = span.display;
    rest = cutSpan(rest, span.start, span.end);
  }
  let grade = '';
  const found = findGrade(rest);
  if (found) {
    grade = found.text;
    rest = cutSpan(rest, found.start, found.end);
  }
  return { rest: trimSeparators(rest), year, grade };
}

function parseLine(line: string): Parsed {
  const { rest, year, grade } = takeYearAndGrade(line);
  const fields = splitFields(rest);
  let degree: string;
  let institution: string;
  let splitOnDash = false;
  if (fields.length >= 2) {
    degree = fields[0] ?? '';
    institution = fields.slice(1).join(', ');
    splitOnDash = true;
  } else {
    const parts = splitOutsideBrackets(rest, ',');
    degree = parts[0] ?? '';
    institution = parts.slice(1).join(', ');
  }
  // "KCSE — B, Alliance Girls": a bare grade letter after a KCSE/KCPE.
  const firstPart = splitOutsideBrackets(institution, ',')[0] ?? '';
  if (!grade && /^[A-E][+\-−]?$/.test(firstPart) && /\b(kcse|kcpe|k\.c\.s\.e|secondary education|primary education)\b/i.test(degree)) {
    degree = withGrade(trimSeparators(degree), `Grade ${firstPart}`);
    institution = splitOutsideBrackets(institution, ',').slice(1).join(', ');
  }
  // "Moi University – Bachelor of Education": school first.
  if (institution && !hasDegreeWord(degree) && hasDegreeWord(institution) && hasInstitutionWord(degree)) {
    [degree, institution] = [institution, degree];
  }
  return { degree: withGrade(trimSeparators(degree), grade), institution: trimSeparators(institution), year, splitOnDash };
}

/** A line that names a school and no qualification ("Moi Girls High School, Eldoret"). */
function isSchoolLine(text: string): boolean {
  return hasInstitutionWord(text) && !hasDegreeWord(text) && !isProse(text);
}

type EducationField = 'degree' | 'institution' | 'year' | 'grade';
const EDUCATION_LABELS = new Map<string, EducationField>([
  ['course', 'degree'],
  ['qualification', 'degree'],
  ['qualification attained', 'degree'],
  ['award', 'degree'],
  ['degree', 'degree'],
  ['certificate', 'degree'],
  ['programme', 'degree'],
  ['program', 'degree'],
  ['level', 'degree'],
  ['institution', 'institution'],
  ['school', 'institution'],
  ['college', 'institution'],
  ['university', 'institution'],
  ['name of institution', 'institution'],
  ['year', 'year'],
  ['years', 'year'],
  ['period', 'year'],
  ['duration', 'year'],
  ['date', 'year'],
  ['dates', 'year'],
  ['year of completion', 'year'],
  ['graduated', 'year'],
  ['grade', 'grade'],
  ['mean grade', 'grade'],
  ['grade attained', 'grade'],
]);

/** "Institution: Kenya Polytechnic" → institution + "Kenya Polytechnic". */
function educationLabel(text: string): { field: EducationField; value: string } | undefined {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 25) return undefined;
  const field = EDUCATION_LABELS.get(collapseWhitespace(text.slice(0, colon).toLowerCase()));
  return field ? { field, value: trimSeparators(text.slice(colon + 1)) } : undefined;
}

/**
 * Entries written as labelled fields ("Institution: …", "Course: …", "Year: …"): a field met a second
 * time, a blank line or an unlabelled line ends an entry.
 */
class LabelledEntry {
  private fields: Partial<Record<EducationField, string>> = {};

  constructor(private readonly entries: EducationEntry[]) {}

  add(field: EducationField, value: string) {
    if (this.fields[field] !== undefined) this.flush();
    this.fields[field] = field === 'year' ? (findDateSpan(value)?.display ?? value) : value;
  }

  flush() {
    const { degree, institution = '', year = '', grade } = this.fields;
    if (degree) {
      const mean = grade && !/grade/i.test(grade) ? `Mean Grade ${grade}` : grade;
      this.entries.push({ degree: mean ? withGrade(degree, mean) : degree, institution, year });
    }
    this.fields = {};
  }
}

/** The qualifications in the lines of an education section ('' for a blank line). */
export function parseEducation(lines: string[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let pendingYear = '';
  let lastWasEntry = false;
  const labelled = new LabelledEntry(entries);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.length === 0) {
      labelled.flush();
      lastWasEntry = false;
      continue;
    }
    const text = collapseWhitespace(stripBullet(line).text);
    if (!text) continue;
    const label = educationLabel(text);
    if (label) {
      labelled.add(label.field, label.value);
      continue;
    }
    labelled.flush();
    if (isDatesOnly(text)) {
      const span = findDateSpan(text);
      const last = entries[entries.length - 1];
      if (last && lastWasEntry && !last.year && span) last.year = span.display;
      else pendingYear = span?.display ?? '';
      continue;
    }
    if (isProse(text) && !hasDegreeWord(text) && !findDateSpan(text)) continue;
    const nextLine = lines[index + 1] ?? '';
    const next = nextLine ? collapseWhitespace(stripBullet(nextLine).text) : '';
    let parsed = parseLine(text);
    const nextUsable = next.length > 0 && !isDatesOnly(next) && !hasDegreeWord(next);
    if (!parsed.year && !parsed.splitOnDash && nextUsable && (findDateSpan(next) !== undefined || isSchoolLine(next))) {
      // Qualification on this line, school (and years) on the next.
      const { rest, grade } = takeYearAndGrade(text);
      const school = takeYearAndGrade(next);
      parsed = { degree: withGrade(rest, grade), institution: school.rest, year: school.year, splitOnDash: false };
      index += 1;
    } else if (!parsed.institution && nextUsable && isSchoolLine(next)) {
      const school = takeYearAndGrade(next);
      parsed = { ...parsed, institution: school.rest, year: parsed.year || school.year };
      index += 1;
    } else if (!hasDegreeWord(text) && isSchoolLine(text) && next && hasDegreeWord(next)) {
      // School first, qualification on the next line.
      const qualification = parseLine(next);
      const school = takeYearAndGrade(text);
      parsed = { degree: qualification.degree, institution: school.rest, year: qualification.year || school.year, splitOnDash: false };
      index += 1;
    }
    if (!parsed.degree) continue;
    entries.push({ degree: parsed.degree, institution: parsed.institution, year: parsed.year || pendingYear });
    pendingYear = '';
    lastWasEntry = true;
  }
  labelled.flush();
  return entries;
}
