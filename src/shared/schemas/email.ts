import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages';
import { hasForbiddenCharacters } from '../forbidden-characters';

/**
 * The product's one e-mail rule, for every form and every route that takes an address. It is checked by
 * hand, not by a pattern: a backtracking pattern took seconds on a long hostile address, and the request
 * body may be 1 MiB. The length is checked first, so nothing else ever looks at more than 254 characters.
 */
export const EMAIL_MAX_LENGTH = 254;

/** How every address is compared and stored: surrounding spaces dropped, lower case. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

/** normalizeEmail, except that an address too long to accept is only trimmed: no need to lower-case a megabyte. */
const normalizeUnlessTooLong = (value: string) => {
  const trimmed = value.trim();
  return trimmed.length > EMAIL_MAX_LENGTH ? trimmed : trimmed.toLowerCase();
};

export type EmailProblem = 'required' | 'tooLong' | 'forbiddenCharacters' | 'invalid';

/**
 * The first thing wrong with an address (already normalised), or undefined when it is acceptable:
 * local@domain.tld, one '@', no whitespace, no dot at either end of either part, no two dots in a row,
 * a top-level domain of at least two characters.
 */
export function emailProblem(value: string): EmailProblem | undefined {
  if (value.length === 0) return 'required';
  if (value.length > EMAIL_MAX_LENGTH) return 'tooLong';
  if (hasForbiddenCharacters(value)) return 'forbiddenCharacters';
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@') || /\s/.test(value)) return 'invalid';
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'invalid';
  if (labels.length < 2 || labels.some((label) => label === '') || labels[labels.length - 1]!.length < 2) return 'invalid';
  return undefined;
}

export const isValidEmail = (value: string) => emailProblem(value) === undefined;

/** Read when an address is checked, in the request's language (docs/i18n/conventions.md). */
const MESSAGES: Record<EmailProblem, () => string> = {
  required: () => M.emailRequired,
  tooLong: () => M.emailTooLong,
  forbiddenCharacters: () => M.forbiddenCharacters,
  invalid: () => M.emailInvalid,
};

/** One check that reports only the first problem, so no later rule runs on a value an earlier one refused. */
const emailCheck = (accepts: (problem: EmailProblem) => boolean) => (payload: z.core.ParsePayload<string>) => {
  const problem = emailProblem(payload.value);
  if (problem && !accepts(problem))
    payload.issues.push({ code: 'custom', message: MESSAGES[problem](), input: payload.value, continue: false });
};

/** A required, well-formed address, normalised: sign-up, forgot password, job alerts, and the like. */
export const emailField = z
  .string({ error: () => M.emailRequired })
  .overwrite(normalizeUnlessTooLong)
  .check(emailCheck(() => false));

/**
 * An address used only to look an account up, where the service answers any address it does not know
 * with its own message (the checkout also sends the placeholder 'guest'): normalised, and refused only
 * when too long or when it holds characters no text may.
 */
export const lookupEmailField = z
  .string({ error: () => M.emailRequired })
  .overwrite(normalizeUnlessTooLong)
  .check(emailCheck((problem) => problem === 'required' || problem === 'invalid'));
