import { INTL_LOCALE, pathInLocale, type Locale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { newQuarterMatchesEmail } from '../../integrations/email/templates';
import { MATCHES_LIMITS } from '../../../shared/constants';
import type { Deps } from '../../lib/deps';
import { findUserById } from '../auth/service';
import { getActiveMembership } from '../membership/service';
import * as repo from './repo';
import { getMatches, newUnsubscribeLink } from './service';

/** 'January to March 2025' ('Januari hadi Machi 2025') style label for the e-mail, in the member's language. */
export function quarterInWords(quarter: string, locale: Locale = 'en') {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(5)) - 1;
  const month = (index: number) =>
    new Date(Date.UTC(year, index, 1)).toLocaleDateString(INTL_LOCALE[locale], { month: 'long', timeZone: 'UTC' });
  return m.emails_matches_quarter({ from: month(q * 3), to: month(q * 3 + 2), year: String(year) }, { locale });
}

/**
 * The new-quarter e-mail (docs/product.md#my-matches, docs/decisions/042-matches.md). The import service
 * records each quarter a file brings that the data did not have; this sends, for each such quarter, one
 * e-mail to each member who opted in and has matches approved in it, then marks the quarter announced.
 * A member's e-mail is claimed (match_quarter_emails) before it is sent, so a second run, another instance
 * or a re-import never sends it again; a failed send gives the claim back for the next run.
 */
export async function announceNewQuarters(deps: Deps): Promise<{ quarters: number; sent: number }> {
  const quarters = await repo.unannouncedQuarters(deps.db);
  let sent = 0;
  for (const quarter of quarters) {
    let failed = false;
    for (const userId of await repo.subscriberIds(deps.db)) {
      try {
        if (await announceTo(deps, userId, quarter)) sent += 1;
      } catch (error) {
        failed = true;
        deps.log.error({ err: error, quarter }, 'new-quarter matches e-mail failed; the next run tries again');
      }
    }
    if (!failed) await repo.markAnnounced(deps.db, quarter, deps.now());
  }
  return { quarters: quarters.length, sent };
}

async function announceTo(deps: Deps, userId: string, quarter: string): Promise<boolean> {
  const now = deps.now();
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt || !user.emailVerifiedAt) return false;
  if (!(await getActiveMembership(deps.db, { userId, now }))) return false;
  const { employers } = await getMatches(deps, userId, { noc: [], province: [] }, { quarter, limit: MATCHES_LIMITS.emailEmployers });
  if (employers.length === 0) return false;
  if (!(await repo.claimQuarterEmail(deps.db, userId, quarter, now))) return false;
  try {
    await deps.email.send(
      newQuarterMatchesEmail(
        user.email,
        {
          quarterLabel: quarterInWords(quarter, user.locale),
          employers,
          matchesLink: `${deps.config.publicUrl}${pathInLocale('/matches', user.locale)}`,
          unsubscribeLink: await newUnsubscribeLink(deps, userId, user.locale),
        },
        user.locale,
      ),
    );
    return true;
  } catch (error) {
    await repo.releaseQuarterEmail(deps.db, userId, quarter);
    throw error;
  }
}
