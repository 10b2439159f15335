import { startDailyJob } from '../../lib/daily-job';
import type { Deps } from '../../lib/deps';
import { sendMembershipExpiryNotices } from './expiry-notices';

/** Daily at 05:00 UTC (08:00 in Nairobi). */
export const startMembershipExpirySchedule = (deps: Deps) =>
  startDailyJob(deps, { name: 'membership expiry notices', hourUtc: 5, run: sendMembershipExpiryNotices });
