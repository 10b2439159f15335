import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { VALIDATION_MESSAGES } from '../../../shared/messages';
import { resetPasswordFormSchema } from '../../../shared/schemas/auth';
import { newPasswordHint, NewPasswordFields } from './new-password-fields';

// The one set of new-password fields (docs/decisions/031-one-way-per-thing.md) that sign-up, the reset and the
// account page render: what a member and a password manager see, and the shared rules' messages under them.

function ResetLikeForm({ labels }: { labels?: { password: string; confirm: string } }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)} aria-label="Choose">
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirmPassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        labels={labels}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('gives two new-password inputs, the hint tied to the first', async () => {
    const screen = await render(<ResetLikeForm />);
    const password = screen.getByLabelText('New password', { exact: true });
    const confirm = screen.getByLabelText('Confirm new password');
    await expect.element(password).toHaveAttribute('type', 'password');
    await expect.element(password).toHaveAttribute('autocomplete', 'new-password');
    await expect.element(confirm).toHaveAttribute('autocomplete', 'new-password');
    await expect.element(password).toHaveAccessibleDescription(newPasswordHint());
  });

  it("shows the shared rules' messages under each field", async () => {
    const screen = await render(<ResetLikeForm />);
    await screen.getByLabelText('New password', { exact: true }).fill('short');
    await screen.getByLabelText('Confirm new password').fill('different');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText(VALIDATION_MESSAGES.passwordMin)).toBeVisible();
    await expect.element(screen.getByText(VALIDATION_MESSAGES.passwordsDontMatch)).toBeVisible();
  });

  it('takes the sign-up labels', async () => {
    const screen = await render(<ResetLikeForm labels={{ password: 'Password', confirm: 'Confirm password' }} />);
    await expect.element(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    await expect.element(screen.getByLabelText('Confirm password')).toBeVisible();
  });
});
