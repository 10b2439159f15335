import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPaymentIntent } from '../api/create-payment-intent';
import { getPaymentsConfigQueryOptions } from '../api/get-payments-config';
import type * as PaymentSetupModule from '../payment-setup';

// The set-up reads the provider settings with their zod schema: a chunk of its own, fetched once the page knows
// the member, beside the checkout's state (docs/decisions/054-member-pages-start-small.md).
let setupModule: Promise<typeof PaymentSetupModule> | undefined;
const loadSetup = () =>
  (setupModule ??= import('../payment-setup').catch((error: unknown) => {
    setupModule = undefined;
    throw error;
  }));

/** Starts downloading the set-up's code; a failure shows when the set-up runs. */
export function preloadPaymentSetup(): void {
  loadSetup().catch(() => undefined);
}

/**
 * The checkout's set-up as a query: it runs once on arrival, React's doubled effects in development do
 * not start it twice, and leaving the page cancels it. gcTime 0 forgets it on leaving: every visit asks the
 * server again, which hands out the member's unsubmitted intent again rather than a new one. The provider
 * settings come from the cache the pricing page may already have filled.
 */
export function usePaymentSetup({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['payment-setup'],
    queryFn: async ({ signal }) => {
      const { setUpPayment } = await loadSetup();
      return setUpPayment(
        {
          getConfig: () => queryClient.ensureQueryData(getPaymentsConfigQueryOptions()),
          createIntent: (signal) => createPaymentIntent(signal),
        },
        { signal },
      );
    },
    enabled,
    gcTime: 0,
  });
}
