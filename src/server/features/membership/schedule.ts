import { Cron } from 'croner';
import type { Deps } from '../../lib/deps';
import { sendMembershipExpiryNotices } from './expiry-notices';

/** Daily at 05:00 UTC (08:00 in Nairobi). `protect` skips a tick while the previous one still runs. */
export function startMembershipExpirySchedule(deps: Deps) {
  return new Cron('0 5 * * *', { timezone: 'UTC', protect: true }, async () => {
    try {
      const sent = await sendMembershipExpiryNotices(deps);
      deps.log.info(sent, 'membership expiry notices sent');
    } catch (error) {
      // A failed run is logged; the next day's run picks up whatever was not sent.
      deps.log.error({ err: error }, 'membership expiry notices failed');
    }
  });
}
