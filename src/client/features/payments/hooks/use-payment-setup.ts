import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPaymentIntent } from '../api/create-payment-intent';
import { getPaymentsConfigQueryOptions } from '../api/get-payments-config';
import { setUpPayment } from '../payment-setup';

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
    queryFn: ({ signal }) =>
      setUpPayment(
        {
          getConfig: () => queryClient.ensureQueryData(getPaymentsConfigQueryOptions()),
          createIntent: (signal) => createPaymentIntent(signal),
        },
        { signal },
      ),
    enabled,
    gcTime: 0,
  });
}
