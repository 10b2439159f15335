import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountRequestSchema } from '../../../../shared/schemas/account';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { CurrentPasswordField } from '../../../components/ui/text-field';
import { useDeleteAccount } from '../api/delete-account';
import { accountErrorMessage, EXPORT_URL } from '../account-view';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** Export as a JSON download, and deletion confirmed with the password (docs/product.md#account-page). */
export function YourData() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-gray-700">{m.account_export_intro()}</p>
        <a href={EXPORT_URL} download className={buttonClasses({ variant: 'outline', className: 'w-fit' })}>
          <Download aria-hidden="true" className="size-4" />
          {m.account_export()}
        </a>
      </div>
      <DeleteAccount />
    </div>
  );
}

function DeleteAccount() {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteAccountRequestSchema), defaultValues: { password: '' } });
  // The server's refusal (a wrong password) is read out under the field; the field's own check shows by it.
  const refusal = errors.root?.server?.message;

  if (!open) {
    return (
      <div className="grid gap-2 border-t border-gray-200 pt-6">
        <p className="text-gray-700">{m.account_delete_intro()}</p>
        <Button variant="outline" className="w-fit text-red-700" onClick={() => setOpen(true)}>
          {m.account_delete()}
        </Button>
      </div>
    );
  }

  // Registered before the markup: a field name is not a text to translate, which the catalogue lint cannot tell in JSX.
  const password = register('password');
  const submit = handleSubmit((body) =>
    remove.mutate(body, { onError: (failure) => setError('root.server', { message: accountErrorMessage(failure) }) }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={m.account_delete()}
      className="grid gap-4 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p className="text-sm text-red-950">{m.account_delete_confirm_intro()}</p>
      <CurrentPasswordField autoFocus error={errors.password?.message} disabled={remove.isPending} {...password} />
      {refusal && (
        <Notice tone="error" role="alert">
          {refusal}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="accent" disabled={remove.isPending}>
          {remove.isPending ? m.account_deleting() : m.account_delete_permanently()}
        </Button>
        <Button
          variant="outline"
          disabled={remove.isPending}
          onClick={() => {
            setOpen(false);
            reset();
          }}
        >
          {m.account_cancel()}
        </Button>
      </div>
    </form>
  );
}
