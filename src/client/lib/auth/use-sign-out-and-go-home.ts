import { useNavigate } from '../router';
import { ACCOUNT_MESSAGES } from '../../../shared/messages';
import { toUserMessage } from '../api-client';
import { toast } from '../../components/ui/toast-store';
import { useSignOut } from './sign-out';

/**
 * Sign Out from the navigation bar or the account page. The callbacks live on the mutation, not on
 * mutate(): the drawer that holds the button closes (and unmounts) before the answer arrives.
 */
export function useSignOutAndGoHome() {
  const navigate = useNavigate();
  return useSignOut({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: ACCOUNT_MESSAGES.signedOutTitle });
        void navigate('/');
      },
      onError: (error) => {
        toast({ title: ACCOUNT_MESSAGES.signOutFailedTitle, description: toUserMessage(error), variant: 'destructive' });
      },
    },
  });
}
