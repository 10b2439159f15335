import { cleanInline, withoutFinalStop } from './member-text';
import { capitaliseFirst, lowercaseFirst } from './phrasing';

/**
 * Turns a sentence the member wrote into a resume bullet that starts with an action verb, using only the
 * member's own words: "I was responsible for managing the ward" → "Managed the ward", "Administering
 * medication" → "Administered medication" (or "Administer medication" in a current role). Nothing is added:
 * a sentence that does not start with a verb the writer knows stays as written, capital first.
 */

/** Verbs whose past tense or -ing form is not made by the usual rules (Canadian spelling: "labelled"). */
const IRREGULAR: Record<string, { past: string; gerund?: string; alsoPast?: string[] }> = {
  admit: { past: 'admitted', gerund: 'admitting' },
  bring: { past: 'brought' },
  build: { past: 'built' },
  cancel: { past: 'cancelled', gerund: 'cancelling', alsoPast: ['canceled'] },
  counsel: { past: 'counselled', gerund: 'counselling', alsoPast: ['counseled'] },
  cut: { past: 'cut', gerund: 'cutting' },
  deal: { past: 'dealt' },
  debug: { past: 'debugged', gerund: 'debugging' },
  drive: { past: 'drove' },
  feed: { past: 'fed' },
  grow: { past: 'grew' },
  hold: { past: 'held' },
  keep: { past: 'kept' },
  label: { past: 'labelled', gerund: 'labelling', alsoPast: ['labeled'] },
  lay: { past: 'laid' },
  lead: { past: 'led' },
  make: { past: 'made' },
  meet: { past: 'met' },
  model: { past: 'modelled', gerund: 'modelling', alsoPast: ['modeled'] },
  mop: { past: 'mopped', gerund: 'mopping' },
  oversee: { past: 'oversaw', gerund: 'overseeing' },
  patrol: { past: 'patrolled', gerund: 'patrolling' },
  pay: { past: 'paid' },
  plan: { past: 'planned', gerund: 'planning' },
  program: { past: 'programmed', gerund: 'programming' },
  rebuild: { past: 'rebuilt' },
  refer: { past: 'referred', gerund: 'referring' },
  run: { past: 'ran', gerund: 'running' },
  scrub: { past: 'scrubbed', gerund: 'scrubbing' },
  sell: { past: 'sold' },
  sweep: { past: 'swept' },
  send: { past: 'sent' },
  set: { past: 'set', gerund: 'setting' },
  ship: { past: 'shipped', gerund: 'shipping' },
  speak: { past: 'spoke' },
  teach: { past: 'taught' },
  transfer: { past: 'transferred', gerund: 'transferring' },
  travel: { past: 'travelled', gerund: 'travelling', alsoPast: ['traveled'] },
  undertake: { past: 'undertook' },
  win: { past: 'won', gerund: 'winning' },
  write: { past: 'wrote' },
};

const REGULAR = `achieve administer advise advocate analyse analyze answer arrange assemble assess assign assist attend audit
automate bake balance bathe book boost budget calculate care check clean coach code collaborate collect communicate compile
complete conduct configure consult contribute control cook coordinate create decrease deliver deploy design develop diagnose
direct discharge disinfect dispense distribute document draft dress earn educate enforce ensure establish evaluate examine
exceed execute facilitate file fix follow greet grill guide handle harvest help hire host identify immunise immunize implement
improve increase inject inspect install instruct integrate interview introduce invoice iron launch liaise lift load maintain
manage market measure mentor migrate milk mobilise mobilize monitor motivate negotiate observe operate order organise
organize orient pack paint participate perform pick plant prepare present process procure produce promote provide raise
reconcile record recruit reduce register reorganise reorganize repair report represent resolve respond restock review
sanitise sanitize save schedule screen secure serve service solve sort spearhead stack standardise standardize sterilise
sterilize stock streamline strengthen supervise supply support sweep test track train translate transport treat triage
troubleshoot tutor unload update upgrade use vaccinate verify volunteer wash weld welcome work prevent protect minimise
minimize detect comfort escort reposition accompany prioritise prioritize expand open close start advance mix pour plaster
frame wire sew stitch irrigate spray fertilise fertilize prune guard groom fold dust vacuum polish`.split(/\s+/);

type Form = 'base' | 'past' | 'gerund' | 'third';
interface VerbForms {
  base: string;
  past: string;
  gerund: string;
}

const endsWithConsonantY = (word: string) => /[^aeiou]y$/.test(word);

function regularForms(base: string): VerbForms {
  const past = base.endsWith('e') ? `${base}d` : endsWithConsonantY(base) ? `${base.slice(0, -1)}ied` : `${base}ed`;
  const gerund = base.endsWith('ee') ? `${base}ing` : base.endsWith('e') ? `${base.slice(0, -1)}ing` : `${base}ing`;
  return { base, past, gerund };
}

function thirdPerson(base: string): string {
  if (/(?:s|sh|ch|x|z)$/.test(base)) return `${base}es`;
  if (endsWithConsonantY(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** Every known form of every verb, lower case → the verb's forms and which form it is. */
const LOOKUP = new Map<string, { verb: VerbForms; form: Form }>();
function addVerb(verb: VerbForms, alsoPast: readonly string[] = []) {
  const entries: Array<[string, Form]> = [
    [verb.gerund, 'gerund'],
    [thirdPerson(verb.base), 'third'],
    [verb.past, 'past'],
    ...alsoPast.map((past): [string, Form] => [past, 'past']),
    [verb.base, 'base'],
  ];
  for (const [word, form] of entries) LOOKUP.set(word, { verb, form });
}
for (const base of REGULAR) addVerb(regularForms(base));
for (const [base, irregular] of Object.entries(IRREGULAR)) {
  const regular = regularForms(base);
  addVerb({ base, past: irregular.past, gerund: irregular.gerund ?? regular.gerund }, irregular.alsoPast);
}

interface LeadingWord {
  verb: VerbForms;
  form: Form;
  /** What follows the verb, as written (including punctuation right after it). */
  rest: string;
}

function leadingVerb(text: string): LeadingWord | undefined {
  const match = /^([\p{L}']+)(.*)$/su.exec(text);
  if (!match) return undefined;
  const found = LOOKUP.get((match[1] ?? '').toLowerCase());
  return found ? { ...found, rest: match[2] ?? '' } : undefined;
}

/** Whether a sentence starts with a verb the writer knows ("Managed…", "I manage…", "Managing…"). */
export function startsWithActionVerb(text: string): boolean {
  const cleaned = cleanInline(text);
  return leadingVerb(cleaned.replace(/^I /, '')) !== undefined;
}

/** Openings that only put the subject before a verb: "I", "I have", "We". */
const SUBJECT_OPENINGS = ['i also ', 'i have ', "i've ", 'i had ', 'i ', 'we have ', 'we ', 'was able to ', 'i was able to ', 'able to '];
/** Openings followed by an -ing form: "Responsible for managing…". */
const DUTY_OPENINGS = [
  'i was responsible for ',
  'was responsible for ',
  'responsible for ',
  'i was tasked with ',
  'tasked with ',
  'i was involved in ',
  'was involved in ',
  'involved in ',
  'my duties included ',
  'my duties include ',
  'duties included ',
  'duties include ',
  'my responsibilities included ',
  'my responsibilities include ',
  'responsibilities included ',
  'responsibilities include ',
  'my role involved ',
  'my role included ',
  'my work involved ',
  'duties: ',
  'responsibilities: ',
  'achievements: ',
];
const IN_CHARGE_OPENINGS = ['i was in charge of ', 'was in charge of ', 'in charge of '];
const PASSIVE_OPENINGS = ['i was ', 'was '];

function opening(text: string, openings: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  const found = openings.filter((candidate) => lower.startsWith(candidate)).sort((a, b) => b.length - a.length)[0];
  return found === undefined ? undefined : text.slice(found.length);
}

function verbFor(verb: VerbForms, current: boolean, form: Form): string {
  // A current role reads in the present ("Administer…"); what is already past stays past.
  if (current && form !== 'past') return verb.base;
  return verb.past;
}

/** "…and preventing infections" after a converted -ing verb: the same tense for each verb in the list. */
const COORDINATED_GERUND = /(, and |, | and | or )([\p{L}']+ing)\b/gu;

/** The same, or undefined when a listed -ing word is not a verb the writer knows (it may be a noun: "housekeeping"). */
function convertCoordinatedGerunds(rest: string, current: boolean): string | undefined {
  let clean = true;
  const converted = rest.replace(COORDINATED_GERUND, (whole: string, joiner: string, word: string) => {
    const found = LOOKUP.get(word.toLowerCase());
    if (!found || found.form !== 'gerund') {
      clean = false;
      return whole;
    }
    return joiner + verbFor(found.verb, current, 'gerund');
  });
  return clean ? converted : undefined;
}

/** ", bathing and dressing patients": each listed item starts with a verb's -ing form the writer knows. */
function everyItemIsAGerund(list: string): boolean {
  return list
    .split(/,|\/|\band\b|\bor\b|&/i)
    .map((item) => item.trim())
    .filter(Boolean)
    .every((item) => LOOKUP.get((item.split(/\s/)[0] ?? '').toLowerCase())?.form === 'gerund');
}

/**
 * The bullet led by its verb in the role's tense, or undefined when it cannot be rewritten cleanly: a
 * gerund straight followed by a list ("Cleaning and housekeeping", "Feeding, bathing, naps") names tasks
 * as nouns, and changing one word would leave a broken list ("Cleaned and housekeeping"). The caller then
 * keeps the member's own words (docs/product.md#documents).
 */
function asBullet(word: LeadingWord, current: boolean): string | undefined {
  if (word.form === 'gerund' && /^(?:,|\s*\/|\s+(?:and|or|&)\s)/i.test(word.rest) && !everyItemIsAGerund(word.rest)) return undefined;
  const rest = word.form === 'gerund' ? convertCoordinatedGerunds(word.rest, current) : word.rest;
  if (rest === undefined) return undefined;
  return capitaliseFirst(verbFor(word.verb, current, word.form)) + rest;
}

/** The rewritten bullet, or the member's words when it cannot be rewritten cleanly. */
function ledOrAsWritten(word: LeadingWord, current: boolean, asTyped: string): Converted {
  const bullet = asBullet(word, current);
  return bullet === undefined ? asWritten(capitaliseFirst(asTyped)) : led(bullet);
}

interface Converted {
  bullet: string;
  /** Whether the bullet certainly starts with a verb (so "I" can precede it). */
  verbLed: boolean;
}

const led = (bullet: string): Converted => ({ bullet, verbLed: true });
const asWritten = (bullet: string): Converted => ({ bullet, verbLed: false });

function convert(sentence: string, current: boolean): Converted {
  const text = withoutFinalStop(cleanInline(sentence));
  if (!text) return asWritten('');

  const afterDuty = opening(text, DUTY_OPENINGS);
  if (afterDuty !== undefined) {
    const word = leadingVerb(afterDuty);
    if (word && word.form === 'gerund') return ledOrAsWritten(word, current, afterDuty.trim());
    const lower = text.toLowerCase();
    if (lower.includes('responsible for ')) return asWritten(`Responsible for ${afterDuty.trim()}`);
    if (afterDuty.trim() && /^(?:duties|responsibilities|achievements): /.test(lower)) return asWritten(capitaliseFirst(afterDuty.trim()));
    return asWritten(capitaliseFirst(text));
  }

  const afterInCharge = opening(text, IN_CHARGE_OPENINGS);
  if (afterInCharge !== undefined && afterInCharge.trim()) return led(`${current ? 'Oversee' : 'Oversaw'} ${afterInCharge.trim()}`);

  const afterSubject = opening(text, SUBJECT_OPENINGS);
  if (afterSubject !== undefined) {
    const word = leadingVerb(afterSubject);
    if (word) return ledOrAsWritten(word, current, afterSubject.trim());
  }

  const afterWas = opening(text, PASSIVE_OPENINGS);
  // "I was promoted to…" → "Promoted to…" (a passive: not to be read as "I promoted…").
  if (afterWas !== undefined && /^[\p{L}']+ed\b/u.test(afterWas)) return asWritten(capitaliseFirst(afterWas));

  const word = leadingVerb(text);
  // A bare base form ("Record keeping…", "Order…") may be a noun: only -ing forms are changed.
  if (word && word.form === 'gerund') return ledOrAsWritten(word, current, text);
  return { bullet: capitaliseFirst(text), verbLed: word?.form === 'past' };
}

/**
 * One resume bullet from one sentence of the member's text. `current` is true for a role still held
 * (bullets in the present tense). Returns '' for an empty sentence.
 */
export function toAchievementBullet(sentence: string, current = false): string {
  return convert(sentence, current).bullet;
}

/**
 * The same sentence as a clause to follow "I" in a letter or statement ("administered medication to 30
 * patients"; "care for patients" in a current role). Undefined unless it certainly starts with a verb.
 */
export function toFirstPersonClause(sentence: string, current = false): string | undefined {
  const { bullet, verbLed } = convert(sentence, current);
  return verbLed && bullet ? lowercaseFirst(bullet) : undefined;
}

/**
 * A verb-led bullet as a past-tense clause ("Drive fuel tankers 9,000 km a month" → "drove fuel tankers…"),
 * for a summary's track record; undefined when it does not start with a verb the writer knows or cannot be
 * rewritten cleanly.
 */
export function toPastClause(bullet: string): string | undefined {
  const word = leadingVerb(withoutFinalStop(cleanInline(bullet)));
  if (!word) return undefined;
  const past = asBullet(word.form === 'gerund' ? word : { ...word, form: 'past' }, false);
  return past === undefined ? undefined : lowercaseFirst(past);
}
