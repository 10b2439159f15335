import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages';

/**
 * Text fields accept what a person can type, nothing else. Control characters (U+0000–U+001F, U+007F–U+009F)
 * have no place in a name, an address or a search; PostgreSQL refuses U+0000 in text outright, so one of them
 * turned a typo-level request into a 500. A UTF-16 surrogate without its partner is no character at all:
 * it cannot be stored or encoded as UTF-8 either. Multi-line fields (notes, stack traces) may hold tabs
 * and line breaks.
 */
export function findForbiddenCharacter(value: string, options: { multiline?: boolean } = {}): number {
  // One pass, no pattern: the cost stays proportional to the length whatever the text is.
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (options.multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      return i;
    }
    if (code < 0x7f) continue;
    if (code <= 0x9f) return i;
    if (code < 0xd800 || code > 0xdfff) continue;
    // A high surrogate followed by a low one is one character beyond U+FFFF (an emoji, say); anything else is broken.
    const next = value.charCodeAt(i + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i += 1;
      continue;
    }
    return i;
  }
  return -1;
}

export const hasForbiddenCharacters = (value: string, options: { multiline?: boolean } = {}) => findForbiddenCharacter(value, options) >= 0;

export interface TextOptions {
  /** The message when the value is missing or not a string (zod's default otherwise). */
  required?: string;
  /** Trim before anything else is checked. */
  trim?: boolean;
  /** The longest value accepted. It is checked first, and a longer value is not looked at any further. */
  max?: number;
  maxMessage?: string;
  /** Allow tabs and line breaks. */
  multiline?: boolean;
}

/**
 * The base of every text field a request carries: a string, at most `max` long, without control
 * characters or broken UTF-16. Both checks stop the field's validation when they fail, so the rules a
 * caller adds after them (patterns, lengths, refinements) only ever see short, clean text.
 */
export function text(options: TextOptions = {}) {
  let schema = z.string(options.required === undefined ? undefined : { error: options.required });
  if (options.trim) schema = schema.trim();
  if (options.max !== undefined)
    schema = schema.max(options.max, { abort: true, ...(options.maxMessage === undefined ? {} : { error: options.maxMessage }) });
  return schema.refine((value) => !hasForbiddenCharacters(value, { multiline: options.multiline }), {
    error: M.forbiddenCharacters,
    abort: true,
  });
}
