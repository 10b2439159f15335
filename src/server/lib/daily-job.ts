import { Cron } from 'croner';
import type { Deps } from './deps';

/**
 * A job that runs once a day at `hourUtc`:00 UTC on every instance (the job itself takes an advisory
 * lock so that one does the work). `protect` skips a run while the previous one is still going; a
 * failed run is logged, and the next day's run picks up what it left.
 */
export function startDailyJob(deps: Deps, job: { name: string; hourUtc: number; run: (deps: Deps) => Promise<object> }) {
  return new Cron(`0 ${job.hourUtc} * * *`, { timezone: 'UTC', protect: true }, async () => {
    try {
      deps.log.info({ result: await job.run(deps) }, `${job.name} done`);
    } catch (error) {
      deps.log.error({ err: error }, `${job.name} failed; the next run catches up`);
    }
  });
}
