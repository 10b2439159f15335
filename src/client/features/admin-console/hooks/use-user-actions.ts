import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import { toast } from '../../../components/ui/toast-store';
import { actionErrorMessage } from '../admin-errors';
import { useBlockUser, useGrantMembership, useUnblockUser } from '../api/user-actions';

/**
 * Block, unblock and grant with their toasts (docs/product.md#admin-dashboard). Each success refreshes every
 * list and figure (the hooks do that); `onDone` closes the dialog that asked for the reason.
 */
export function useUserActions(onDone: () => void = () => undefined) {
  const block = useBlockUser({
    mutationConfig: {
      onSuccess: () => {
        onDone();
        toast({ title: M.userBlocked, variant: 'success' });
      },
      onError: (error) => toast({ title: M.blockErrorTitle, description: actionErrorMessage(error), variant: 'destructive' }),
    },
  });
  const unblock = useUnblockUser({
    mutationConfig: {
      onSuccess: () => toast({ title: M.userUnblocked, variant: 'success' }),
      onError: (error) => toast({ title: M.unblockErrorTitle, description: actionErrorMessage(error), variant: 'destructive' }),
    },
  });
  const grant = useGrantMembership({
    mutationConfig: {
      onSuccess: () => {
        onDone();
        toast({ title: M.membershipGrantedTitle, description: M.membershipGranted, variant: 'success' });
      },
      onError: (error) => toast({ title: M.grantErrorTitle, description: actionErrorMessage(error), variant: 'destructive' }),
    },
  });
  return { block, unblock, grant, unblockUser: (userId: string) => unblock.mutate(userId) };
}
