import { z } from 'zod';
import { hasForbiddenCharacters } from '../forbidden-characters';
import { VALIDATION_MESSAGES as M } from '../messages';

export interface TextOptions {
  /**
   * The message when the value is missing or not a string (zod's default otherwise). Messages are functions,
   * read when a value is checked, so they are in the request's language (docs/i18n/conventions.md).
   */
  required?: () => string;
  /** Trim before anything else is checked. */
  trim?: boolean;
  /** The longest value accepted. It is checked first, and a longer value is not looked at any further. */
  max?: number;
  maxMessage?: () => string;
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
    error: () => M.forbiddenCharacters,
    abort: true,
  });
}
