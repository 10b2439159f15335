import type { ParsedResume } from '../../../shared/schemas/documents';
import { findDateSpan, isDatesOnly } from '../common/dates';
import { collapseWhitespace } from '../common/text';
import { collapseKeepingGaps, cutSpan, isProse, splitFields, splitOutsideBrackets, stripBullet, trimSeparators } from './line-text';
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

/** " (plus)", " (minus)", " (plain)" after a grade letter: how Kenyan CVs spell the sign out. */
const SPELLED_SIGN = /^\s*\((plus|minus|plain)\)/i;

/** Where the grade letter at `from` ends, with a spelled-out sign after it ("C+ (plus)"). */
function gradeEnd(text: string, from: number, length: number): number {
  const sign = SPELLED_SIGN.exec(text.slice(from + length, from + length + 12));
  return from + length + (sign ? sign[0].length : 0);
}

/** "Mean Grade C+", "(Mean Grade B)", "Grade: B- (minus)", "312 marks" — a KCSE/KCPE result. `text` is the grade alone. */
function findGrade(text: string): Grade | undefined {
  const lower = text.toLowerCase();
  let at = lower.indexOf('grade');
  while (at >= 0) {
    let index = at + 5;
    while (text.charAt(index) === ' ' || text.charAt(index) === ':') index += 1;
    const length = isGradeLetter(text.toUpperCase(), index);
    if (length > 0 && !/\p{L}/u.test(text.charAt(at - 1))) {
      const start = lower.slice(Math.max(0, at - 5), at) === 'mean ' ? at - 5 : at;
      const end = gradeEnd(text, index, length);
      const letter = text.slice(index, index + length).toUpperCase();
      return { start, end, text: collapseWhitespace(`${letter}${text.slice(index + length, end)}`) };
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
      return { start, end: marks + 5, text: `${text.slice(start, digitsEnd)} ${text.slice(marks, marks + 5)}` };
    }
  }
  return undefined;
}

/**
 * A degree's class as Kenyan universities award it: "Second Class Honours (Upper Division)", "(Second Class
 * Upper)", "First Class Honours", "Upper Second", "Pass with Credit", "(Distinction)". It is the degree's grade.
 */
const DEGREE_CLASS =
  /\b(?:first|second|third)[ -]class(?: honours| hons\.?)?(?: \(?(?:upper|lower)(?: division)?\)?)?|\b(?:upper|lower) second(?: class)?(?: honours)?|\bpass with (?:distinction|credit|merit)\b|\((?:distinction|credit|merit)\)/i;

function findDegreeClass(text: string): Grade | undefined {
  const found = DEGREE_CLASS.exec(text);
  if (!found) return undefined;
  let value = found[0];
  // "(Second Class Upper)": the brackets went with the match only on one side; keep the words.
  if (value.startsWith('(')) value = value.slice(1, -1);
  else if (value.endsWith(')') && !value.includes('(')) value = value.slice(0, -1);
  const end = found.index + found[0].length - (found[0].endsWith(')') && !found[0].includes('(') ? 1 : 0);
  return { start: found.index, end, text: collapseWhitespace(value) };
}

/** A field that is a grade and nothing else: "C- (minus)", "B", "D (plain)". */
function bareGrade(field: string): string | undefined {
  const text = field.trim();
  const length = isGradeLetter(text.toUpperCase(), 0);
  if (length === 0 || gradeEnd(text, 0, length) !== text.length) return undefined;
  return `${text.slice(0, length).toUpperCase()}${text.slice(length)}`;
}

/** KCSE, KCPE and their spelled-out names: the exams a grade or marks belong to. */
const SCHOOL_EXAM = /\b(kcse|kcpe|k\.c\.s\.e|k\.c\.p\.e|secondary education|primary education|o[- ]level|a[- ]level)\b/i;

interface Parsed {
  degree: string;
  grade: string;
  institution: string;
  year: string;
  /** The line split into qualification and school on a dash or a pipe (not a comma). */
  splitOnDash: boolean;
}

/** Years off, grade off, then what is left split into qualification and school. */
function takeYearAndGrade(line: string): { rest: string; year: string; grade: string } {
  // Wide gaps part a table's columns ("2004     Ramba Secondary School     KCSE"): kept as field breaks.
  let rest = collapseKeepingGaps(line);
  let year = '';
  const span = findDateSpan(rest);
  if (span) {
    year = span.display;
    rest = cutSpan(rest, span.start, span.end);
  }
  let grade = '';
  const found = findGrade(rest) ?? findDegreeClass(rest);
  if (found) {
    grade = found.text;
    rest = cutSpan(rest, found.start, found.end);
  }
  return { rest: trimSeparators(rest), year, grade };
}

/** "KCSE Ramba Secondary School" or "Ramba Secondary School KCSE": the exam and the school, apart. */
function examAndSchool(text: string): [string, string] | undefined {
  const found = /^(KCSE|KCPE|K\.C\.S\.E\.?|K\.C\.P\.E\.?)\s+(.+)$/i.exec(text) ?? undefined;
  if (found && hasInstitutionWord(found[2] ?? '')) return [found[1] ?? '', found[2] ?? ''];
  const after = /^(.+?)\s+(KCSE|KCPE|K\.C\.S\.E\.?|K\.C\.P\.E\.?)$/i.exec(text) ?? undefined;
  if (after && hasInstitutionWord(after[1] ?? '')) return [after[2] ?? '', after[1] ?? ''];
  return undefined;
}

/** Of a row's fields, the one naming the qualification: one with a qualification word and no school word first. */
function qualificationField(fields: string[]): number {
  const pure = fields.findIndex((field) => hasDegreeWord(field) && !hasInstitutionWord(field));
  if (pure >= 0) return pure;
  const any = fields.findIndex((field) => hasDegreeWord(field));
  if (any >= 0) return any;
  const notSchool = fields.findIndex((field) => !hasInstitutionWord(field));
  return notSchool >= 0 ? notSchool : 0;
}

function parseLine(line: string): Parsed {
  const taken = takeYearAndGrade(line);
  let grade = taken.grade;
  const fields = splitFields(taken.rest)
    .map(trimSeparators)
    .filter((field) => field.length > 0);
  let degree: string;
  let institution: string;
  let splitOnDash = false;
  let parts: string[];
  if (fields.length >= 2) {
    splitOnDash = true;
    parts = fields;
  } else {
    parts = splitOutsideBrackets(taken.rest, ',')
      .map(trimSeparators)
      .filter((part) => part.length > 0);
  }
  // "KCSE, Malindi High School, C- (minus)", "KCSE — B, Alliance Girls": a bare grade beside a KCSE/KCPE.
  if (!grade && parts.some((part) => SCHOOL_EXAM.test(part))) {
    const at = parts.findIndex((part, index) => index > 0 && bareGrade(part) !== undefined);
    if (at > 0) {
      grade = bareGrade(parts[at] ?? '') ?? '';
      parts = parts.filter((_, index) => index !== at);
    }
  }
  // "KCSE, Moi Girls School – B (plain)": with the grade taken off, what the dash parted from it is one field.
  if (splitOnDash && parts.length === 1) {
    parts = splitOutsideBrackets(parts[0] ?? '', ',')
      .map(trimSeparators)
      .filter((part) => part.length > 0);
    splitOnDash = false;
  }
  if (splitOnDash) {
    const at = qualificationField(parts);
    degree = parts[at] ?? '';
    institution = parts.filter((_, index) => index !== at).join(', ');
  } else if (parts.length === 1 && examAndSchool(parts[0] ?? '')) {
    [degree, institution] = examAndSchool(parts[0] ?? '') ?? ['', ''];
  } else {
    degree = parts[0] ?? '';
    institution = parts.slice(1).join(', ');
    // "Moi University, Bachelor of Education": school first.
    if (institution && !hasDegreeWord(degree) && hasDegreeWord(institution) && hasInstitutionWord(degree)) {
      [degree, institution] = [institution, degree];
    }
  }
  return { degree: trimSeparators(degree), grade, institution: trimSeparators(institution), year: taken.year, splitOnDash };
}

/** The rest of a school's name on the next line: it starts with the school word its first part lacks. */
function isWrappedSchoolName(rest: string, institution: string): boolean {
  if (!rest || rest.includes(' ') || hasDegreeWord(rest) || !hasInstitutionWord(rest)) return false;
  const lastWord = institution.slice(institution.lastIndexOf(' ') + 1);
  return !hasInstitutionWord(lastWord) && /^\p{Lu}/u.test(rest);
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
      const letter = grade ? (findGrade(/grade/i.test(grade) ? grade : `Grade ${grade}`)?.text ?? grade) : '';
      this.entries.push(entryOf({ degree, institution, year, grade: letter }));
    }
    this.fields = {};
  }
}

/** An entry, with its grade only when it has one (the field is optional, docs/product.md#documents). */
function entryOf({ grade, ...entry }: EducationEntry & { grade: string }): EducationEntry {
  return grade ? { ...entry, grade } : entry;
}

/**
 * "Eldoret Technical Training" over "Institute, 2018": a school's name whose last word wrapped onto the next
 * line, joined again when the line above names no school and no qualification of its own.
 */
function joinWrappedSchoolNames(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1] ?? '';
    const rest = splitOutsideBrackets(line, ',')[0] ?? '';
    const wrapped =
      previous.length > 0 &&
      isWrappedSchoolName(rest, previous) &&
      !hasInstitutionWord(previous) &&
      !hasDegreeWord(previous) &&
      !findDateSpan(previous) &&
      !stripBullet(line).isBullet;
    if (wrapped) joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/** The qualifications in the lines of an education section ('' for a blank line). */
export function parseEducation(sectionLines: string[]): EducationEntry[] {
  const lines = joinWrappedSchoolNames(sectionLines);
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
    // The line keeps its wide gaps: they part a table row's columns.
    const row = collapseKeepingGaps(stripBullet(line).text);
    const text = collapseWhitespace(row);
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
    // "Mean Grade B (plain)" on a line of its own, under the KCSE it belongs to.
    const alone = takeYearAndGrade(row);
    const previous = entries[entries.length - 1];
    const grade = alone.grade || (alone.year ? '' : (bareGrade(alone.rest) ?? ''));
    if (grade && (!alone.rest || alone.grade === '') && !alone.year && previous && lastWasEntry && !previous.grade) {
      if (alone.grade || SCHOOL_EXAM.test(previous.degree)) {
        previous.grade = grade;
        continue;
      }
    }
    // "Eldoret Technical Training" over "Institute, 2018": a school's name wrapped in a narrow column.
    if (previous && lastWasEntry && previous.institution && isWrappedSchoolName(alone.rest, previous.institution)) {
      previous.institution = `${previous.institution} ${alone.rest}`;
      if (!previous.year && alone.year) previous.year = alone.year;
      continue;
    }
    const nextLine = lines[index + 1] ?? '';
    const nextRow = nextLine ? collapseKeepingGaps(stripBullet(nextLine).text) : '';
    const next = collapseWhitespace(nextRow);
    let parsed = parseLine(row);
    const nextUsable = next.length > 0 && !isDatesOnly(next) && !hasDegreeWord(next);
    const nextAlone = nextUsable ? takeYearAndGrade(nextRow) : undefined;
    if (nextAlone && !nextAlone.rest && !parsed.year && (nextAlone.year || (nextAlone.grade && !parsed.grade))) {
      // "KCSE, Kabianga High School" over "2009, Mean Grade B+ (plus)": the year and grade of this entry.
      parsed = { ...parsed, year: nextAlone.year, grade: parsed.grade || nextAlone.grade };
      index += 1;
    } else if (!parsed.year && !parsed.splitOnDash && nextUsable && (findDateSpan(next) !== undefined || isSchoolLine(next))) {
      // Qualification on this line, school (and years) on the next.
      const { rest, grade } = takeYearAndGrade(text);
      const school = takeYearAndGrade(nextRow);
      parsed = { degree: rest, grade: grade || school.grade, institution: school.rest, year: school.year, splitOnDash: false };
      index += 1;
    } else if (!parsed.institution && nextUsable && isSchoolLine(next)) {
      const school = takeYearAndGrade(next);
      parsed = { ...parsed, institution: school.rest, year: parsed.year || school.year, grade: parsed.grade || school.grade };
      index += 1;
    } else if (!hasDegreeWord(text) && isSchoolLine(text) && next && hasDegreeWord(next)) {
      // School first, qualification on the next line.
      const qualification = parseLine(next);
      const school = takeYearAndGrade(text);
      parsed = {
        degree: qualification.degree,
        grade: qualification.grade || school.grade,
        institution: school.rest,
        year: qualification.year || school.year,
        splitOnDash: false,
      };
      index += 1;
    }
    if (!parsed.degree) continue;
    entries.push(
      entryOf({ degree: parsed.degree, institution: parsed.institution, year: parsed.year || pendingYear, grade: parsed.grade }),
    );
    pendingYear = '';
    lastWasEntry = true;
  }
  labelled.flush();
  return entries;
}
