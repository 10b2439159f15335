import type pg from 'pg';
import { PROVINCES as ALL_PROVINCES } from '../src/shared/constants';

/** The provinces the bench's searches name, in turn. */
export const PROVINCES = ['Ontario', 'Alberta', 'British Columbia', 'Quebec', 'Manitoba', 'Saskatchewan', 'Nova Scotia', 'New Brunswick'];

/** Words for searches nobody has run yet: the first word of each NOC unit group title longer than three letters. */
export async function searchWords(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ word: string }>(
    "SELECT DISTINCT lower(split_part(title, ' ', 1)) AS word FROM noc_unit_groups WHERE length(split_part(title, ' ', 1)) > 3 ORDER BY 1",
  );
  return rows.map((row) => row.word);
}

/**
 * The bench's 300 cache-miss searches (database-bench.ts), also what bench/ranking-overlap.ts compares the
 * rankings on: a word from `words` with a province, in turn.
 */
export function cacheMissSearches(words: string[], count = 300): Array<{ word: string; province: string }> {
  const searches = [];
  for (let i = 0; searches.length < count; i += 1) {
    searches.push({ word: words[i % words.length]!, province: PROVINCES[(i + Math.floor(i / words.length)) % PROVINCES.length]! });
  }
  return searches;
}

/**
 * Searches that warm the cache-miss path before it is measured: the same words in the provinces and territories
 * the measured searches never name, so none of them is answered from the cache, then or later.
 */
export function warmUpSearches(words: string[], count = 300): Array<{ word: string; province: string }> {
  const others = ALL_PROVINCES.filter((province) => !PROVINCES.includes(province));
  return Array.from({ length: count }, (_, i) => ({ word: words[i % words.length]!, province: others[i % others.length]! }));
}
