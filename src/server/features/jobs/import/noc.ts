import { ImportFormatError } from './csv';
import { readTable } from './reference-csv';

/** One NOC 2021 unit group as in data/reference/noc2021_unit_groups.csv (Statistics Canada). */
export interface NocUnitGroup {
  code: string;
  title: string;
  teer: number;
  broadCategoryCode: string;
  broadCategoryTitle: string;
  majorGroupCode: string;
  majorGroupTitle: string;
  minorGroupCode: string;
  minorGroupTitle: string;
  description: string;
}

const COLUMNS = [
  'noc_code',
  'title',
  'teer',
  'broad_category_code',
  'broad_category_title',
  'major_group_code',
  'major_group_title',
  'minor_group_code',
  'minor_group_title',
  'description',
] as const;

export function parseNocCsv(text: string): NocUnitGroup[] {
  return readTable(text, COLUMNS, ['description']).map((row) => {
    if (!/^\d{5}$/.test(row.noc_code)) throw new ImportFormatError(row.line, `NOC code "${row.noc_code}" is not 5 digits`);
    if (!/^[0-5]$/.test(row.teer)) throw new ImportFormatError(row.line, `TEER "${row.teer}" is not 0 to 5`);
    return {
      code: row.noc_code,
      title: row.title,
      teer: Number(row.teer),
      broadCategoryCode: row.broad_category_code,
      broadCategoryTitle: row.broad_category_title,
      majorGroupCode: row.major_group_code,
      majorGroupTitle: row.major_group_title,
      minorGroupCode: row.minor_group_code,
      minorGroupTitle: row.minor_group_title,
      description: row.description,
    };
  });
}
