import { Cron } from 'croner';
import type { Deps } from '../../lib/deps';
import { runFunnelTick } from './service';

/** Every FUNNEL_INTERVAL_MINUTES; a failed tick is logged and the next one runs as usual. */
export function startFunnelSchedule(deps: Deps) {
  // Checked every minute; croner's `interval` keeps ticks FUNNEL_INTERVAL_MINUTES apart (any value up to a day).
  return new Cron('* * * * *', { protect: true, interval: deps.config.funnelIntervalMinutes * 60 }, async () => {
    try {
      const result = await runFunnelTick(deps, { manual: false });
      if (result.ran)
        deps.log.info({ added: result.jobsAdded, updated: result.jobsUpdated, errors: result.errors.length }, 'job funnel tick');
    } catch (error) {
      deps.log.error({ err: error }, 'job funnel tick failed');
    }
  });
}
