const SIGNIFICANT = /[0-9A-Za-z]/;

/** How many letters and digits `text` holds: what a reformat keeps, whatever spaces or slashes it moves. */
export const countSignificant = (text: string) => [...text].filter((char) => SIGNIFICANT.test(char)).length;

/**
 * Where the caret belongs in `formatted` so that it still follows the same `kept` letters and digits:
 * typing in the middle of '4242 4242' must not throw the caret to the end when a space moves.
 */
export function caretAfterSignificant(formatted: string, kept: number): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (SIGNIFICANT.test(formatted[index] ?? '') && ++seen === kept) return index + 1;
  }
  return formatted.length;
}
