import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatedMpesaPayment, MpesaPaymentStatus, createMpesaPaymentRequestSchema } from '../../../../shared/schemas/mpesa';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';
import { mpesaPollInterval, promptDeadline } from '../mpesa-checkout';

/** What the form sends: the checkout's account e-mail and the phone as typed (the server normalises it again). */
export type MpesaPaymentInput = z.input<typeof createMpesaPaymentRequestSchema>;

/** POST /api/payments/mpesa: sends the payment request to the phone (202). A POST, so the API client never repeats it. */
export function createMpesaPayment(input: MpesaPaymentInput): Promise<CreatedMpesaPayment> {
  return apiRequest('POST', '/api/payments/mpesa', { contract: 'mpesaPayment', body: input });
}

export function useCreateMpesaPayment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createMpesaPayment> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createMpesaPayment });
}

/** GET /api/payments/mpesa/:id: the payment's status, its result code and the words for it. */
export function getMpesaPaymentStatus(id: string, signal?: AbortSignal): Promise<MpesaPaymentStatus> {
  return apiRequest('GET', `/api/payments/mpesa/${encodeURIComponent(id)}`, { contract: 'mpesaPaymentStatus', signal });
}

export const mpesaPaymentQueryKey = (id: string) => ['/api/payments', 'mpesa', id] as const;

/**
 * The live status while the member approves on their phone: asked every 2.5 s until it is final, also while the
 * tab is hidden (the phone's prompt covers the browser), and at once when the member comes back to the page. A
 * failed poll on a slow connection keeps the last answer and the next poll carries on; a 404 (the payment is not
 * known) ends it (the API client already
 * retries a read whose connection failed). It stops once the checkout gives up waiting (`sentAtMs`: when the request
 * was accepted, see promptDeadline).
 */
export function useMpesaPaymentStatus(id: string, sentAtMs: number) {
  const interval = ({ data, error }: { data: MpesaPaymentStatus | undefined; error: unknown }) =>
    mpesaPollInterval(data?.status, promptDeadline(data?.expiresAt, sentAtMs), Date.now(), error);
  return useQuery({
    queryKey: mpesaPaymentQueryKey(id),
    queryFn: ({ signal }) => getMpesaPaymentStatus(id, signal),
    refetchInterval: (query) => interval(query.state),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: (query) => interval(query.state) !== false,
    staleTime: 0,
    gcTime: 0,
  });
}
