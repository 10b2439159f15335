import { Cron } from 'croner';
import type { Deps } from '../../../lib/deps';
import { runFunnelTick, type FunnelRunOptions, type TickResult } from './service';

/**
 * What the schedule runs at each tick: a scheduled (not manual) run, skipped while the funnel is stopped
 * or a run started within the interval (deps.now). A failed tick is logged, and null; the next one runs
 * as usual. Tests call it directly, with a clock they move.
 */
export async function scheduledFunnelTick(deps: Deps, options: FunnelRunOptions = {}): Promise<TickResult | null> {
  try {
    const result = await runFunnelTick(deps, { ...options, manual: false });
    if (result.ran)
      deps.log.info({ added: result.jobsAdded, updated: result.jobsUpdated, errors: result.errors.length }, 'job funnel tick');
    return result;
  } catch (error) {
    deps.log.error({ err: error }, 'job funnel tick failed');
    return null;
  }
}

/** Every FUNNEL_INTERVAL_MINUTES; a failed tick is logged and the next one runs as usual. */
export function startFunnelSchedule(deps: Deps) {
  // Checked every minute; croner's `interval` keeps ticks FUNNEL_INTERVAL_MINUTES apart (any value up to a day).
  return new Cron('* * * * *', { protect: true, interval: deps.config.funnelIntervalMinutes * 60 }, async () => {
    await scheduledFunnelTick(deps);
  });
}
