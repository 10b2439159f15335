import { startDailyJob } from '../../lib/daily-job';
import type { Deps } from '../../lib/deps';
import { runDailyCleanup } from './cleanup';

/** Daily at 03:00 UTC (06:00 in Nairobi), before the alert digests and the membership notices. */
export const startCleanupSchedule = (deps: Deps) => startDailyJob(deps, { name: 'daily clean-up', hourUtc: 3, run: runDailyCleanup });
