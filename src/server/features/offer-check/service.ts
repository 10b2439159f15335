import { PROVINCE_NAMES_BY_CODE, isProvinceCode } from '../../../shared/constants';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { formatQuarter } from '../../../shared/lmia-quarter';
import { OFFER_EMPLOYER_CAVEATS, OFFER_NEXT_STEPS } from '../../../shared/offer-check-copy';
import type { OfferCheckRequest, OfferCheckResponse, OfferEmployerMatch } from '../../../shared/schemas/offer-check';
import type { Db } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { heldPerDatabase } from '../../lib/held-per-database';
import { foldEmployerName, lmiaDataVersion, nocMatchesForTitle, provinceCodeOf } from '../jobs/service';
import { buildEmployerIndex, employerNamesIn, lookUpEmployer, type EmployerHit, type EmployerIndex } from './employer-index';
import { findRedFlags, foldForMatching } from './red-flags';
import * as repo from './repo';
import { verdictOf } from './verdict';

/**
 * The offer check (docs/product.md#offer-check): red flags in a pasted message, the employer looked up in the
 * positive-LMIA lists, a verdict and where to go next. The message lives only in this request's memory: it is
 * never written to the database or the log (the API test proves it with a canary).
 */

const MAX_MATCHES = 5;
/** A name found after "Company:" in a message must be this close to the list's to count. */
const LABELLED_NAME_MIN = 0.8;

// ---- the employer index, per database, rebuilt when the lists change ---------------------------------------------

const employerIndexes = heldPerDatabase(lmiaDataVersion, async (db) => buildEmployerIndex(await repo.approvalRows(db), foldEmployerName));

const employerIndex = (db: Db): Promise<EmployerIndex> => employerIndexes.get(db);

/** Builds the employer index ahead of the first check, so that one is as quick as the rest. */
export async function warmOfferCheck(deps: Pick<Deps, 'db'>): Promise<void> {
  await employerIndex(deps.db);
}

// ---- where the employer's name comes from ----------------------------------------------------------------------------

/** "Company: Highline Produce Limited", "on behalf of …": the rest of the line, up to a comma or a dash. */
const LABELLED_NAME =
  /\b(?:company|employer|employer name|company name|mwajiri|kampuni|jina la kampuni|on behalf of|organi[sz]ation)\s{0,3}:?\s{0,3}([^\n,;()@]{3,80})/gu;

function labelledNames(text: string): string[] {
  const folded = foldForMatching(text);
  const names: string[] = [];
  for (const match of folded.matchAll(LABELLED_NAME)) {
    const start = match.index + match[0].length - match[1]!.length;
    const name = text
      .slice(start, start + match[1]!.length)
      .split(/\s[-–]\s|\.\s/u, 1)[0]!
      .trim();
    if (name.length >= 3 && !/^(?:is|are|will|has|have|of|the|and|to|in|that)\b/iu.test(name)) names.push(name);
    if (names.length >= 3) break;
  }
  return names;
}

// ---- the occupation and province asked about ------------------------------------------------------------------------

interface Asked {
  provinceCode?: string;
  /** The NOC codes the occupation most likely is (the NOC finder's best three, or the code typed). */
  nocCodes: string[];
  occupationLabel?: string;
  teer?: number;
}

const PROVINCE_NAMES_IN_TEXT = Object.entries(PROVINCE_NAMES_BY_CODE).map(([code, name]) => ({
  code,
  pattern: new RegExp(`\\b${foldForMatching(name).replace(/&/g, '(?:&|and)').replace(/ /g, '\\s{1,3}')}\\b`, 'u'),
}));
PROVINCE_NAMES_IN_TEXT.push({ code: 'QC', pattern: /\bquebec\b/u }, { code: 'NL', pattern: /\bnewfoundland\b/u });

/** The one province a message names, if it names exactly one. */
function provinceInText(text: string): string | undefined {
  const folded = foldForMatching(text);
  const codes = new Set(PROVINCE_NAMES_IN_TEXT.filter(({ pattern }) => pattern.test(folded)).map(({ code }) => code));
  return codes.size === 1 ? [...codes][0] : undefined;
}

async function asked(request: OfferCheckRequest): Promise<Asked> {
  const typed = request.province?.trim();
  const code = typed ? provinceCodeOf(typed) : request.text ? provinceInText(request.text) : undefined;
  const result: Asked = { nocCodes: [], ...(code && isProvinceCode(code) ? { provinceCode: code } : {}) };
  const occupation = request.occupation?.trim();
  if (!occupation) return result;
  const typedCode = /^\d{5}$/.exec(occupation)?.[0];
  if (typedCode) return { ...result, nocCodes: [typedCode], occupationLabel: `NOC ${typedCode}` };
  const matches = await nocMatchesForTitle(occupation, 3);
  const best = matches[0];
  if (!best) return { ...result, occupationLabel: occupation };
  return { ...result, nocCodes: matches.map((match) => match.code), occupationLabel: `${best.code} ${best.title}`, teer: best.teer };
}

// ---- agreement ------------------------------------------------------------------------------------------------------

/** How an approval compares with the offer: sorted on this, never on the words, which follow the request's language. */
type Agreement = 'agrees' | 'partly' | 'disagrees' | 'unknown';

function agreementOf(hit: EmployerHit, wanted: Asked): { level: Agreement; text: string } {
  const { employer } = hit;
  const province = wanted.provinceCode ? PROVINCE_NAMES_BY_CODE[wanted.provinceCode as keyof typeof PROVINCE_NAMES_BY_CODE] : undefined;
  const approvedCode = wanted.nocCodes.find((code) => employer.occupations.has(code));
  const occupation = approvedCode ? `${approvedCode} ${employer.occupations.get(approvedCode)}` : undefined;
  const quarters = approvedCode ? employer.quartersByNoc.get(approvedCode)!.map(formatQuarter).join(', ') : '';
  const inProvince = province ? employer.provinceCode === wanted.provinceCode : undefined;
  const where = employer.provinceName;
  const asked = wanted.occupationLabel;
  if (asked && province) {
    if (occupation && inProvince)
      return { level: 'agrees', text: m.offer_agreement_agrees_occupation_province({ occupation, province, quarters }) };
    if (inProvince) return { level: 'partly', text: m.offer_agreement_partly_province({ province, asked }) };
    if (occupation) return { level: 'partly', text: m.offer_agreement_partly_occupation({ occupation, quarters, where, province }) };
    return { level: 'disagrees', text: m.offer_agreement_disagrees_occupation_province({ where, asked }) };
  }
  if (asked)
    return occupation
      ? { level: 'agrees', text: m.offer_agreement_agrees_occupation({ occupation, quarters }) }
      : { level: 'disagrees', text: m.offer_agreement_disagrees_occupation({ asked }) };
  if (province)
    return inProvince
      ? { level: 'agrees', text: m.offer_agreement_agrees_province({ province }) }
      : { level: 'disagrees', text: m.offer_agreement_disagrees_province({ where, province }) };
  return { level: 'unknown', text: m.offer_agreement_unknown() };
}

function toMatch(hit: EmployerHit, wanted: Asked): OfferEmployerMatch & { agrees: boolean } {
  const agreement = agreementOf(hit, wanted);
  return {
    name: hit.employer.name,
    city: hit.employer.city,
    province: hit.employer.provinceCode
      ? PROVINCE_NAMES_BY_CODE[hit.employer.provinceCode as keyof typeof PROVINCE_NAMES_BY_CODE]
      : hit.employer.provinceName,
    quarters: hit.employer.quarters.map(formatQuarter),
    occupations: [...hit.employer.occupations].map(([code, title]) => `${code} ${title}`).sort(),
    agreement: agreement.text,
    matchReason: hit.reason,
    agrees: agreement.level === 'agrees',
  };
}

/** Where the name looked up came from, and what the answer says for each when it is found or not. */
const LOOKED_UP = {
  typed: { found: m.offer_employer_typed_found, notFound: m.offer_employer_typed_not_found },
  labelled: { found: m.offer_employer_labelled_found, notFound: m.offer_employer_labelled_not_found },
  written: { found: m.offer_employer_written_found, notFound: m.offer_employer_written_not_found },
} as const;

async function employerAnswer(db: Db, request: OfferCheckRequest, wanted: Asked): Promise<OfferCheckResponse['employer']> {
  const typed = request.employer?.trim();
  const text = request.text ?? '';
  if (!typed && !text.trim()) return null;
  const index = await employerIndex(db);
  let query: string | undefined = typed;
  let hits: EmployerHit[] = [];
  let source: keyof typeof LOOKED_UP = 'typed';
  if (typed) hits = lookUpEmployer(index, typed, foldEmployerName);
  else {
    for (const name of labelledNames(text)) {
      hits = lookUpEmployer(index, name, foldEmployerName, LABELLED_NAME_MIN);
      query = name;
      source = 'labelled';
      if (hits.length) break;
    }
    if (!hits.length) {
      const written = employerNamesIn(index, text, foldEmployerName);
      if (written.length) {
        query = written.join('; ');
        source = 'written';
        hits = written.flatMap((name) => lookUpEmployer(index, name, foldEmployerName, 1));
      }
    }
  }
  if (!query) return null;
  const matches = hits
    .map((hit) => toMatch(hit, wanted))
    .sort((a, b) => Number(b.agrees) - Number(a.agrees))
    .slice(0, MAX_MATCHES)
    .map(({ agrees: _agrees, ...match }) => match);
  const found = matches.length
    ? `${LOOKED_UP[source].found()} ${OFFER_EMPLOYER_CAVEATS.onListIsNotProof}`
    : `${LOOKED_UP[source].notFound()} ${OFFER_EMPLOYER_CAVEATS.absenceIsNotProof}`;
  return { query, matches, explanation: `${found} ${OFFER_EMPLOYER_CAVEATS.listSource}` };
}

/** Checks a message, an employer, an occupation and a province; nothing of them is kept. */
export async function checkOffer(deps: Pick<Deps, 'db'>, request: OfferCheckRequest): Promise<OfferCheckResponse> {
  const wanted = await asked(request);
  const flags = request.text ? findRedFlags(request.text, { teer: wanted.teer, occupationTitle: wanted.occupationLabel }) : [];
  const employer = await employerAnswer(deps.db, request, wanted);
  return { success: true, verdict: verdictOf(flags), flags, employer, nextSteps: [...OFFER_NEXT_STEPS] };
}
