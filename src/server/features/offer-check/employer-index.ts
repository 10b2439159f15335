import { m } from '../../../shared/i18n/paraglide/messages.js';
import { LEGAL_SUFFIXES } from '../../db/employer-id';

/**
 * The employers of the positive-LMIA lists in memory, for the offer check (docs/product.md#offer-check): built
 * once from the table's rows (PGlite has no pg_trgm, so the fuzzy part cannot be SQL on both databases), then
 * asked by name (exact once case, accents, punctuation and legal suffixes are set aside; a trade name after
 * "o/a"; or close letter-trigrams) and scanned for names that appear in a message.
 */

export interface ApprovalRow {
  employerId: string | null;
  employer: string;
  employerKey: string;
  provinceCode: string | null;
  provinceName: string;
  city: string | null;
  quarter: string;
  nocCode: string;
  occupationTitle: string;
}

/** One employer page's worth: one name in one province (the employer pages' id, decision 041). */
export interface IndexedEmployer {
  id: string;
  name: string;
  provinceCode: string | null;
  provinceName: string;
  city: string | null;
  /**
   * The files' quarters ('2025Q1'), newest first: the index outlives a request, so they are written out
   * (formatQuarter) when an answer is sent, in its language.
   */
  quarters: string[];
  /** NOC code → title. */
  occupations: Map<string, string>;
  /** NOC code → quarters approved for it, newest first. */
  quartersByNoc: Map<string, string[]>;
}

interface Core {
  /** The folded name without "the", legal suffixes and trade names: 'highline produce'. */
  text: string;
  employers: IndexedEmployer[];
  /** Letter trigrams, for fuzzy matching. */
  trigrams: string[];
}

export interface EmployerIndex {
  cores: Core[];
  byCore: Map<string, Core>;
  /** A trade name's core → the cores of the legal names it is written with ("o/a"). */
  tradeNames: Map<string, Core[]>;
  /** Trigram → the cores holding it (their positions in `cores`). */
  trigramPostings: Map<string, number[]>;
  /** The first two words of every core of two words or more → those cores, for spotting names in a text. */
  phrases: Map<string, Core[]>;
}

/** Legal-form words as ESDC writes them, each as folded words, longest first (decision 041's list and Québec's). */
const SUFFIXES: string[][] = [...LEGAL_SUFFIXES, 's e c', 's e n c', 'senc', 'sec', 'l p', 'enr', 'llc', 'plc', 'gp', 'l l c', 'ltd ltee']
  .map((suffix) => suffix.split(' '))
  .sort((a, b) => b.length - a.length);
const TRADE_NAME_MARKERS = [['o', 'a'], ['operating', 'as'], ['dba'], ['d', 'b', 'a'], ['doing', 'business', 'as']];

const endsWith = (words: string[], tail: string[]) =>
  words.length > tail.length && tail.every((word, i) => words[words.length - tail.length + i] === word);

/** Drops a leading "the" and trailing legal-form words; the words removed are returned too. */
function stripWords(words: string[]): { words: string[]; removed: string[] } {
  let rest = words[0] === 'the' && words.length > 1 ? words.slice(1) : words;
  const removed: string[] = rest === words ? [] : ['the'];
  for (let found = true; found;) {
    found = false;
    for (const suffix of SUFFIXES)
      if (endsWith(rest, suffix)) {
        rest = rest.slice(0, rest.length - suffix.length);
        removed.push(suffix.join(' '));
        found = true;
        break;
      }
  }
  return { words: rest, removed };
}

/** A folded name split at its trade-name marker: ['legal name words', 'trade name words'] or one part. */
function tradeNameParts(words: string[]): string[][] {
  for (const marker of TRADE_NAME_MARKERS)
    for (let i = 1; i + marker.length < words.length; i += 1)
      if (marker.every((word, j) => words[i + j] === word)) return [words.slice(0, i), words.slice(i + marker.length)];
  return [words];
}

export interface FoldedName {
  /** The core of the legal name. */
  core: string;
  /** The core of the trade name written after "o/a", if any. */
  tradeName: string | null;
  removed: string[];
}

/** A name folded for matching: `fold` is the import's employer-name folding (case, accents, punctuation). */
export function foldName(name: string, fold: (name: string) => string): FoldedName {
  const words = fold(name).split(' ').filter(Boolean);
  const [legal, trade] = tradeNameParts(words);
  const legalCore = stripWords(legal!);
  const tradeCore = trade ? stripWords(trade) : null;
  return {
    core: legalCore.words.join(' '),
    tradeName: tradeCore?.words.join(' ') || null,
    removed: [...legalCore.removed, ...(tradeCore?.removed ?? [])],
  };
}

export function trigramsOf(core: string): string[] {
  const padded = `  ${core} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return [...set];
}

const newestFirst = (quarters: string[]) => quarters.sort().reverse();

/** Builds the index from every approval row (about 56,000 for three quarters: a few hundred milliseconds). */
export function buildEmployerIndex(rows: ApprovalRow[], fold: (name: string) => string): EmployerIndex {
  const employers = new Map<string, IndexedEmployer & { newest: string }>();
  for (const row of rows) {
    const id = row.employerId ?? `${row.provinceCode ?? 'abroad'}-${row.employerKey}`;
    let employer = employers.get(id);
    if (!employer) {
      employer = {
        id,
        name: row.employer,
        newest: row.quarter,
        provinceCode: row.provinceCode,
        provinceName: row.provinceName,
        city: row.city,
        quarters: [],
        occupations: new Map(),
        quartersByNoc: new Map(),
      };
      employers.set(id, employer);
    }
    // The newest quarter's spelling and city, as the employer page shows them.
    if (row.quarter > employer.newest) {
      employer.newest = row.quarter;
      employer.name = row.employer;
      employer.city = row.city ?? employer.city;
    }
    employer.city ??= row.city;
    if (!employer.quarters.includes(row.quarter)) employer.quarters.push(row.quarter);
    employer.occupations.set(row.nocCode, row.occupationTitle);
    const byNoc = employer.quartersByNoc.get(row.nocCode) ?? [];
    if (!byNoc.includes(row.quarter)) byNoc.push(row.quarter);
    employer.quartersByNoc.set(row.nocCode, byNoc);
  }

  const byCore = new Map<string, Core>();
  const tradeNames = new Map<string, Core[]>();
  const coreFor = (text: string) => {
    let core = byCore.get(text);
    if (!core) {
      core = { text, employers: [], trigrams: trigramsOf(text) };
      byCore.set(text, core);
    }
    return core;
  };
  for (const employer of employers.values()) {
    // Sorted as '2025Q1' codes, then written as people read them.
    employer.quarters = newestFirst(employer.quarters);
    for (const [noc, list] of employer.quartersByNoc) employer.quartersByNoc.set(noc, newestFirst(list));
    const folded = foldName(employer.name, fold);
    if (!folded.core) continue;
    const core = coreFor(folded.core);
    core.employers.push(employer);
    if (folded.tradeName && folded.tradeName !== folded.core) {
      const list = tradeNames.get(folded.tradeName) ?? [];
      if (!list.includes(core)) list.push(core);
      tradeNames.set(folded.tradeName, list);
    }
  }

  const cores = [...byCore.values()];
  const trigramPostings = new Map<string, number[]>();
  const phrases = new Map<string, Core[]>();
  cores.forEach((core, position) => {
    for (const trigram of core.trigrams) {
      const list = trigramPostings.get(trigram);
      if (list) list.push(position);
      else trigramPostings.set(trigram, [position]);
    }
  });
  const addPhrase = (text: string, core: Core) => {
    const words = text.split(' ');
    if (words.length < 2) return;
    const key = `${words[0]} ${words[1]}`;
    const list = phrases.get(key) ?? [];
    list.push(core);
    phrases.set(key, list);
  };
  for (const core of cores) addPhrase(core.text, core);
  for (const [trade, legal] of tradeNames) for (const core of legal) addPhrase(trade, { ...core, text: trade });
  for (const list of phrases.values()) list.sort((a, b) => b.text.length - a.text.length);
  return { cores, byCore, tradeNames, trigramPostings, phrases };
}

export interface EmployerHit {
  employer: IndexedEmployer;
  /** How the name matched, in words. */
  reason: string;
  /** 1 for the same name; lower for a close spelling. */
  score: number;
}

/** Below this share of letter trigrams in common (Dice), two names are not "close". */
export const FUZZY_MIN = 0.72;
const MAX_HITS = 5;

const listSuffixes = (removed: string[]) => [...new Set(removed)].map((word) => `'${word.replace(/ /g, '')}'`).join(', ');

/** The employers a name given by hand (or found in a message) most likely is, best first. */
export function lookUpEmployer(index: EmployerIndex, name: string, fold: (name: string) => string, minScore = FUZZY_MIN): EmployerHit[] {
  const folded = foldName(name, fold);
  if (!folded.core) return [];
  const hits: EmployerHit[] = [];
  const seen = new Set<string>();
  const push = (core: Core, reason: (employer: IndexedEmployer) => string, score: number) => {
    for (const employer of core.employers) {
      if (seen.has(employer.id)) continue;
      seen.add(employer.id);
      hits.push({ employer, reason: reason(employer), score });
    }
  };

  const exact = index.byCore.get(folded.core);
  if (exact)
    push(
      exact,
      (employer) => {
        const theirs = foldName(employer.name, fold);
        const removed = [...folded.removed, ...theirs.removed];
        if (fold(employer.name) === fold(name)) return employer.name === name ? m.offer_match_same_name() : m.offer_match_same_folded();
        return removed.length ? m.offer_match_same_without_suffixes({ suffixes: listSuffixes(removed) }) : m.offer_match_same_folded();
      },
      1,
    );
  for (const core of index.tradeNames.get(folded.core) ?? [])
    push(core, (employer) => m.offer_match_trade_name({ name, employer: employer.name }), 1);
  if (folded.tradeName) {
    const legal = index.byCore.get(folded.tradeName);
    if (legal) push(legal, () => m.offer_match_legal_name(), 0.95);
  }

  if (hits.length < MAX_HITS) {
    const query = trigramsOf(folded.core);
    const shared = new Map<number, number>();
    for (const trigram of query)
      for (const position of index.trigramPostings.get(trigram) ?? []) shared.set(position, (shared.get(position) ?? 0) + 1);
    const close = [...shared]
      .map(([position, count]) => ({
        core: index.cores[position]!,
        dice: (2 * count) / (query.length + index.cores[position]!.trigrams.length),
      }))
      .filter((candidate) => candidate.dice >= minScore && candidate.core.text !== folded.core)
      .sort((a, b) => b.dice - a.dice)
      .slice(0, MAX_HITS);
    for (const { core, dice } of close)
      push(core, () => m.offer_match_close_spelling({ percent: String(Math.round(dice * 100)) }), Math.round(dice * 100) / 100);
  }
  return hits.slice(0, MAX_HITS);
}

/** A word of a message: folded, with where it lies and whether it is written with a capital (names are). */
interface Word {
  folded: string;
  start: number;
  end: number;
  capital: boolean;
}

/** Small words a company name may write in lower case ("Ministry of Health", "Services de santé"). */
const LINK_WORDS = new Set(['and', 'of', 'de', 'du', 'des', 'la', 'le', 'les', 'et', 'the', 'for', 'on', 'in', 'a']);

function wordsOf(text: string, fold: (name: string) => string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const first = match[0][0]!;
    const folded = fold(match[0]);
    if (!folded) continue;
    // A folded word may split ("l'été" is one match here, two words for the import's folding); keep its parts.
    for (const part of folded.split(' '))
      words.push({
        folded: part,
        start: match.index,
        end: match.index + match[0].length,
        capital: first !== first.toLowerCase() || /\d/.test(first),
      });
  }
  return words;
}

/**
 * The known employers' names written in a message, as written ("Highline Produce Limited"), longest first at
 * each place, at most `limit`. Only names of two words or more, each word capitalised (or a small link word):
 * one-word names ("Olymel", but also "Canada") and lower-case phrases would find employers in ordinary words.
 * One pass over the words, one map look-up each: linear in the message's length.
 */
export function employerNamesIn(index: EmployerIndex, text: string, fold: (name: string) => string, limit = 3): string[] {
  const words = wordsOf(text, fold);
  const found: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i + 1 < words.length && found.length < limit; i += 1) {
    if (!words[i]!.capital) continue;
    const candidates = index.phrases.get(`${words[i]!.folded} ${words[i + 1]!.folded}`);
    if (!candidates) continue;
    const match = candidates.find((core) => {
      const coreWords = core.text.split(' ');
      return coreWords.every((word, j) => {
        const written = words[i + j];
        return written && written.folded === word && (written.capital || LINK_WORDS.has(word));
      });
    });
    if (!match) continue;
    const length = match.text.split(' ').length;
    // The name as written, with the legal suffix that follows it ("Ltd.") when there is one.
    let end = words[i + length - 1]!.end;
    const next = words[i + length];
    if (next && SUFFIXES.some((suffix) => suffix.length === 1 && suffix[0] === next.folded) && next.start - end <= 2) end = next.end;
    const written = text.slice(words[i]!.start, end);
    if (!seen.has(match.text)) {
      seen.add(match.text);
      found.push(written);
    }
    i += length - 1;
  }
  return found;
}
