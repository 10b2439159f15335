import { sql } from 'drizzle-orm';
import { EMPLOYER_ABROAD } from '../../shared/schemas/employers';

/**
 * Legal-form words dropped from the end of an employer's folded name (docs/product.md#employer-pages), so
 * 'Maple Leaf Foods Inc.' and 'MAPLE LEAF FOODS LTD' are one employer. They are matched on
 * lmia_employers.employer_key, which has case, accents and punctuation folded already (import/address.ts).
 */
export const LEGAL_SUFFIXES = [
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'llp',
  'lp',
  'ulc',
  'ltee',
  'limitee',
] as const;

const hyphenated = (text: string) => `nullif(trim(both '-' from regexp_replace(${text}, '[^a-z0-9]+', '-', 'g')), '')`;

/**
 * The SQL that derives an employer's id from its row's employer_key and province_code: a stored generated
 * column (schema/jobs.ts), so every row gets it from whichever path writes it, and the migration fills the
 * rows already there (docs/decisions/041-employer-pages.md). A leading 'the' and trailing legal suffixes
 * are dropped; a name that is nothing else ('The Company') keeps its full key instead of becoming empty,
 * and a name with no Latin letter or digit at all falls back to a hash of its key.
 */
export const EMPLOYER_ID_SQL = (() => {
  const suffixes = `( (${LEGAL_SUFFIXES.join('|')}))+$`;
  const stripped = `regexp_replace(regexp_replace(employer_key, '^the ', ''), '${suffixes}', '')`;
  return sql.raw(
    `lower(coalesce(province_code, '${EMPLOYER_ABROAD}')) || '-' || coalesce(${hyphenated(stripped)}, ${hyphenated('employer_key')}, 'employer-' || left(md5(employer_key), 10))`,
  );
})();
