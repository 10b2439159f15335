import type { UseFormRegisterReturn } from 'react-hook-form';
import { caretAfterSignificant, countSignificant } from './caret';

/**
 * A react-hook-form registration whose input is reformatted as it is typed (card number groups,
 * upper-cased codes). The field stays uncontrolled: the DOM value is rewritten before the form reads
 * it, and the caret is put back after the same letters and digits.
 */
export function reformatOnChange<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  format: (value: string) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const { value } = input;
      const next = format(value);
      if (next !== value) {
        const caret = input.selectionStart ?? value.length;
        input.value = next;
        // Only the focused field has a caret worth keeping.
        if (input.ownerDocument.activeElement === input) {
          const position = next.length === value.length ? caret : caretAfterSignificant(next, countSignificant(value.slice(0, caret)));
          input.setSelectionRange(position, position);
        }
      }
      return registration.onChange(event);
    },
  };
}
