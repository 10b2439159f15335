import { collapseWhitespace, trimCharacters } from '../common/text';
import { PERSONAL_DETAIL_LABELS } from '../common/personal-detail-labels';
import { companyScore, roleScore } from '../parse/vocabulary';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The sanity rules every document passes before a member sees it (docs/quality-score.md#sanity): the
 * patterns that turn a misread CV into nonsense. The writers are built not to break them; this module is
 * the independent check, run on the built-in writer's tests, on every OpenAI answer, and in the quality
 * score (where a failure is reported as the parser's, not the member's).
 */

export type SanityRule =
  | 'noName'
  | 'tableHeader'
  | 'jobWithoutTitleOrEmployer'
  | 'asACompany'
  | 'nocTitleAsJobTitle'
  | 'languageNotGiven'
  | 'repeatedSentence'
  | 'kcpe'
  | 'ecaAdviceInside'
  | 'referencesLine'
  | 'refereeDetail'
  | 'personalDetail';

export interface SanityProblem {
  rule: SanityRule;
  /**
   * What was found, for the member, in the request's language ("We may have misread your CV: …" is added by the
   * quality score); code that decides on a document reads `rule`, never this.
   */
  message: string;
}

export interface SanityContext {
  /** The languages the member gave; a Languages section with none given (or another one) is invented. */
  languagesGiven?: readonly string[];
  /** The jobs the document was written from (a job with bullets but no title or no employer is a misread). */
  jobs?: ReadonlyArray<{ position: string; company: string }>;
  /** The lines of the CV's REFEREES section: no name or phone in them may appear in the document. */
  refereeLines?: readonly string[];
}

/** Words of a table's header row ("YEAR INSTITUTION QUALIFICATION", "PERIOD – EMPLOYER – POSITION HELD"). */
const HEADER_WORDS =
  'year|years|period|dates?|duration|institution|school|qualifications?|award|course|employer|organi[sz]ation|company|position|held|designation|grade|from|to';
const TABLE_HEADER = new RegExp(`\\b(?:${HEADER_WORDS})(?:[\\s|/–—-]+(?:${HEADER_WORDS})){2,}\\b`, 'i');
const CAPITAL_HEADER = new RegExp(`\\b(?:${HEADER_WORDS.toUpperCase()})(?:[\\s|/–—-]+(?:${HEADER_WORDS.toUpperCase()})){1,}\\b`);

/**
 * The text without a table's header words ("PERIOD – EMPLOYER – POSITION HELD", "Year | Institution |
 * Qualification"): what the writers apply to every field, as a parser may leave a header row in one.
 */
export function withoutTableHeaders(text: string): string {
  const global = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags}g`);
  const stripped = text.replace(global(TABLE_HEADER), ' ').replace(global(CAPITAL_HEADER), ' ');
  if (stripped === text) return text;
  return collapseWhitespace(stripped.replace(/(?:\s*[|,·–—-]\s*){2,}/g, ', ').replace(/^[\s|,·–—-]+|[\s|,·–—-]+$/g, ''));
}

/** "As a Tamarind Group, Mombasa …": a sentence that presents the member as an employer. */
const AS_A = /\bAs an? ((?:\p{Lu}[\p{L}\p{N}&'.-]*[ ,]*){1,6})/gu;

/** A plural group title as the NOC writes it ("Registered nurses and registered psychiatric nurses"). */
export function looksLikeNocGroupTitle(title: string): boolean {
  const words = title.trim().split(/\s+/);
  if (words.length < 2) return false;
  const lowerAfterFirst = words.slice(1).every((word) => !/^\p{Lu}/u.test(word) || /^[A-Z]{2,}$/.test(word));
  const plural = /s\b/.test(words[words.length - 1] ?? '') || /\b\w+s,? (?:and|or) /.test(title);
  return lowerAfterFirst && plural && /\b(?:and|or)\b|,/.test(title);
}

/** Where a document names the job it is for: "the X position", "Re: Application for X", "X candidate". */
const TITLE_PLACES = [/\bthe (.{3,120}?) (?:position|role)\b/g, /Application for ([^*\n]{3,120})/g, /\*\*Target role:\*\* ([^\n]{3,120})/g];

const KCPE = /\bKCPE\b|Kenya Certificate of Primary Education/i;
const KCPE_MARKS = /\bKCPE\b[^.\n]{0,80}?\b\d{2,3}\s*marks\b/i;
const EDUCATION_HEADING = /^#{1,3} .*\b(?:Education|Qualifications|Training)\b/i;

/**
 * The member's own KCPE as a credential: in an education section, named in full, or with its marks. A teacher's
 * result ("raised the school's KCPE Mathematics mean from 52 to 68") is work, not the member's schooling.
 */
function listsKcpe(document: string): boolean {
  if (/Kenya Certificate of Primary Education/i.test(document) || KCPE_MARKS.test(document)) return true;
  let inEducation = false;
  for (const line of document.split('\n')) {
    if (/^#{1,3} /.test(line)) inEducation = EDUCATION_HEADING.test(line);
    else if (inEducation && KCPE.test(line)) return true;
  }
  return false;
}
const ECA = /Educational Credential Assessment|\bECA\b|assessed for Canadian equivalency/i;
const REFERENCES_LINE = /references (?:are )?available (?:up)?on request/i;
const LANGUAGES_HEADING = /^#{1,3} Languages\s*$/im;

function sentencesOf(document: string): string[] {
  return (
    document
      .split('\n')
      .map((line) => line.replace(/^#+ |^- /, '').replace(/\*\*/g, ''))
      .flatMap((line) => line.split(/(?<=[.!?])\s+(?=\p{Lu})/u))
      // trimCharacters, not a regex: a run of dots in hostile text would make one backtrack.
      .map((sentence) => trimCharacters(collapseWhitespace(sentence).toLowerCase(), '.!?', 'end'))
      .filter((sentence) => sentence.split(' ').length >= 5)
  );
}

/** Lines under "## Languages" up to the next heading. */
function languagesListed(document: string): string[] {
  const match = LANGUAGES_HEADING.exec(document);
  if (!match) return [];
  const after = document.slice(match.index + match[0].length);
  const end = after.search(/^#{1,3} /m);
  return (end >= 0 ? after.slice(0, end) : after)
    .split(/\n|·|,/)
    .map((line) => line.replace(/^- /, '').trim())
    .filter(Boolean);
}

const languageKey = (entry: string) => {
  const name = (entry.toLowerCase().split(/[\s(–-]/)[0] ?? '').trim();
  return name === 'swahili' ? 'kiswahili' : name;
};

/** Names ("Mr. Evans Wekesa") and phone numbers (their last nine digits) of the CV's referees. */
export function refereeDetails(lines: readonly string[]): { names: string[]; phones: string[] } {
  const names: string[] = [];
  const phones: string[] = [];
  for (const line of lines) {
    for (const digits of line.match(/\+?\d[\d\s-]{7,}\d/g) ?? []) {
      const only = digits.replace(/\D/g, '');
      if (only.length >= 9) phones.push(only.slice(-9));
    }
    const name =
      /^(?:\d+[.)]\s*)?(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Rev|Eng|Pastor|Hon)\.?\s+)?((?:\p{Lu}[\p{L}'-]+\s+){1,3}\p{Lu}[\p{L}'-]+)/u.exec(
        line.replace(/^[-•*\s]+/, '').trim(),
      );
    const candidate = name?.[1]?.trim();
    if (candidate && roleScore(candidate) === 0 && companyScore(candidate) === 0 && !/^(?:Referees?|References?)\b/i.test(candidate))
      names.push(candidate);
  }
  return { names, phones };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A personal detail a Canadian resume never carries, stated with its label ("ID No: 27706814", "Date of birth:
 * 4 May 1990", "Marital status – single"; "gender-based violence" is no label), anywhere in the text: the
 * parser's own list of labels.
 */
const PERSONAL_LABELLED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PERSONAL_DETAIL_LABELS.map(([label]) => escapeRegExp(label))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?:\\s*[:=]|\\s+[–-])\\s*\\S`,
  'iu',
);

/** Every sanity rule the document breaks (empty: it passes). */
export function sanityProblems(document: string, context: SanityContext = {}): SanityProblem[] {
  const problems: SanityProblem[] = [];
  const add = (rule: SanityRule, message: string) => problems.push({ rule, message });
  const firstHeading = /^# (.*)$/m.exec(document)?.[1]?.trim() ?? '';
  if (!firstHeading || /^(?:resume|applicant|curriculum vitae|cv)$/i.test(firstHeading)) add('noName', m.quality_problem_no_name());

  for (const line of document.split('\n')) {
    if (TABLE_HEADER.test(line) || CAPITAL_HEADER.test(line)) {
      add('tableHeader', m.quality_problem_table_header({ line: collapseWhitespace(line).slice(0, 80) }));
      break;
    }
  }

  for (const job of context.jobs ?? []) {
    if (!job.position.trim() || !job.company.trim()) {
      const known = job.position.trim() || job.company.trim();
      const noEmployer = Boolean(job.position.trim());
      const message = noEmployer
        ? known
          ? m.quality_problem_job_no_employer_named({ known })
          : m.quality_problem_job_no_employer()
        : known
          ? m.quality_problem_job_no_title_named({ known })
          : m.quality_problem_job_no_title();
      add('jobWithoutTitleOrEmployer', message);
    }
  }

  for (const match of document.matchAll(AS_A)) {
    const named = (match[1] ?? '').replace(/[ ,]+$/, '');
    if (companyScore(named) > 0 && roleScore(named) === 0) {
      add('asACompany', m.quality_problem_as_a_company({ named }));
      break;
    }
  }

  for (const pattern of TITLE_PLACES) {
    for (const match of document.matchAll(pattern)) {
      const title = (match[1] ?? '').trim();
      if (looksLikeNocGroupTitle(title)) add('nocTitleAsJobTitle', m.quality_problem_noc_title({ title }));
    }
  }

  const listed = languagesListed(document);
  if (listed.length > 0) {
    const given = new Set((context.languagesGiven ?? []).map(languageKey));
    const invented = listed.filter((entry) => !given.has(languageKey(entry)));
    if (invented.length > 0) add('languageNotGiven', m.quality_problem_language_not_given({ languages: invented.join(', ') }));
  }

  const seen = new Set<string>();
  for (const sentence of sentencesOf(document)) {
    if (seen.has(sentence)) {
      add('repeatedSentence', m.quality_problem_repeated_sentence({ sentence: sentence.slice(0, 80) }));
      break;
    }
    seen.add(sentence);
  }

  if (listsKcpe(document)) add('kcpe', m.quality_problem_kcpe());
  if (ECA.test(document)) add('ecaAdviceInside', m.quality_problem_eca_advice());
  if (REFERENCES_LINE.test(document)) add('referencesLine', m.quality_problem_references_line());

  // "ID/No: …" is "ID No: …": a slash between a label's words is a space.
  const personal = PERSONAL_LABELLED.exec(document.replace(/(\p{L})\.?\s*\/\s*(\p{L})/gu, '$1 $2'));
  if (personal) add('personalDetail', m.quality_problem_personal_detail({ detail: personal[0] }));

  if (context.refereeLines && context.refereeLines.length > 0) {
    const { names, phones } = refereeDetails(context.refereeLines);
    const digits = document.replace(/\D/g, '');
    const lower = document.toLowerCase();
    const name = names.find((candidate) => lower.includes(candidate.toLowerCase()));
    if (name) add('refereeDetail', m.quality_problem_referee_name({ name }));
    else if (phones.some((phone) => digits.includes(phone))) add('refereeDetail', m.quality_problem_referee_phone());
  }
  return problems;
}

const REFEREES_HEADING = /^[\s#*]*(?:referees?|references?)\s*:?\s*$/i;
/** A heading after the referees: a short line in capitals ("HOBBIES"), or a Markdown heading. */
const NEXT_HEADING = /^(?:#{1,3} |[\p{Lu}\s&/]{4,40}:?$)/u;

/** The lines of a CV's REFEREES (or REFERENCES) section, up to the next heading: what the referee check needs. */
export function refereeLinesOf(cvText: string): string[] {
  const lines = cvText.split(/\r?\n/).slice(0, 2_000);
  const at = lines.findIndex((line) => REFEREES_HEADING.test(line));
  if (at < 0) return [];
  const after = lines.slice(at + 1);
  const end = after.findIndex((line) => NEXT_HEADING.test(line.trim()) && !/\d/.test(line));
  return (end >= 0 ? after.slice(0, end) : after).map((line) => line.trim()).filter(Boolean);
}
