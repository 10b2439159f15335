import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/text-field';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** The one hint under a new password (docs/product.md#sign-up: 8 to 128 characters; the rest is advice), in the page's language. */
export const newPasswordHint = () => m.shell_new_password_hint();

/**
 * The new password and its confirmation, for every form that sets one: sign-up, reset and the account page
 * (docs/decisions/031-one-way-per-thing.md). Password inputs that password managers fill with a new password
 * (autocomplete=new-password), the one hint, and each field's error. The rules are the shared schema's
 * (`newPasswordField`, `confirmationMatches`); register() of each field is passed in.
 *
 * Sign-up names them "Password" / "Confirm password" (nothing is being replaced); the others "New password".
 */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  labels = { password: m.shell_new_password(), confirm: m.shell_confirm_new_password() },
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  labels?: { password: string; confirm: string };
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={newPasswordHint()}
        error={errors.password}
        {...password}
      />
      <TextField label={labels.confirm} type="password" autoComplete="new-password" error={errors.confirm} {...confirm} />
    </>
  );
}
