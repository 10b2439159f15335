import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { m } from '../../../shared/i18n/paraglide/messages.js';

const INPUT =
  'h-12 w-full rounded-md border bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-blue-600/30 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600';

/**
 * A labelled input with its hint and its error message. Both are tied to the input through
 * aria-describedby, so a screen reader reads the error when react-hook-form moves focus to the field.
 * Spread react-hook-form's register() into it: the ref is passed on to the input.
 */
type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: ReactNode; optional?: boolean };

export function TextField({ label, error, hint, optional = false, className, id, ...input }: TextFieldProps) {
  const { inputId, describedBy } = useFieldIds(id, hint, error);

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
        {optional && <span className="font-normal text-gray-600"> {m.shell_optional()}</span>}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(INPUT, error ? 'border-red-600 focus:border-red-600' : 'border-gray-300 focus:border-blue-600')}
        {...input}
      />
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

/** A field's id and the ids of its hint and error, which aria-describedby ties to the input. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [hint ? `${inputId}-hint` : undefined, error ? `${inputId}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return { inputId, describedBy };
}

/** The hint and the error under a field, with the ids useFieldIds gave them. */
export function FieldMessages({ inputId, hint, error }: { inputId: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The account e-mail field, the same in every form that asks for it: the e-mail keyboard on phones, the
 * browser's saved address, and no spell-check marks under an address.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label={m.shell_email()} type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />;
}

/**
 * The password of an account already made, the same in every form that asks for it (sign-in, the administrator's
 * login, the account page): the browser's saved password fills it. A new password is NewPasswordFields.
 */
export function CurrentPasswordField({
  label = m.shell_password(),
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}
