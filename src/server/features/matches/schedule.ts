import { Cron } from 'croner';
import type { Deps } from '../../lib/deps';
import { announceNewQuarters } from './announce';

/**
 * Sends the new-quarter e-mails (docs/product.md#my-matches) a few minutes after any import recorded a new
 * quarter, whichever path imported it (the command runs without the server): every 10 minutes, and once when
 * the app starts. A quarter already announced costs one indexed read.
 */
export function startMatchesSchedule(deps: Deps) {
  const run = async () => {
    try {
      const result = await announceNewQuarters(deps);
      if (result.quarters > 0) deps.log.info({ result }, 'new-quarter matches e-mails done');
    } catch (error) {
      deps.log.error({ err: error }, 'new-quarter matches e-mails failed; the next run catches up');
    }
  };
  deps.background.run('new-quarter matches e-mails', run);
  return new Cron('*/10 * * * *', { timezone: 'UTC', protect: true }, run);
}
