import { useMutation } from '@tanstack/react-query';
import type { OfferCheckRequest } from '../../../../shared/schemas/offer-check';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/offer-check (docs/product.md#offer-check). A POST, never a query string: the pasted message must not
 * reach an address, where server logs, the browser's history and analytics would keep it.
 */
export function useCheckOffer() {
  return useMutation({
    mutationFn: (request: OfferCheckRequest) => apiRequest('POST', '/api/offer-check', { contract: 'offerCheck', body: request }),
  });
}
