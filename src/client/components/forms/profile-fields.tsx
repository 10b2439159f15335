import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/text-field';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The member's name, the same in sign-up and on the account page (docs/product.md#sign-up): two fields side by
 * side from sm up, with the browser's saved names. register() of each field is passed in; the rules are the
 * shared schema's.
 */
export function NameFields({
  firstName,
  lastName,
  errors,
}: {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  errors: { firstName?: string; lastName?: string };
}) {
  return (
    <>
      <TextField label={m.shell_first_name()} autoComplete="given-name" error={errors.firstName} {...firstName} />
      <TextField label={m.shell_last_name()} autoComplete="family-name" error={errors.lastName} {...lastName} />
    </>
  );
}

/** The optional phone number with its country-code hint (read by src/shared/phone.ts), across the form's width. */
export function PhoneField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      className="sm:col-span-2"
      label={m.shell_phone()}
      optional
      type="tel"
      autoComplete="tel"
      hint={m.shell_phone_hint()}
      error={error}
      {...field}
    />
  );
}
