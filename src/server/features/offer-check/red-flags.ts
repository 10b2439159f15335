import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import type { OfferFlag, OfferFlagKind } from '../../../shared/schemas/offer-check';
import rulesFile from './rules.json';
import wagesFile from './wages.json';

/**
 * The offer check's red flags (docs/product.md#offer-check): rules as data (rules.json, wages.json), read one
 * sentence at a time so that a quote is the sentence that raised the flag and a sentence that says the worker
 * pays nothing ("the employer pays the LMIA fee") raises no money flag. Every step is one pass over the text or
 * a pattern that cannot backtrack across it (docs/decisions/044-offer-check.md): 20,000 hostile characters
 * take milliseconds.
 */

/**
 * What each kind means, in plain words: read from the `offer` catalogue when a flag is raised, so in the
 * request's language (docs/i18n/conventions.md); rules.json keeps only what detects it. The pay flag's words
 * carry figures, so they are written where it is raised.
 */
const EXPLANATIONS = localized({
  fee: m.offer_flag_fee,
  'job-offer-points': m.offer_flag_job_offer_points,
  guaranteed: m.offer_flag_guaranteed,
  pressure: m.offer_flag_pressure,
  'no-interview': m.offer_flag_no_interview,
  'personal-payment': m.offer_flag_personal_payment,
  'passport-fee': m.offer_flag_passport_fee,
  'free-mail': m.offer_flag_free_mail,
  'look-alike-domain': m.offer_flag_look_alike_domain,
} satisfies Record<Exclude<OfferFlagKind, 'too-good-pay'>, () => string>);

const QUOTE_MAX = 200;
/** A kind is quoted at most this often: three quotes make the point. */
const QUOTES_PER_KIND = 3;

const compile = (source: string) => new RegExp(source, 'u');
const compileAll = (sources: string[]) => sources.map(compile);

const NEGATIONS = compileAll(rulesFile.negations);
const PHRASES = rulesFile.phrases.map((rule) => ({
  kind: rule.kind as keyof typeof EXPLANATIONS,
  patterns: compileAll(rule.patterns),
}));
const PAYMENT = {
  patterns: compileAll(rulesFile.personalPayment.patterns),
  mobileMoney: compile(rulesFile.personalPayment.mobileMoney),
  phone: compile(rulesFile.personalPayment.phone),
  demand: compile(rulesFile.personalPayment.demand),
};
/** Words that name what a sum is for when it is a fee ("Registration is only KSh 1,500"). */
const FEE_NOUNS = compile(rulesFile.feeNouns);
const PASSPORT = { pattern: compile(rulesFile.passport.pattern) };
const FREE_MAIL = { domains: new Set(rulesFile.freeMail.domains) };
const LOOK_ALIKE = {
  official: rulesFile.lookAlikeDomain.official,
  governmentWords: new Set(rulesFile.lookAlikeDomain.governmentWords),
  canadaWith: new Set(rulesFile.lookAlikeDomain.canadaWith),
  joinedWords: rulesFile.lookAlikeDomain.joinedWords,
};

/** Kinds that mean money leaves the worker: a sentence that says the worker pays nothing raises none of them. */
const MONEY_KINDS = new Set<OfferFlagKind>(['fee', 'personal-payment', 'passport-fee', 'job-offer-points', 'guaranteed']);

/** A sentence of the message: its lowercased, accent-free text, and where it lies in the original. */
interface Sentence {
  text: string;
  start: number;
  end: number;
  negated: boolean;
}

/**
 * The message lowercased with accents and curly quotes folded, one character for each original one, so that a
 * position in the folded text is the same position in the original (a quote is cut from the original).
 */
export function foldForMatching(text: string): string {
  let folded = '';
  let copied = 0;
  // Plain ASCII only needs lowercasing, which keeps the length; other characters are folded one by one.
  for (const match of text.matchAll(/[\u0080-\u{10FFFF}]/gu)) {
    folded += text.slice(copied, match.index).toLowerCase() + foldCharacter(match[0]);
    copied = match.index + match[0].length;
  }
  return folded + text.slice(copied).toLowerCase();
}

const foldedCharacters = new Map<string, string>();

function foldCharacter(char: string): string {
  let one = foldedCharacters.get(char);
  if (one !== undefined) return one;
  one = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-');
  // Keep the length: a character that folds to several (or none) is kept as itself, or a space.
  if (one.length !== char.length) one = char.length === 1 ? (one.length === 0 ? ' ' : one[0]!) : char;
  if (foldedCharacters.size < 10_000) foldedCharacters.set(char, one);
  return one;
}

/** Words after which a full stop does not end a sentence ("Mr. Smith", "No. 5"). */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'no', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp', 'e.g', 'i.e', 'p.o']);

/** Splits the folded text at line breaks, !, ?, ; and at a full stop followed by a space (not "$17.20" or "gmail.com"). */
function sentencesOf(folded: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const close = (end: number) => {
    const raw = folded.slice(start, end);
    if (raw.trim()) sentences.push({ text: raw, start, end, negated: NEGATIONS.some((pattern) => pattern.test(raw)) });
    start = end + 1;
  };
  for (let i = 0; i < folded.length; i += 1) {
    const code = folded.charCodeAt(i);
    if (code === 10 || code === 33 || code === 63 || code === 59) close(i);
    else if (code === 46 && (i + 1 === folded.length || folded.charCodeAt(i + 1) <= 32)) {
      let wordStart = i;
      while (wordStart > start && i - wordStart < 4 && /[a-z.]/.test(folded[wordStart - 1]!)) wordStart -= 1;
      if (!ABBREVIATIONS.has(folded.slice(wordStart, i))) close(i);
    }
  }
  if (start < folded.length) close(folded.length);
  return sentences;
}

/** The quote shown for a flag: the sentence as written, spaces collapsed, cut to about 200 characters around the match. */
function quoteOf(original: string, sentence: Sentence, at: number): string {
  let from = sentence.start;
  // The sentence's own full stop, question or exclamation mark belongs to the quote.
  let to = sentence.end < original.length && '.!?'.includes(original[sentence.end]!) ? sentence.end + 1 : sentence.end;
  if (to - from > QUOTE_MAX) {
    from = Math.max(sentence.start, Math.min(at - QUOTE_MAX / 2, sentence.end - QUOTE_MAX));
    to = Math.min(sentence.end, from + QUOTE_MAX);
  }
  const text = original.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > sentence.start ? '…' : ''}${text}${to < sentence.end ? '…' : ''}`;
}

// ---- amounts and wages ----------------------------------------------------------------------------------

/** A sum of money: a currency then digits, or digits then "k" ("50k", a Kenyan way of writing 50,000 shillings). */
const CURRENCY_AMOUNT = /(?:\bksh|\bkes|\bsh|\busd|\bcad|\$)\s?(\d[\d,]*(?:\.\d{1,2})?)/gu;
const K_AMOUNT = /(?<![\d,.])\d{1,3}\s?k\b/u;
/** Kenyan ways of writing shillings: "3,000/=", "7,500 bob". */
const SHILLINGS = /(?<![\d,.])\d[\d,]*\s?(?:\/=|bob\b)/u;
/** What follows a wage ("$17 per hour"); the window after the amount is short, so this never reads far. */
const WAGE_UNITS: Array<[RegExp, number]> = [
  [/^\s{0,2}(?:per|an|a|\/|every|kwa)\s{0,2}(?:hour|hr|h|saa)\b|^\s{0,2}hourly\b/u, 1],
  [/^\s{0,2}(?:per|a|\/|every|kwa)\s{0,2}(?:week|wk|wiki)\b|^\s{0,2}weekly\b/u, 1 / 40],
  [/^\s{0,2}(?:per|a|\/|every|kwa)\s{0,2}(?:month|mo|mwezi)\b|^\s{0,2}monthly\b/u, 12 / (52 * 40)],
  [/^\s{0,2}(?:per|a|\/|every|kwa)\s{0,2}(?:year|annum|yr|mwaka)\b|^\s{0,2}(?:annually|yearly)\b/u, 1 / (52 * 40)],
];
const ANNUAL_BEFORE = /\b(?:annual salary|salary of|per annum)\b/u;

interface Amount {
  at: number;
  /** Dollars per hour when the amount is a wage (Canadian dollars assumed for "$"), else null. */
  hourly: number | null;
  /** Followed by "per hour", "a month"… (or after "annual salary"): pay, not a price. */
  wage: boolean;
}

function amountsIn(sentence: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of sentence.matchAll(CURRENCY_AMOUNT)) {
    const currency = match[0].slice(0, match[0].length - match[1]!.length).trim();
    const value = Number(match[1]!.replace(/,/g, ''));
    const after = sentence.slice(match.index + match[0].length, match.index + match[0].length + 24);
    const unit = WAGE_UNITS.find(([pattern]) => pattern.test(after));
    const dollars = currency === '$' || currency === 'usd' || currency === 'cad';
    const annual = !unit && ANNUAL_BEFORE.test(sentence.slice(Math.max(0, match.index - 30), match.index));
    const factor = unit ? unit[1] : annual ? 1 / (52 * 40) : null;
    amounts.push({
      at: match.index,
      hourly: dollars && factor !== null && Number.isFinite(value) ? value * factor : null,
      wage: factor !== null,
    });
  }
  for (const pattern of [K_AMOUNT, SHILLINGS]) {
    const found = pattern.exec(sentence);
    if (found) amounts.push({ at: found.index, hourly: null, wage: false });
  }
  return amounts;
}

interface WageGroup {
  noc: string;
  label: string;
  hourly: number;
  words: string[];
}
const WAGE_GROUPS: WageGroup[] = wagesFile.occupations;
const WAGE_WORDS = WAGE_GROUPS.flatMap((group) => group.words.map((word) => ({ group, pattern: new RegExp(`\\b${word}\\b`, 'u') })));

/** The occupation the message names, from the wage table's words: the first one found in the text. */
function occupationInText(folded: string): WageGroup | null {
  let best: { group: WageGroup; at: number } | null = null;
  for (const { group, pattern } of WAGE_WORDS) {
    const at = folded.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { group, at };
  }
  return best?.group ?? null;
}

/** The typical wage to compare with: from the occupation asked about (its TEER), else the one the message names. */
export interface WageContext {
  /** The TEER of the occupation typed in the form, from the NOC finder. */
  teer?: number;
  occupationTitle?: string;
}

/**
 * Each wage group's name in the request's language, by NOC code; wages.json's `label` says the same in English
 * for whoever reads the data, and stands in for a group added there without its message yet.
 */
const WAGE_GROUP_NAMES: Record<string, () => string> = {
  '85101': m.offer_wage_group_85101,
  '85103': m.offer_wage_group_85103,
  '84120': m.offer_wage_group_84120,
  '44101': m.offer_wage_group_44101,
  '44100': m.offer_wage_group_44100,
  '65310': m.offer_wage_group_65310,
  '65201': m.offer_wage_group_65201,
  '63200': m.offer_wage_group_63200,
  '94141': m.offer_wage_group_94141,
  '73300': m.offer_wage_group_73300,
  '75110': m.offer_wage_group_75110,
  '75101': m.offer_wage_group_75101,
  '72106': m.offer_wage_group_72106,
  '31301': m.offer_wage_group_31301,
  '21231': m.offer_wage_group_21231,
  '62020': m.offer_wage_group_62020,
  '64314': m.offer_wage_group_64314,
};

/** The label is read when the flag is raised, from the catalogue. */
function typicalWage(folded: string, context: WageContext): { hourly: number; label: () => string } | null {
  const named = occupationInText(folded);
  if (named) return { hourly: named.hourly, label: () => WAGE_GROUP_NAMES[named.noc]?.() ?? named.label };
  if (context.teer !== undefined) {
    const hourly = (wagesFile.byTeer as Record<string, number>)[String(context.teer)];
    const teer = context.teer;
    if (hourly) return { hourly, label: () => context.occupationTitle ?? m.offer_wage_teer_occupations({ teer: String(teer) }) };
  }
  return null;
}

const money = (value: number) => `$${value.toFixed(value >= 100 ? 0 : 2).replace(/\.00$/, '')}`;

// ---- addresses ---------------------------------------------------------------------------------------------

const DOMAIN_SHAPE = /^[a-z0-9](?:[a-z0-9-]{0,62}\.){1,6}[a-z]{2,24}$/u;

/** E-mail addresses and web addresses in the folded text: words that hold a dot, cut at spaces and brackets. */
function addressesIn(folded: string): Array<{ at: number; domain: string; email: boolean }> {
  const found: Array<{ at: number; domain: string; email: boolean }> = [];
  for (const match of folded.matchAll(/[^\s<>()"',;[\]]+/gu)) {
    const word = match[0];
    if (word.length > 300 || !word.includes('.')) continue;
    const at = word.lastIndexOf('@');
    let host = at >= 0 ? word.slice(at + 1) : word.replace(/^[a-z]{3,5}:\/\//u, '');
    host = host
      .split(/[/?#:]/u, 1)[0]!
      .replace(/^www\./u, '')
      .replace(/\.+$/u, '');
    if (DOMAIN_SHAPE.test(host)) found.push({ at: match.index, domain: host, email: at > 0 });
  }
  return found;
}

function isOfficial(domain: string): boolean {
  return LOOK_ALIKE.official.some((official) => domain === official || domain.endsWith(`.${official}`));
}

/** A domain that borrows the government's words without being the government's. */
export function isLookAlikeDomain(domain: string): boolean {
  if (isOfficial(domain)) return false;
  const labels = domain.split('.');
  const words = labels.slice(0, -1).flatMap((label) => label.split('-'));
  if (words.some((word) => LOOK_ALIKE.governmentWords.has(word))) return true;
  if (words.includes('canada') && words.some((word) => LOOK_ALIKE.canadaWith.has(word))) return true;
  const joined = labels.slice(0, -1).join('');
  return LOOK_ALIKE.joinedWords.some((word) => joined.includes(word));
}

// ---- the flags ---------------------------------------------------------------------------------------------

class FlagList {
  readonly flags: OfferFlag[] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly original: string) {}

  /** The explanation is the kind's catalogue text unless one is given (the pay flag's, with its figures). */
  add(kind: OfferFlagKind, sentence: Sentence, at: number, explanation?: () => string) {
    const key = `${kind}|${sentence.start}`;
    if (this.seen.has(key) || this.flags.filter((flag) => flag.kind === kind).length >= QUOTES_PER_KIND) return;
    this.seen.add(key);
    const words = explanation ?? (() => EXPLANATIONS[kind as keyof typeof EXPLANATIONS]);
    this.flags.push({ kind, quote: quoteOf(this.original, sentence, at), explanation: words() });
  }

  has(kind: OfferFlagKind) {
    return this.flags.some((flag) => flag.kind === kind);
  }
}

const firstMatch = (patterns: RegExp[], text: string) => {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
};

/** The red flags of a message, in the order its sentences raise them. */
export function findRedFlags(text: string, context: WageContext = {}): OfferFlag[] {
  const folded = foldForMatching(text);
  const sentences = sentencesOf(folded);
  const list = new FlagList(text);
  /** Sentences that ask the worker for money: a fee phrase, or a sum with a verb of paying or sending. */
  const asksMoney: boolean[] = [];

  sentences.forEach((sentence, index) => {
    const amounts = amountsIn(sentence.text);
    const demand = PAYMENT.demand.exec(sentence.text);
    let money = false;
    for (const rule of PHRASES) {
      if (sentence.negated && MONEY_KINDS.has(rule.kind)) continue;
      const match = firstMatch(rule.patterns, sentence.text);
      if (!match) continue;
      list.add(rule.kind, sentence, match.index);
      if (rule.kind === 'fee') money = true;
    }
    if (sentence.negated) {
      asksMoney[index] = false;
      return;
    }
    const sum = amounts.find((amount) => !amount.wage);
    if (!money && sum && (demand || FEE_NOUNS.test(sentence.text))) {
      list.add('fee', sentence, sum.at);
      money = true;
    }
    asksMoney[index] = money;

    const payment = firstMatch(PAYMENT.patterns, sentence.text);
    const mobile = PAYMENT.mobileMoney.exec(sentence.text);
    const phone = demand ? PAYMENT.phone.exec(sentence.text) : null;
    const paymentAt = payment?.index ?? (mobile && (demand || sum) ? mobile.index : undefined) ?? phone?.index;
    if (paymentAt !== undefined) list.add('personal-payment', sentence, paymentAt);
  });

  // A passport copy asked for in the sentence that asks for money, or the one before or after it.
  sentences.forEach((sentence, index) => {
    const passport = PASSPORT.pattern.exec(sentence.text);
    if (passport && !sentence.negated && (asksMoney[index - 1] || asksMoney[index] || asksMoney[index + 1]))
      list.add('passport-fee', sentence, passport.index);
  });

  const sentenceAt = (at: number) => {
    let low = 0;
    let high = sentences.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const sentence = sentences[middle]!;
      if (at < sentence.start) high = middle - 1;
      else if (at > sentence.end) low = middle + 1;
      else return sentence;
    }
    return undefined;
  };
  for (const address of addressesIn(folded)) {
    const sentence = sentenceAt(address.at);
    if (!sentence) continue;
    if (address.email && FREE_MAIL.domains.has(address.domain)) list.add('free-mail', sentence, address.at);
    if (isLookAlikeDomain(address.domain)) list.add('look-alike-domain', sentence, address.at);
  }

  const typical = typicalWage(folded, context);
  if (typical) {
    const ceiling = typical.hourly * wagesFile.ceilingFactor;
    for (const sentence of sentences) {
      const high = amountsIn(sentence.text).find((amount) => amount.hourly !== null && amount.hourly > ceiling);
      if (high)
        list.add('too-good-pay', sentence, high.at, () =>
          m.offer_flag_too_good_pay({ pay: money(high.hourly!), occupation: typical.label(), typical: money(typical.hourly) }),
        );
    }
  }
  return list.flags;
}
