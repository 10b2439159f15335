import { Cron } from 'croner';
import type { Deps } from '../../lib/deps';
import { reconcileMpesaPayments } from './mpesa-service';

/** One reconciliation tick (reconcileMpesaPayments): logged, never thrown; tests call it with a moved clock. */
export async function mpesaReconcileTick(deps: Deps): Promise<{ queried: number } | null> {
  try {
    const result = await reconcileMpesaPayments(deps);
    if (result.queried > 0) deps.log.info(result, 'M-Pesa reconciliation');
    return result;
  } catch (error) {
    deps.log.error({ err: error }, 'M-Pesa reconciliation failed; the next tick tries again');
    return null;
  }
}

/** Every minute (docs/product.md#scheduled-work); `protect` skips a tick while the previous one still runs. */
export function startMpesaReconcileSchedule(deps: Deps) {
  return new Cron('* * * * *', { protect: true }, async () => {
    await mpesaReconcileTick(deps);
  });
}
