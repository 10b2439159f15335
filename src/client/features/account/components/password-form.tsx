import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_PAGE_MESSAGES } from '../../../../shared/messages';
import { changePasswordRequestSchema } from '../../../../shared/schemas/account';
import { confirmationMatches, confirmPasswordField } from '../../../../shared/schemas/auth';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { CurrentPasswordField } from '../../../components/ui/text-field';
import { useChangePassword } from '../api/change-password';
import { accountErrorMessage } from '../account-view';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const passwordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine(...confirmationMatches('newPassword'));

/** Current password, then the new one twice; the server ends every other session (docs/product.md#account-page). */
export function PasswordForm() {
  const change = useChangePassword();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ confirmPassword: _confirm, ...body }) => {
    setResult(null);
    change.mutate(body, {
      onSuccess: () => {
        reset();
        setResult({ tone: 'success', text: ACCOUNT_PAGE_MESSAGES.passwordChanged });
      },
      onError: (error) => setResult({ tone: 'error', text: accountErrorMessage(error) }),
    });
  });

  // Registered before the markup: a field name is not a text to translate, which the catalogue lint cannot tell in JSX.
  const currentPassword = register('currentPassword');
  return (
    <form noValidate onSubmit={submit} aria-label={m.account_change_password()} className="grid gap-4">
      <fieldset disabled={change.isPending} className="grid gap-4">
        <CurrentPasswordField label={m.account_current_password()} error={errors.currentPassword?.message} {...currentPassword} />
        <NewPasswordFields
          password={register('newPassword')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.newPassword?.message, confirm: errors.confirmPassword?.message }}
        />
        <Button type="submit" className="sm:w-fit">
          {change.isPending ? m.account_changing() : m.account_change_password()}
        </Button>
      </fieldset>
      {result && (
        <Notice tone={result.tone} role={result.tone === 'error' ? 'alert' : 'status'}>
          {result.text}
        </Notice>
      )}
    </form>
  );
}
