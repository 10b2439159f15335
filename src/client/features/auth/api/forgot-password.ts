import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponseSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';

export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Always answers 200 with the same message, so it never tells whether an account exists. */
export function requestPasswordReset(input: { email: string }): Promise<MessageResponse> {
  return apiRequest('POST', '/api/auth/forgot-password', { contract: 'message', body: input });
}

export function useRequestPasswordReset({ mutationConfig }: { mutationConfig?: MutationConfig<typeof requestPasswordReset> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset });
}
