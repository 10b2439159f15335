import type { Locale } from '../../../shared/i18n/locale';
import { emailLinkLanguage } from '../../lib/email-link-page';
import { MATCHES_MESSAGES as M } from '../../../shared/messages';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ALL_OF_CANADA, MATCHES_LIMITS, PROVINCE_NAMES_BY_CODE, isProvinceCode } from '../../../shared/constants';
import type { MatchEmployer, MatchesQuery, MatchesResponse, MatchNoc } from '../../../shared/schemas/matches';
import type { ParsedResume } from '../../../shared/schemas/documents';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { nocMatchesForTitle, nocUnitsByCode } from '../jobs/service';
import { getMemberProfile } from '../profile/service';
import { rankEmployers, type RankedEmployerRow, type WeightedNoc } from './ranking';
import { rankedAnswer, rankingIndex } from './ranking-index';
import * as repo from './repo';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { listWords } from '../../../shared/i18n/list-words';
import { formatQuarter } from '../../../shared/lmia-quarter';
import { getLocale } from '../../../shared/i18n/paraglide/runtime.js';

/**
 * My matches (docs/product.md#my-matches): the NOCs the member's job titles fit, and the employers approved
 * for them, ranked in memory (ranking.ts; docs/decisions/042-matches.md and 047) and explained in words.
 */

/** A title's NOC suggestions below this score are guesses, not matches. */
const MIN_TITLE_SCORE = 0.35;
/** Codes the member chose: the first fits best, each next a little less, none below half. */
const chosenWeight = (index: number) => Math.max(0.5, 1 - 0.1 * index);

export type MatchesAnswer = Omit<MatchesResponse, 'success'>;

/** The job titles a profile holds: each role's position, newest first as the profile lists them. */
export function profileTitles(profile: ParsedResume): string[] {
  const titles = profile.workExperience.map((role) => role.position.trim()).filter((title) => title.length >= 2);
  return [...new Set(titles)];
}

/**
 * The few NOCs a member's titles fit best: every title through the NOC finder, the best score per code kept
 * (a later role counts a little less than the newest), the strongest `profileNocs` codes, weighted against the best.
 */
export async function nocsForTitles(titles: string[]): Promise<WeightedNoc[]> {
  const best = new Map<string, number>();
  for (const [index, title] of titles.slice(0, 10).entries()) {
    for (const match of await nocMatchesForTitle(title, 3)) {
      if (match.score < MIN_TITLE_SCORE) continue;
      const score = match.score * (1 - 0.05 * Math.min(index, 4));
      if (score > (best.get(match.code) ?? 0)) best.set(match.code, score);
    }
  }
  const ranked = [...best].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, MATCHES_LIMITS.profileNocs);
  const top = ranked[0]?.[1] ?? 1;
  return ranked.map(([code, score]) => ({ code, weight: Math.round((score / top) * 100) / 100 }));
}

/** The asked NOCs' titles and TEERs, from the NOC finder's vocabulary; a code that is not a unit group is a 400. */
async function describeNocs(nocs: WeightedNoc[]): Promise<MatchNoc[]> {
  const units = await nocUnitsByCode(nocs.map((noc) => noc.code));
  const unknown = nocs.find((noc) => !units.has(noc.code));
  if (unknown) throw new AppError(400, ERROR_CODES.validation, M.unknownNoc(unknown.code));
  return nocs.map((noc) => units.get(noc.code)!);
}

/** The reasons for an employer's rank, in the order of the ranking's weights, in the request's language. */
export function reasonsFor(row: RankedEmployerRow, context: { nocs: MatchNoc[]; provinces: string[]; newest: string | null }) {
  const titleOf = new Map(context.nocs.map((noc) => [noc.code, noc.title]));
  const reasons = row.perNoc
    .slice(0, 2)
    .map(({ noc, positions }) => m.leads_reason_positions({ count: positions, occupation: titleOf.get(noc) ?? 'NOC', code: noc }));
  // As every page writes a quarter: its months, in the request's language ('Jan–Mar 2025').
  const quarter = formatQuarter(row.latest);
  const isNewest = row.latest === context.newest;
  reasons.push(
    row.quarters === 1
      ? (isNewest ? m.leads_reason_approved_once_newest : m.leads_reason_approved_once)({ quarter })
      : (isNewest ? m.leads_reason_approved_many_newest : m.leads_reason_approved_many)({ count: row.quarters, quarter }),
  );
  reasons.push(m.leads_reason_streams({ count: row.streams.length, streams: listWords(row.streams) }));
  if (context.provinces.length > 0 && row.provinceCode && context.provinces.includes(row.provinceCode))
    reasons.push(m.leads_reason_province({ province: PROVINCE_NAMES_BY_CODE[row.provinceCode as keyof typeof PROVINCE_NAMES_BY_CODE] }));
  return reasons;
}

function toEmployer(row: RankedEmployerRow, context: Parameters<typeof reasonsFor>[1]): MatchEmployer {
  return {
    id: row.employerId,
    name: row.name,
    city: row.city,
    province: row.provinceCode && isProvinceCode(row.provinceCode) ? PROVINCE_NAMES_BY_CODE[row.provinceCode] : row.provinceName,
    score: row.score,
    reasons: reasonsFor(row, context),
    approvals: row.approvals,
  };
}

/**
 * The NOCs (weighted) and provinces a member's matches use: the query's when given, else the profile's. `all`
 * among the provinces is all of Canada, whatever the profile prefers (an empty list: no filter).
 */
async function matchInputs(deps: Deps, userId: string, query: MatchesQuery) {
  const needsProfile = query.noc.length === 0 || query.province.length === 0;
  const profile = needsProfile ? (await getMemberProfile(deps, userId)).profile : null;
  const provinces = query.province.includes(ALL_OF_CANADA)
    ? []
    : query.province.length > 0
      ? query.province
      : (profile?.preferredProvinces ?? []).filter(isProvinceCode);
  if (query.noc.length > 0)
    return { source: 'query' as const, provinces, nocs: query.noc.map((code, index) => ({ code, weight: chosenWeight(index) })) };
  const titles = profile ? profileTitles(profile) : [];
  if (titles.length === 0) return { source: 'profile' as const, provinces, nocs: [], message: M.noTitles };
  const nocs = await nocsForTitles(titles);
  return { source: 'profile' as const, provinces, nocs, ...(nocs.length === 0 ? { message: M.noNocs } : {}) };
}

/** GET /api/matches. */
export async function getMatches(deps: Deps, userId: string, query: MatchesQuery, options: { quarter?: string; limit?: number } = {}) {
  const inputs = await matchInputs(deps, userId, query);
  const base = { provinces: inputs.provinces, source: inputs.source };
  if (inputs.nocs.length === 0)
    return { nocs: [], employers: [], ...base, ...('message' in inputs && inputs.message ? { message: inputs.message } : {}) };
  const nocs = await describeNocs(inputs.nocs);
  const input = {
    nocs: inputs.nocs,
    provinces: inputs.provinces,
    limit: options.limit ?? MATCHES_LIMITS.employers,
    quarter: options.quarter,
  };
  // No query but the data's version: the ranking is worked out in memory, once per question and index.
  // The answer holds reasons in words: one kept per language.
  const { employers } = await rankedAnswer(deps.db, JSON.stringify({ ...input, locale: getLocale() }), (index) => {
    const context = { nocs, provinces: input.provinces, newest: index.newest };
    return { employers: rankEmployers(index, input).map((row) => toEmployer(row, context)) };
  });
  return { nocs, employers, ...base };
}

/** Builds the ranking index ahead of the first question, so that one is as fast as the rest (the app calls it when it starts). */
export async function warmMatches(db: Executor): Promise<void> {
  await rankingIndex(db);
}

/** The new-quarter e-mail setting (docs/product.md#my-matches). */
export async function getEmailSetting(deps: Deps, userId: string) {
  return { newQuarterEmail: Boolean(await repo.findSubscription(deps.db, userId)) };
}

export async function setEmailSetting(deps: Deps, userId: string, on: boolean) {
  if (on) await repo.subscribe(deps.db, userId, hashToken(newSecureToken()), deps.now());
  else await repo.unsubscribe(deps.db, userId);
  return getEmailSetting(deps, userId);
}

/** The e-mail's one-click opt-out; false for a link that is not (or no longer) valid. */
export async function unsubscribeWithToken(deps: Deps, token: string): Promise<boolean> {
  if (!token) return false;
  return repo.unsubscribeByToken(deps.db, hashToken(token));
}

/** A fresh opt-out link for one e-mail: the raw token is never stored. */
export async function newUnsubscribeLink(deps: Deps, userId: string, locale: Locale) {
  const token = newSecureToken();
  await repo.rotateUnsubscribeToken(deps.db, userId, hashToken(token));
  return `${deps.config.publicUrl}/api/matches/email/unsubscribe?token=${token}${emailLinkLanguage(locale)}`;
}

/** Deletes the member's e-mail opt-in and the record of what was e-mailed; pass the transaction that deletes the account. */
export async function deleteMatchSettingsOf(tx: Executor, userId: string) {
  await repo.unsubscribe(tx, userId);
  await repo.forgetQuarterEmails(tx, userId);
}
