import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { STREAM_NOT_SPECIFIED } from './lmia-csv';

/**
 * The words of an LMIA job (docs/product.md#lmia-jobs, docs/decisions/010-lmia-jobs.md): its salary text,
 * its description and its urgent reason, written once here. `lmiaJobDescription` and `lmiaUrgentReason`
 * fill the templates with one row's fields; their `…Sql` twins fill the same templates with SQL
 * expressions, the words bound as parameters, for the set-based INSERT … SELECT that builds a quarter's
 * jobs (measured: reading a quarter's ~18,000 rows out, wording them here and sending the texts back made
 * an import about 20 % slower). The twins make the same choices: lmia-job-copy.unit.test.ts checks each
 * rendering, and import-service.test.ts checks every imported job against `lmiaJobDescription`.
 */

export const LMIA_SALARY = 'Not published in the LMIA list';
export const LMIA_EXPLANATION =
  'A positive LMIA is not a job posting: it shows the employer was approved to hire foreign workers for this occupation and place in that quarter.';

/** The wording; `{name}` marks where a value goes. */
export const LMIA_JOB_COPY = {
  /** The description's paragraph on the approval, after the NOC group's own description. */
  approval:
    '{employer} received a positive Labour Market Impact Assessment in {quarter} to hire {positions} {workers} as {occupation}{place}{stream}. {explanation}',
  worker: 'foreign worker',
  workers: 'foreign workers',
  /** {place}: 'Mt. Pearl, Newfoundland & Labrador' (city and province joined by placeSeparator), or either alone. */
  inPlace: ' in {place}',
  placeSeparator: ', ',
  /** Follows the city, if any, when the employer's head office is outside Canada (the row has no province). */
  headOfficeAbroad: " (the employer's head office is outside Canada)",
  underStream: ' under the {stream} stream',
  /** For a stream whose name already ends in "stream" ('Global Talent Stream'). */
  underNamedStream: ' under the {stream}',
  /** No stream phrase at all for rows of a layout without streams (STREAM_NOT_SPECIFIED). */
  noStream: '',
  paragraphBreak: '\n\n',
  urgentReason: '{positions} positions approved in {quarter}',
} as const;

/** The `{name}` slots of a template, so that filling one checks the names at compile time. */
export type CopySlots<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | CopySlots<Rest> : never;

const SLOT = /\{(\w+)\}/g;

/** The template with each `{name}` replaced by its value. */
export function fillCopy<T extends string>(template: T, values: Record<CopySlots<T>, string | number>): string {
  return template.replace(SLOT, (_, name: string) => String(values[name as CopySlots<T>]));
}

/**
 * The template as a SQL text expression: `(a || $1::text || b …)`, the words bound as parameters and
 * each `{name}` replaced by its expression (a column or any SQL). Like `||`, it is null when any value is.
 */
export function fillCopySql<T extends string>(template: T, values: Record<CopySlots<T>, SQLWrapper>): SQL {
  // Splitting on a pattern with a group leaves the slot names at the odd positions.
  const chunks = template
    .split(/\{(\w+)\}/)
    .flatMap((part, index): SQLWrapper[] => (index % 2 === 1 ? [values[part as CopySlots<T>]] : part === '' ? [] : [sql`${part}::text`]));
  return chunks.length === 0 ? sql`''::text` : sql`(${sql.join(chunks, sql` || `)})`;
}

/** What an LMIA job's description is made of: the lmia_employers row, its place and its NOC group. */
export interface LmiaJobCopyFields {
  employer: string;
  occupationTitle: string;
  approvedPositions: number;
  /** As published; STREAM_NOT_SPECIFIED when the file's layout has none. */
  stream: string;
  /** The city as the cities list spells it when matched, else as parsed from the address; null when none. */
  city: string | null;
  /** The product's full province name; null when the employer's head office is outside Canada. */
  province: string | null;
  /** The NOC unit group's description; null when the code is not in the NOC table. */
  nocDescription: string | null;
  /** The quarter as shown, 'Jan–Mar 2025'. */
  quarterLabel: string;
}

/** The same fields as columns or SQL expressions (null where the field is null). */
export type LmiaJobCopySqlFields = Record<keyof LmiaJobCopyFields, SQLWrapper>;

const copy = LMIA_JOB_COPY;
/** A stream named '… Stream' is not given the word twice (compared as ILIKE '%stream' does). */
const NAMED_STREAM = /stream$/i;

/**
 * 'Other professional engineers include …\n\nGenoa Design International received a positive Labour
 * Market Impact Assessment in Jan–Mar 2025 to hire 4 foreign workers as Other professional engineers,
 * n.e.c. in Mt. Pearl, Newfoundland & Labrador under the High Wage stream. A positive LMIA is not …'
 */
export function lmiaJobDescription(fields: LmiaJobCopyFields): string {
  const { city, province, stream } = fields;
  const place =
    province === null
      ? (city === null ? '' : fillCopy(copy.inPlace, { place: city })) + copy.headOfficeAbroad
      : fillCopy(copy.inPlace, { place: city === null ? province : `${city}${copy.placeSeparator}${province}` });
  const streamPhrase =
    stream === STREAM_NOT_SPECIFIED
      ? copy.noStream
      : fillCopy(NAMED_STREAM.test(stream) ? copy.underNamedStream : copy.underStream, { stream });
  const approval = fillCopy(copy.approval, {
    employer: fields.employer,
    quarter: fields.quarterLabel,
    positions: fields.approvedPositions,
    workers: fields.approvedPositions === 1 ? copy.worker : copy.workers,
    occupation: fields.occupationTitle,
    place,
    stream: streamPhrase,
    explanation: LMIA_EXPLANATION,
  });
  return fields.nocDescription ? `${fields.nocDescription}${copy.paragraphBreak}${approval}` : approval;
}

/** lmiaJobDescription as a SQL expression over the row's columns. */
export function lmiaJobDescriptionSql(fields: LmiaJobCopySqlFields): SQL {
  const { city, province, stream } = fields;
  const place = sql`CASE
    WHEN ${province} IS NULL THEN coalesce(${fillCopySql(copy.inPlace, { place: city })}, '') || ${copy.headOfficeAbroad}::text
    ELSE ${fillCopySql(copy.inPlace, { place: sql`concat_ws(${copy.placeSeparator}::text, ${city}, ${province})` })}
  END`;
  const streamPhrase = sql`CASE
    WHEN ${stream} = ${STREAM_NOT_SPECIFIED} THEN ${copy.noStream}::text
    WHEN ${stream} ILIKE '%stream' THEN ${fillCopySql(copy.underNamedStream, { stream })}
    ELSE ${fillCopySql(copy.underStream, { stream })}
  END`;
  const approval = fillCopySql(copy.approval, {
    employer: fields.employer,
    quarter: fields.quarterLabel,
    positions: fields.approvedPositions,
    workers: sql`CASE WHEN ${fields.approvedPositions} = 1 THEN ${copy.worker}::text ELSE ${copy.workers}::text END`,
    occupation: fields.occupationTitle,
    place,
    stream: streamPhrase,
    explanation: sql`${LMIA_EXPLANATION}::text`,
  });
  return sql`concat_ws(${copy.paragraphBreak}::text, nullif(${fields.nocDescription}, ''), ${approval})`;
}

/** What an LMIA job's `search` vector is made of (lmiaJobSearchSql). */
export interface LmiaJobSearchSqlFields {
  title: SQLWrapper;
  company: SQLWrapper;
  location: SQLWrapper;
  province: SQLWrapper;
  stream: SQLWrapper;
  approvedPositions: SQLWrapper;
  quarterLabel: SQLWrapper;
  /** The NOC unit group's description as a tsvector of weight D, computed once per unit group; null when none. */
  nocVector: SQLWrapper;
}

/**
 * The words of the approval paragraph a search finds every LMIA job by: "LMIA" and "positive". The template's other
 * constant words ("labour market", "foreign workers", "employer", "occupation", "posting"…) are in every LMIA job,
 * so in the vector they made a search for "labourers", "marketing" or "employment" match every job of a province
 * and ranked nothing (docs/decisions/062-search-without-the-template-words.md).
 */
const LMIA_SEARCH_KEYWORDS = 'positive LMIA';

/**
 * An LMIA job's `search` vector (docs/decisions/060-search-vector-from-the-import.md, 062): the title (A), the
 * company (B), the place (C), and as D the NOC unit group's text from a vector computed once per unit group, the
 * approval paragraph's varying words (stream, quarter, positions), LMIA_SEARCH_KEYWORDS and, for a head office
 * abroad, that phrase (each branch of the CASE a constant, which PostgreSQL folds once when it plans); the employer,
 * occupation and place are in A to C already. Analysing each row's whole description instead cost 3.1 s of a
 * quarter's 6–8 s jobs build (measured). import-service.test.ts checks that every word of every imported
 * description but the template's own is in its job's vector. Migration 0023 writes the same vector in SQL for the
 * jobs imported before; import-service.test.ts holds the two to each other.
 */
export function lmiaJobSearchSql(fields: LmiaJobSearchSqlFields): SQL {
  const varying = sql`concat_ws(' ', CASE WHEN ${fields.stream} <> ${STREAM_NOT_SPECIFIED} THEN ${fields.stream} END, ${fields.quarterLabel}, ${fields.approvedPositions}::text)`;
  return sql`setweight(to_tsvector('english', coalesce(${fields.title}, '')), 'A')
    || setweight(to_tsvector('english', coalesce(${fields.company}, '')), 'B')
    || setweight(to_tsvector('english', coalesce(${fields.location}, '') || ' ' || coalesce(${fields.province}, '')), 'C')
    || coalesce(${fields.nocVector}, ''::tsvector)
    || setweight(to_tsvector('english', ${varying}), 'D')
    || CASE
      WHEN ${fields.province} IS NULL THEN setweight(to_tsvector('english', ${`${LMIA_SEARCH_KEYWORDS} ${copy.headOfficeAbroad}`}::text), 'D')
      ELSE setweight(to_tsvector('english', ${LMIA_SEARCH_KEYWORDS}::text), 'D')
    END`;
}

/** An urgent job's reason: '12 positions approved in Jan–Mar 2025'. */
export function lmiaUrgentReason(approvedPositions: number, quarterLabel: string): string {
  return fillCopy(copy.urgentReason, { positions: approvedPositions, quarter: quarterLabel });
}

/** lmiaUrgentReason as a SQL expression. */
export function lmiaUrgentReasonSql(approvedPositions: SQLWrapper, quarterLabel: SQLWrapper): SQL {
  return fillCopySql(copy.urgentReason, { positions: approvedPositions, quarter: quarterLabel });
}
