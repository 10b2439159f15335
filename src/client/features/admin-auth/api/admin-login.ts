import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../../shared/messages';
import type { adminLoginResponseSchema } from '../../../../shared/schemas/auth';
import type { MutationConfig } from '../../../lib/mutation-config';
import { storeAdminToken } from '../../../lib/admin-session/admin-token';
import { ADMIN_QUERY_ROOT, adminRequest } from '../../../lib/admin-session/admin-request';

export type AdminLoginInput = { username: string; password: string };
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** POST /api/admin/login. Success needs an OK status and a token (docs/product.md#administrator-sign-in). */
export async function adminLogin(input: AdminLoginInput): Promise<AdminLoginResponse> {
  const response = await adminRequest('POST', '/api/admin/login', { contract: 'adminLogin', body: input });
  if (response.token === '') throw new Error(ADMIN_MESSAGES.invalidCredentials);
  return response;
}

export function useAdminLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof adminLogin> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: adminLogin,
    onSuccess: (data, ...args) => {
      storeAdminToken(data.token);
      // A failed session check cached before this login must not send the new session away.
      queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      return onSuccess?.(data, ...args);
    },
  });
}
