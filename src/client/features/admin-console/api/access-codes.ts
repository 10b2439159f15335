import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { humanitarianCodeListSchema, issueHumanitarianCodeResponseSchema } from '../../../../shared/schemas/payments';
import type { MutationConfig } from '../../../lib/mutation-config';
import { adminRequest } from '../../../lib/admin-session/admin-request';
import { ADMIN_CONSOLE_KEYS } from './admin-keys';

export type AccessCodeList = z.infer<typeof humanitarianCodeListSchema>;
export type IssuedAccessCode = z.infer<typeof issueHumanitarianCodeResponseSchema>;
export interface IssueAccessCodeInput {
  email?: string;
  note?: string;
  expiresInDays: number;
}

/** GET /api/admin/humanitarian-codes: up to 500, newest first, never the codes themselves. */
export function getAccessCodes(signal?: AbortSignal): Promise<AccessCodeList> {
  return adminRequest('GET', '/api/admin/humanitarian-codes', { contract: 'accessCodes', signal });
}

export function getAccessCodesQueryOptions() {
  return queryOptions({ queryKey: ADMIN_CONSOLE_KEYS.accessCodes, queryFn: ({ signal }) => getAccessCodes(signal) });
}

export function useAccessCodes() {
  return useQuery(getAccessCodesQueryOptions());
}

/** POST /api/admin/humanitarian-codes → 201 {code, expiresAt}: the only time the code is seen (docs/product.md#issuing-humanitarian-codes). */
export function issueAccessCode(input: IssueAccessCodeInput): Promise<IssuedAccessCode> {
  return adminRequest('POST', '/api/admin/humanitarian-codes', { contract: 'issuedAccessCode', body: input });
}

export function useIssueAccessCode({ mutationConfig }: { mutationConfig?: MutationConfig<typeof issueAccessCode> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationKey: ADMIN_CONSOLE_KEYS.issueCode,
    mutationFn: issueAccessCode,
    onSuccess: (...args) => {
      // The list and the audit gain a row.
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONSOLE_KEYS.accessCodes });
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONSOLE_KEYS.audit });
      return onSuccess?.(...args);
    },
  });
}
