import { startDailyJob } from '../../lib/daily-job';
import type { Deps } from '../../lib/deps';
import { sendJobAlertDigests } from './service';

/** Daily at 04:00 UTC (07:00 in Nairobi): members read it over breakfast. */
export const startJobAlertSchedule = (deps: Deps) =>
  startDailyJob(deps, { name: 'job alert digests', hourUtc: 4, run: sendJobAlertDigests });
