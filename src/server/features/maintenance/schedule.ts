import { Cron } from 'croner';
import type { Deps } from '../../lib/deps';
import { runDailyCleanup } from './cleanup';

/** Daily at 03:00 UTC (06:00 in Nairobi), before the alert digests and the membership notices. */
export function startCleanupSchedule(deps: Deps) {
  return new Cron('0 3 * * *', { timezone: 'UTC', protect: true }, async () => {
    try {
      deps.log.info(await runDailyCleanup(deps), 'daily clean-up done');
    } catch (error) {
      deps.log.error({ err: error }, 'daily clean-up failed; the next run catches up');
    }
  });
}
