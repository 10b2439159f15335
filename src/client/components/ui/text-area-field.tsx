import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, useFieldIds } from './text-field';
import { formatCount } from '../../lib/format-number';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/**
 * A labelled, multi-line TextField: the same label, hint, error and aria wiring. `counter` shows the
 * length against maxLength for long inputs such as a pasted resume.
 */
type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  counter?: boolean;
};

export function TextAreaField({ label, error, hint, optional = false, counter = false, className, id, ...textarea }: TextAreaFieldProps) {
  const { inputId, describedBy } = useFieldIds(id, hint, error);
  const length = typeof textarea.value === 'string' ? textarea.value.length : 0;

  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
          {label}
          {optional && <span className="font-normal text-gray-600"> {m.shell_optional()}</span>}
        </label>
        {counter && textarea.maxLength !== undefined && (
          <span className="text-xs text-gray-600 tabular-nums">
            {formatCount(length)} / {formatCount(textarea.maxLength)}
          </span>
        )}
      </div>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'min-h-28 w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-blue-600/30 disabled:cursor-not-allowed disabled:bg-gray-100',
          error ? 'border-red-600 focus:border-red-600' : 'border-gray-300 focus:border-blue-600',
        )}
        {...textarea}
      />
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}
