import { Cron } from 'croner';
import type { Deps } from '../../lib/deps';
import { sendJobAlertDigests } from './service';

/** Daily at 04:00 UTC (07:00 in Nairobi): members read it over breakfast. */
export function startJobAlertSchedule(deps: Deps) {
  return new Cron('0 4 * * *', { timezone: 'UTC', protect: true }, async () => {
    try {
      deps.log.info(await sendJobAlertDigests(deps), 'job alert digests sent');
    } catch (error) {
      deps.log.error({ err: error }, 'job alert digests failed');
    }
  });
}
