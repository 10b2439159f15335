import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUserActionResponseSchema } from '../../../../shared/schemas/admin';
import type { MutationConfig } from '../../../lib/mutation-config';
import { adminRequest } from '../../../lib/admin-session/admin-request';
import { isStaleRowError } from '../admin-errors';
import { ADMIN_CONSOLE_KEYS, isConsoleKey } from './admin-keys';

export type UserActionResponse = z.infer<typeof adminUserActionResponseSchema>;
export interface ReasonedAction {
  userId: string;
  reason: string;
}

const userPath = (userId: string, action: string) => `/api/admin/users/${encodeURIComponent(userId)}/${action}`;

/** POST /api/admin/users/:id/block {reason}: 409 ALREADY_BLOCKED, 404 USER_NOT_FOUND. */
export function blockUser({ userId, reason }: ReasonedAction): Promise<UserActionResponse> {
  return adminRequest('POST', userPath(userId, 'block'), { contract: 'adminUserAction', body: { reason } });
}

/** POST /api/admin/users/:id/unblock: 409 NOT_BLOCKED. */
export function unblockUser(userId: string): Promise<UserActionResponse> {
  return adminRequest('POST', userPath(userId, 'unblock'), { contract: 'adminUserAction' });
}

/** POST /api/admin/users/:id/grant-membership {reason}: 409 ALREADY_MEMBER. */
export function grantMembership({ userId, reason }: ReasonedAction): Promise<UserActionResponse> {
  return adminRequest('POST', userPath(userId, 'grant-membership'), { contract: 'adminUserAction', body: { reason } });
}

/**
 * Every list and figure may change after an action (a user moves to Blocked Users, revenue and counts
 * move, the audit gains a row): refresh everything under the admin root but the session check.
 */
export function refreshConsole(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isConsoleKey(query.queryKey) });
}

/**
 * A console action's mutation: refresh everything after a success, and after a 409 or 404 too (the row on
 * screen was out of date). Not awaited: the dialog closes at once while the lists refresh behind it.
 */
function useUserAction<Input>(
  action: Parameters<typeof ADMIN_CONSOLE_KEYS.userAction>[0],
  mutationFn: (input: Input) => Promise<UserActionResponse>,
  mutationConfig: MutationConfig<(input: Input) => Promise<UserActionResponse>> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationKey: ADMIN_CONSOLE_KEYS.userAction(action),
    mutationFn,
    onSuccess: (...args) => {
      void refreshConsole(queryClient);
      return onSuccess?.(...args);
    },
    onError: (error, ...args) => {
      if (isStaleRowError(error)) void refreshConsole(queryClient);
      return onError?.(error, ...args);
    },
  });
}

export const useBlockUser = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof blockUser> } = {}) =>
  useUserAction('block', blockUser, mutationConfig);
export const useUnblockUser = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof unblockUser> } = {}) =>
  useUserAction('unblock', unblockUser, mutationConfig);
export const useGrantMembership = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof grantMembership> } = {}) =>
  useUserAction('grant-membership', grantMembership, mutationConfig);
