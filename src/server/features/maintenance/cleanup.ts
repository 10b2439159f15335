import { withAdvisoryLock } from '../../db/advisory-locks';
import type { Deps } from '../../lib/deps';
import { purgeExpiredAdminSessions } from '../admin-auth/service';
import { purgeOldVisits } from '../analytics/service';
import { purgeExpiredAccountData } from '../auth/service';
import { purgeOldOutbox } from '../outbox/service';

interface CleanupResult {
  /** False when another instance ran today's clean-up at the same moment. */
  ran: boolean;
  sessions: number;
  tokens: number;
  outbox: number;
  visits: number;
}

/**
 * The daily clean-up: sessions that expired (member and administrator), links that were used or expired,
 * outbox messages older than 30 days, and visits older than 13 months. Nothing deleted here can be used again, so keeping it only adds
 * risk (old reset links in a backup) and weight. One instance does it, under an advisory lock.
 */
export async function runDailyCleanup(deps: Deps): Promise<CleanupResult> {
  const now = deps.now();
  const outcome = await withAdvisoryLock(deps.db, 'cleanup', async (tx) => {
    const account = await purgeExpiredAccountData(tx, now);
    const adminSessions = await purgeExpiredAdminSessions(tx, now);
    return {
      sessions: account.sessions + adminSessions,
      tokens: account.tokens,
      outbox: await purgeOldOutbox(tx, now),
      visits: await purgeOldVisits(tx, now),
    };
  });
  return outcome.ran ? { ran: true, ...outcome.value } : { ran: false, sessions: 0, tokens: 0, outbox: 0, visits: 0 };
}
