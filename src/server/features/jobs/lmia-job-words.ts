import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { getLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { BASE_LOCALE } from '../../../shared/i18n/locale';
import { formatQuarter } from '../../../shared/lmia-quarter';
import { LMIA_SALARY, LMIA_JOB_COPY } from './import/lmia-job-copy';
import { STREAM_NOT_SPECIFIED } from './import/lmia-csv';
import { REQUIREMENTS_BY_TEER } from './import/lmia-job-rules';
import type * as repo from './repo';

/**
 * An LMIA job's own words — the salary note, the paragraph on the approval, the urgent reason and the TEER
 * lines — are written by the importer in English, the base language, because the search reads them. A job
 * served in another language gets them written again from the row's fields (docs/i18n/conventions.md); the
 * NOC group's description before the paragraph is Statistics Canada's and stays as published.
 */

type LmiaWordsRow = Pick<
  repo.JobRow,
  | 'kind'
  | 'salary'
  | 'description'
  | 'requirements'
  | 'teer'
  | 'company'
  | 'title'
  | 'location'
  | 'province'
  | 'programStream'
  | 'approvedPositions'
  | 'lmiaQuarter'
  | 'isUrgent'
  | 'urgentReason'
>;

const TEER_LINES = localized({
  0: () => [m.leads_teer0_education(), m.leads_teer0_experience()],
  1: () => [m.leads_teer1_education(), m.leads_teer1_experience()],
  2: () => [m.leads_teer2_education(), m.leads_teer2_experience()],
  3: () => [m.leads_teer3_education(), m.leads_teer3_experience()],
  4: () => [m.leads_teer4_education(), m.leads_teer4_experience()],
  5: () => [m.leads_teer5_education(), m.leads_teer5_experience()],
});

const sameLines = (a: readonly string[], b: readonly string[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((line, i) => line === b[i]);

function approvalParagraph(row: LmiaWordsRow, quarter: string, positions: number): string {
  const place =
    row.province === null
      ? (row.location ? m.leads_lmia_in_place({ place: row.location }) : '') + m.leads_lmia_head_office_abroad()
      : m.leads_lmia_in_place({ place: row.location === row.province ? row.province : `${row.location}, ${row.province}` });
  const stream =
    row.programStream && row.programStream !== STREAM_NOT_SPECIFIED ? m.leads_lmia_under_stream({ stream: row.programStream }) : '';
  return m.leads_lmia_approval({ count: positions, employer: row.company, quarter, occupation: row.title, place, stream });
}

/** The fields to show instead of the stored ones, or none when the job is shown in English or is not an LMIA job. */
export function lmiaWordsInRequestLanguage(
  row: LmiaWordsRow,
): Partial<Pick<repo.JobRow, 'salary' | 'description' | 'requirements' | 'urgentReason'>> {
  if (row.kind !== 'lmia' || getLocale() === BASE_LOCALE) return {};
  const words: Partial<Pick<repo.JobRow, 'salary' | 'description' | 'requirements' | 'urgentReason'>> = {};
  if (row.salary === LMIA_SALARY) words.salary = m.leads_lmia_salary();
  const teer = row.teer ?? -1;
  if (sameLines(row.requirements, REQUIREMENTS_BY_TEER[teer])) words.requirements = [...TEER_LINES[teer as keyof typeof TEER_LINES]];
  if (row.lmiaQuarter && row.approvedPositions !== null) {
    const quarter = formatQuarter(row.lmiaQuarter);
    if (row.isUrgent && row.urgentReason) words.urgentReason = m.leads_lmia_urgent_reason({ count: row.approvedPositions, quarter });
    // The stored description is the NOC group's text, a blank line, then the paragraph on the approval.
    const paragraphs = row.description.split(LMIA_JOB_COPY.paragraphBreak);
    const last = paragraphs.at(-1) ?? '';
    if (last.startsWith(row.company)) {
      paragraphs[paragraphs.length - 1] = approvalParagraph(row, quarter, row.approvedPositions);
      words.description = paragraphs.join(LMIA_JOB_COPY.paragraphBreak);
    }
  }
  return words;
}
