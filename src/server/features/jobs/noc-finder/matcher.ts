/**
 * The NOC finder's matcher (docs/product.md#noc-finder): from a job title as a person writes it to the NOC
 * 2021 unit groups it most likely belongs to. Pure functions over an index built once from the official
 * example titles, the unit-group titles and our list of Kenyan terms (docs/decisions/033-noc-finder.md).
 *
 * Scoring, per unit group: each "alternative" of the title (the whole title, and its parts split at "/",
 * "cum", "or", "&", "," and brackets) is compared with every title of the vocabulary that shares a word with
 * it. A title's score is how much of the query's weight it covers (IDF-weighted words) times how much of its
 * own weight the query covers, with a bonus when the head nouns (the last words) agree and the best score
 * when the whole phrase is equal. A Kenyan term found as a phrase in the query scores its unit groups
 * directly. A unit group's score is its best title's, plus a little for a second alternative that also
 * points to it ("welder/fabricator").
 */

import { m } from '../../../../shared/i18n/paraglide/messages.js';

export interface NocUnitInfo {
  code: string;
  title: string;
  teer: number;
  /** The first sentence of the official description: what the people in it do. */
  duties: string;
}

export interface KenyanTerm {
  term: string;
  aliases: string[];
  meaning: string;
  codes: string[];
  note?: string;
}

export interface NocMatch {
  code: string;
  title: string;
  teer: number;
  duties: string;
  /** 0 to 1, two decimals. */
  score: number;
  reason: string;
}

type Source = 'example' | 'unit' | 'kenyan';

interface Entry {
  code: string;
  source: Source;
  /** The text shown in a reason: the example title, or the Kenyan term as written. */
  label: string;
  /** The normalised phrase (tokens joined by spaces). */
  phrase: string;
  tokens: string[];
  head: string;
  /** Sum of the IDF of its distinct tokens. */
  weight: number;
  /** For a Kenyan term: its meaning, and the rank of this code among the term's codes (0 first). */
  meaning?: string;
  rank?: number;
}

export interface NocIndex {
  units: Map<string, NocUnitInfo>;
  entries: Entry[];
  postings: Map<string, number[]>;
  idf: Map<string, number>;
  /** Kenyan phrases (term and aliases, normalised) → entries. */
  kenyanPhrases: Map<string, Entry[]>;
  maxKenyanWords: number;
  defaultIdf: number;
}

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'for',
  'in',
  'at',
  'to',
  'with',
  'on',
  'by',
  'cum',
  'wa',
  'na',
  'ya',
  'as',
  'or',
  'my',
  'job',
  'i',
  'am',
]);

/** Kenyan and British spellings and split words → the words the NOC uses. Applied word by word. */
const SPELLINGS: Record<string, string> = {
  lorry: 'truck',
  lorries: 'truck',
  tyre: 'tire',
  tyres: 'tire',
  programme: 'program',
  organiser: 'organizer',
  organising: 'organizing',
  specialised: 'specialized',
  saloon: 'salon',
  laborer: 'labourer',
  center: 'centre',
  theater: 'theatre',
  color: 'colour',
  motorbike: 'motorcycle',
  lab: 'laboratory',
  waitress: 'waiter',
  waitresses: 'waiter',
  tiler: 'tilesetter',
  tilers: 'tilesetter',
};

/** Pairs of words written apart that the NOC writes as one. */
const JOINED: Array<[string, string, string]> = [
  ['bar', 'tender', 'bartender'],
  ['house', 'keeper', 'housekeeper'],
  ['care', 'giver', 'caregiver'],
  ['baby', 'sitter', 'babysitter'],
  ['book', 'keeper', 'bookkeeper'],
  ['shop', 'keeper', 'shopkeeper'],
  ['boda', 'boda', 'bodaboda'],
];

/** Lower case, no accents, letters and digits only; "R.N." → "rn", "M-Pesa" → "m pesa". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(?<=\b[a-z])\.(?=[a-z]\b)/g, '')
    .replace(/\b([a-z])\.([a-z])\./g, '$1$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A light stem: plurals to singular ("drivers" → "driver", "nannies" → "nanny"), spellings unified. */
export function stem(word: string): string {
  const spelled = SPELLINGS[word] ?? word;
  if (spelled.length > 4 && spelled.endsWith('ies')) return `${spelled.slice(0, -3)}y`;
  if (spelled.length > 4 && /(ss|us|is)$/.test(spelled)) return spelled;
  if (spelled.length > 3 && spelled.endsWith('s')) return spelled.slice(0, -1);
  return spelled;
}

/** The words of a normalised phrase, joined where the NOC writes one word, stemmed, without stop words. */
export function tokenize(text: string): string[] {
  const words = normaliseText(text).split(' ').filter(Boolean);
  const joined: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const pair = JOINED.find(([first, second]) => words[i] === first && words[i + 1] === second);
    if (pair) {
      joined.push(pair[2]);
      i += 1;
    } else joined.push(words[i]!);
  }
  return joined.filter((word) => !STOPWORDS.has(word)).map(stem);
}

/** The head noun of an English title: its last word, before any " - qualifier" or "(…)" the NOC adds. */
function headOf(title: string, tokens: string[]): string {
  const main = tokenize(title.split(/\s[-–]\s|\(/)[0] ?? '');
  return main.at(-1) ?? tokens.at(-1) ?? '';
}

/** The parts of a title a person joins: "nanny cum housekeeper", "welder/fabricator", "nurse (RN/RM)". */
export function alternativesOf(title: string): string[] {
  const parts = title
    .split(/\/|\bcum\b|\bor\b|&|,|;|\(|\)|\s\+\s|\band\b/i)
    .map((part) => part.trim())
    .filter((part) => tokenize(part).length > 0);
  const all = [title, ...parts];
  return [...new Set(all.map((part) => tokenize(part).join(' ')))].filter(Boolean);
}

/** The first sentence of a unit group's description. */
export function firstSentence(description: string): string {
  const match = /^.*?[.!?](?=\s+[A-Z]|$)/s.exec(description.trim());
  return (match ? match[0] : description).trim();
}

export function buildNocIndex(units: NocUnitInfo[], examples: Array<{ code: string; title: string }>, kenyanTerms: KenyanTerm[]): NocIndex {
  const unitMap = new Map(units.map((unit) => [unit.code, unit]));
  const raw: Array<Omit<Entry, 'weight'>> = [];
  const add = (code: string, source: Source, label: string, extra: Partial<Entry> = {}) => {
    const tokens = tokenize(label);
    if (tokens.length === 0 || !unitMap.has(code)) return;
    raw.push({ code, source, label, phrase: tokens.join(' '), tokens, head: headOf(label, tokens), ...extra });
  };
  for (const unit of units) add(unit.code, 'unit', unit.title);
  for (const example of examples) add(example.code, 'example', example.title);
  for (const term of kenyanTerms)
    term.codes.forEach((code, rank) => {
      for (const phrase of [term.term, ...term.aliases]) add(code, 'kenyan', phrase, { meaning: term.meaning, rank, label: term.term });
    });

  const documentFrequency = new Map<string, number>();
  for (const entry of raw) for (const token of new Set(entry.tokens)) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  const total = raw.length;
  const idf = new Map<string, number>();
  for (const [token, df] of documentFrequency) idf.set(token, Math.log(1 + total / df));
  const defaultIdf = Math.log(1 + total);

  const entries: Entry[] = raw.map((entry) => ({
    ...entry,
    weight: [...new Set(entry.tokens)].reduce((sum, token) => sum + (idf.get(token) ?? defaultIdf), 0),
  }));
  const postings = new Map<string, number[]>();
  const kenyanPhrases = new Map<string, Entry[]>();
  let maxKenyanWords = 1;
  entries.forEach((entry, position) => {
    for (const token of new Set(entry.tokens)) {
      const list = postings.get(token);
      if (list) list.push(position);
      else postings.set(token, [position]);
    }
    if (entry.source === 'kenyan') {
      kenyanPhrases.set(entry.phrase, [...(kenyanPhrases.get(entry.phrase) ?? []), entry]);
      maxKenyanWords = Math.max(maxKenyanWords, entry.tokens.length);
    }
  });
  return { units: unitMap, entries, postings, idf, kenyanPhrases, maxKenyanWords, defaultIdf };
}

interface Candidate {
  score: number;
  entry: Entry;
  exact: boolean;
}

/** Scores every vocabulary title sharing a word with one alternative; best per unit group. */
function scoreAlternative(index: NocIndex, alternative: string, support: Map<string, number>): Map<string, Candidate> {
  const tokens = alternative.split(' ');
  const distinct = [...new Set(tokens)];
  const weightOf = (token: string) => index.idf.get(token) ?? index.defaultIdf;
  const queryWeight = distinct.reduce((sum, token) => sum + weightOf(token), 0);
  const head = tokens.at(-1)!;
  const overlap = new Map<number, number>();
  for (const token of distinct)
    for (const position of index.postings.get(token) ?? []) overlap.set(position, (overlap.get(position) ?? 0) + weightOf(token));

  const best = new Map<string, Candidate>();
  const offer = (code: string, candidate: Candidate) => {
    if (candidate.score >= 0.5) support.set(code, (support.get(code) ?? 0) + 1);
    const current = best.get(code);
    if (!current || candidate.score > current.score) best.set(code, candidate);
  };
  for (const [position, shared] of overlap) {
    const entry = index.entries[position]!;
    const exact = entry.phrase === alternative;
    let score: number;
    if (exact) score = 1;
    else {
      const queryCover = shared / queryWeight;
      const entryCover = shared / entry.weight;
      score = queryCover * (0.55 + 0.3 * entryCover);
      if (entry.head === head) score += 0.08 * queryCover;
      score = Math.min(score, 0.93);
    }
    if (entry.source === 'kenyan') score *= 1 - 0.04 * (entry.rank ?? 0);
    else if (entry.source === 'unit' && !exact) score *= 0.97;
    offer(entry.code, { score, entry, exact });
  }

  // A Kenyan phrase inside a longer title ("KRCHN nurse", "fundi wa magari Nairobi") counts almost as equal.
  for (let length = Math.min(index.maxKenyanWords, tokens.length); length >= 1; length -= 1)
    for (let start = 0; start + length <= tokens.length; start += 1) {
      const phrase = tokens.slice(start, start + length).join(' ');
      for (const entry of index.kenyanPhrases.get(phrase) ?? []) {
        const cover = length / tokens.length;
        const score = (0.86 + 0.1 * cover) * (1 - 0.04 * (entry.rank ?? 0));
        offer(entry.code, { score, entry, exact: cover === 1 });
      }
    }
  return best;
}

/** Why a unit group matched, in the request's language; the titles and meanings quoted are the data's own. */
function reasonFor(candidate: Candidate, unit: NocUnitInfo): string {
  const { entry, exact } = candidate;
  if (entry.source === 'kenyan') return m.leads_noc_kenyan_term({ term: entry.label, meaning: entry.meaning ?? '' });
  if (entry.source === 'unit') return exact ? m.leads_noc_unit_title() : m.leads_noc_close_to_unit_title({ title: unit.title });
  return exact ? m.leads_noc_example_title({ title: entry.label }) : m.leads_noc_close_to_example_title({ title: entry.label });
}

/** The unit groups a job title most likely belongs to, best first. */
export function searchNoc(index: NocIndex, title: string, limit = 5): NocMatch[] {
  const alternatives = alternativesOf(title);
  const perUnit = new Map<string, Candidate[]>();
  // How many titles of a unit group fit well: among near ties, the group with more such titles wins.
  const support = new Map<string, number>();
  for (const alternative of alternatives)
    for (const [code, candidate] of scoreAlternative(index, alternative, support)) {
      const list = perUnit.get(code);
      if (list) list.push(candidate);
      else perUnit.set(code, [candidate]);
    }
  const ranked: Array<{ code: string; score: number; candidate: Candidate }> = [];
  for (const [code, candidates] of perUnit) {
    candidates.sort((a, b) => b.score - a.score);
    const [first, second] = candidates;
    const another = second && second.entry !== first!.entry ? 0.05 * second.score : 0;
    const score = Math.min(1, first!.score + another + 0.01 * Math.log2(1 + (support.get(code) ?? 0)));
    ranked.push({ code, score, candidate: first! });
  }
  ranked.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  return ranked.slice(0, limit).map(({ code, score, candidate }) => {
    const unit = index.units.get(code)!;
    return {
      code,
      title: unit.title,
      teer: unit.teer,
      duties: unit.duties,
      score: Math.round(score * 100) / 100,
      reason: reasonFor(candidate, unit),
    };
  });
}

/** A title a person wrote and the NOC codes a careful reader would accept for it (the measurement sets). */
export interface NocCase {
  title: string;
  expected: string[];
}

/** Top-1 and top-3 accuracy over a set of cases: the bench prints it, a unit test keeps it above a floor. */
export function topAccuracy(index: NocIndex, cases: NocCase[]): { top1: number; top3: number } {
  let top1 = 0;
  let top3 = 0;
  for (const { title, expected } of cases) {
    const codes = searchNoc(index, title, 3).map((result) => result.code);
    if (expected.includes(codes[0] ?? '')) top1 += 1;
    if (codes.some((code) => expected.includes(code))) top3 += 1;
  }
  return { top1: top1 / cases.length, top3: top3 / cases.length };
}
