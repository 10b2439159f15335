import { RETENTION_DAYS } from '../../../shared/policies';
import { isbot } from 'isbot';
import { ADMIN_CONSOLE_MESSAGES } from '../../../shared/messages';
import type { Analytics } from '../../../shared/schemas/admin';
import { isAdminPage } from '../../../shared/constants';
import type { Executor as Db } from '../../db/client';
import { clientAddressKey } from '../../lib/attempt-limiter';
import { DAY_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { countryName, countryOfAddress } from '../../lib/ip-country';
import * as repo from './repo';

/** The admin lists' sizes and the chart's span (docs/product.md#website-analytics). */
export const ANALYTICS_LIMITS = { topCountries: 10, recentVisits: 10, chartDays: 30 } as const;
/** Visits are kept 13 months: a year's comparison, then gone (the daily clean-up). */
export const VISIT_RETENTION_MS = RETENTION_DAYS.visits * DAY_MS;

/**
 * Records one page shown (docs/product.md#visits): the page and the address's country, never the address.
 * Crawlers, scripts and administrator pages are not visits; the answer is the same either way, so a bot
 * learns nothing by trying.
 */
export async function recordVisit(deps: Deps, input: { page: string; address: string; userAgent: string | undefined }): Promise<void> {
  if (!input.userAgent || isbot(input.userAgent) || isAdminPage(input.page)) return;
  const now = deps.now();
  if (!(await withinDailyCaps(deps, input.address, now))) return;
  await repo.insertVisit(deps.db, { page: input.page, country: countryOfAddress(input.address), visitedAt: now });
}

/**
 * The visits table's growth has a ceiling (docs/product.md#visits): per address and UTC day, and for
 * everyone per UTC day, since a proxy wrongly trusted lets one client rotate its address at will. The
 * counters are the attempt limiter's (Redis when REDIS_URL is set, so instances share them), keyed by the
 * day, so a new day starts at zero. The address is counted first: a flooding address uses up its own
 * allowance, not the day's. A visit over either cap is answered like any other and not stored.
 */
async function withinDailyCaps(deps: Deps, address: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const caps = deps.config.visitCaps;
  const perAddress = await deps.attempts.hit(`visits:${day}:${clientAddressKey(address)}`, DAY_MS);
  if (perAddress.count > caps.perAddressPerDay) return false;
  const total = await deps.attempts.hit(`visits:${day}`, DAY_MS);
  return total.count <= caps.perDay;
}

const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Visits since midnight UTC: the dashboard's "Daily Visitors". */
export async function countVisitsToday(db: Db, now: Date): Promise<number> {
  return repo.countVisitsSince(db, startOfUtcDay(now));
}

/** GET /api/admin/analytics: top countries, the latest visits, and visits per day for the chart. */
export async function getVisitAnalytics(db: Db, now: Date): Promise<Analytics> {
  const unknown = ADMIN_CONSOLE_MESSAGES.unknownCountry;
  const firstDay = new Date(startOfUtcDay(now).getTime() - (ANALYTICS_LIMITS.chartDays - 1) * DAY_MS);
  const [countries, recent, perDay, totalVisits] = await Promise.all([
    repo.topCountries(db, ANALYTICS_LIMITS.topCountries),
    repo.latestVisits(db, ANALYTICS_LIMITS.recentVisits),
    repo.visitsPerDay(db, firstDay),
    repo.countVisits(db),
  ]);
  const byDay = new Map(perDay.map((row) => [row.date, row.visits]));
  const dailyVisits = Array.from({ length: ANALYTICS_LIMITS.chartDays }, (_, i) => {
    const date = new Date(firstDay.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, visits: byDay.get(date) ?? 0 };
  });
  return {
    topCountries: countries.map((row) => ({ country: countryName(row.country, unknown), visits: row.visits })),
    recentVisits: recent.map((row) => ({
      page: row.page,
      country: countryName(row.country, unknown),
      visitedAt: row.visitedAt.toISOString(),
    })),
    dailyVisits,
    totalVisits,
  };
}

/** The daily clean-up's share: visits older than VISIT_RETENTION_MS. */
export async function purgeOldVisits(db: Db, now: Date): Promise<number> {
  return repo.deleteVisitsBefore(db, new Date(now.getTime() - VISIT_RETENTION_MS));
}
