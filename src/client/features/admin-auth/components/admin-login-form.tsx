import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { ADMIN_MESSAGES } from '../../../../shared/messages';
import { adminLoginFormSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { CurrentPasswordField, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useAdminLogin } from '../api/admin-login';

/** The server's message (wrong credentials, too many attempts) or 'Invalid credentials' (docs/product.md#administrator-sign-in). */
function loginFailureText(error: Error): string {
  if (error instanceof ApiError) return error.serverMessage ?? ADMIN_MESSAGES.invalidCredentials;
  return error.message || ADMIN_MESSAGES.invalidCredentials;
}

export function AdminLoginForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminLoginFormSchema), defaultValues: { username: '', password: '' } });
  const login = useAdminLogin({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: ADMIN_MESSAGES.loginSuccessTitle, description: ADMIN_MESSAGES.loginSuccess, variant: 'success' });
        void navigate('/admin-dashboard');
      },
      onError: (error) => toast({ title: ADMIN_MESSAGES.loginFailedTitle, description: loginFailureText(error), variant: 'destructive' }),
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} aria-label="Administrator sign-in">
      <fieldset disabled={login.isPending} className="space-y-4">
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <Button type="submit" size="lg" className="w-full">
          {login.isPending ? 'Authenticating...' : 'Access Dashboard'}
        </Button>
      </fieldset>
    </form>
  );
}
