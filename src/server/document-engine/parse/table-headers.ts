/**
 * The header row of a table a CV lays its jobs or schooling out in: "YEAR   INSTITUTION   QUALIFICATION",
 * "PERIOD – EMPLOYER – POSITION HELD", "| Year | Institution | Qualification |". It names the columns and is
 * no data: a line made only of column names is dropped before the sections are read.
 */

/** Words that name a column of a CV's table, and the small words that join them ("position held", "name of"). */
const COLUMN_WORDS = new Set([
  'year',
  'years',
  'period',
  'date',
  'dates',
  'from',
  'to',
  'duration',
  'when',
  'institution',
  'school',
  'college',
  'university',
  'qualification',
  'qualifications',
  'course',
  'award',
  'certificate',
  'level',
  'grade',
  'grades',
  'attained',
  'obtained',
  'subjects',
  'subject',
  'result',
  'results',
  'employer',
  'company',
  'organisation',
  'organization',
  'position',
  'positions',
  'title',
  'job',
  'role',
  'designation',
  'held',
  'duties',
  'responsibilities',
  'achievements',
  'location',
  'station',
  'town',
  'place',
  'name',
  'of',
  'and',
  'no',
  'sn',
  's',
  'n',
  'serial',
]);
/** The columns at least one of which a real header names. */
const KEY_COLUMNS = new Set([
  'year',
  'years',
  'period',
  'dates',
  'institution',
  'school',
  'qualification',
  'qualifications',
  'course',
  'employer',
  'company',
  'organisation',
  'organization',
  'position',
  'designation',
]);
/** A header row is short: a longer line is a sentence that happens to use these words. */
const MAX_HEADER_CHARS = 120;

/** A line made only of column names, two of them at least. */
export function isTableHeader(line: string): boolean {
  if (line.length > MAX_HEADER_CHARS) return false;
  const words = line
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0);
  if (words.length < 2 || !words.every((word) => COLUMN_WORDS.has(word))) return false;
  const keys = new Set(words.filter((word) => KEY_COLUMNS.has(word)));
  return keys.size >= 1 && new Set(words).size >= 2;
}
