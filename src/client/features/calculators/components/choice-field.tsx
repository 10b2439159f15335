import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FieldMessages, useFieldIds } from '../../../components/ui/text-field';

const SELECT =
  'h-12 w-full rounded-md border bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-blue-600/30 focus:border-blue-600';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled select with its hint and error, tied to it as TextField ties them to an input. */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
  hint,
  error,
  className,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  className?: string;
}) {
  const { inputId, describedBy } = useFieldIds(undefined, hint, error);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={inputId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(SELECT, error ? 'border-red-600' : 'border-gray-300')}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

/** A checkbox with its label, at least 44 px tall for a thumb. */
export function CheckField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 py-1 text-sm text-gray-800">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-blue-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint && <span className="block text-gray-600">{hint}</span>}
      </span>
    </label>
  );
}
