import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages';
import { formatKenyanMobile } from '../phone';
import { EMAIL_MAX_LENGTH, emailField } from './email';
import { TERMS_VERSION } from '../policies';
import { text } from './text';

/**
 * The terms version a sign-up accepts (docs/product.md#sign-up-consent): missing is "please accept", any other
 * version than the one in force is "reload and accept again".
 */
const acceptedTermsField = text({ required: () => M.termsRequired, max: 100 })
  .refine((version) => version.length > 0, { error: () => M.termsRequired, abort: true })
  .refine((version) => version === TERMS_VERSION, { error: () => M.termsStale });

/** Limits for account fields (docs/product.md#limits). */
export const AUTH_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  emailMax: EMAIL_MAX_LENGTH,
  passwordMin: 8,
  passwordMax: 128,
  signInPasswordMin: 6,
  phoneMinDigits: 10,
  sanitizedMax: 1000,
} as const;

/**
 * Input sanitising (docs/product.md#input-sanitising): trim, remove angle brackets and double quotes, cap at 1000 characters.
 * Apostrophes stay: the sign-up rules allow them in names (O'Brien, N'Dour), and every text we render is escaped
 * anyway (docs/decisions/007).
 */
export function sanitizeInput(value: string): string {
  const trimmed = value.trim();
  const max = AUTH_LIMITS.sanitizedMax;
  let kept = '';
  // The same as removing them all and then cutting, but reading stops once enough characters are kept:
  // a body of a megabyte of '<a' costs no more than its first few thousand characters.
  for (let from = 0; from < trimmed.length && kept.length < max; from += max) {
    kept += trimmed.slice(from, from + max).replace(/[<>"`]+/g, '');
  }
  return kept.slice(0, max).trim();
}

// Both patterns are anchored and have a single repeated class, so they cannot backtrack more than once
// over the value; and sanitizeInput has cut the value to 1000 characters before they run.
const NAME_PATTERN = /^[\p{L}\p{M}' \-’]+$/u;
const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** A string field whose absence (or a non-string) reads as the field's 'required' message. */
const str = (requiredMessage: () => string) => z.string({ error: requiredMessage });

export const nameField = (which: 'first' | 'last') => {
  const m =
    which === 'first'
      ? { required: () => M.firstNameRequired, min: () => M.firstNameMin, max: () => M.firstNameMax, chars: () => M.firstNameChars }
      : { required: () => M.lastNameRequired, min: () => M.lastNameMin, max: () => M.lastNameMax, chars: () => M.lastNameChars };
  return text({ required: m.required })
    .transform(sanitizeInput)
    .pipe(
      z
        .string()
        .min(1, { error: m.required })
        .min(AUTH_LIMITS.nameMin, { error: m.min })
        .max(AUTH_LIMITS.nameMax, { error: m.max })
        .regex(NAME_PATTERN, { error: m.chars }),
    );
};

/** Sign-up password rules (also for a reset): 8 to 128 characters. Common passwords: server only. */
export const newPasswordField = text({ required: () => M.passwordRequired, max: AUTH_LIMITS.passwordMax, maxMessage: () => M.passwordMax })
  .min(1, { error: () => M.passwordRequired })
  .min(AUTH_LIMITS.passwordMin, { error: () => M.passwordMin });

export const phoneField = text()
  .optional()
  .transform((value) => (value === undefined ? undefined : sanitizeInput(value)))
  .transform((value) => (value === '' ? undefined : value))
  .pipe(
    z
      .string()
      .regex(PHONE_PATTERN, { error: () => M.phoneInvalid })
      .refine((value) => value.replace(/\D/g, '').length >= AUTH_LIMITS.phoneMinDigits, { error: () => M.phoneTooShort })
      .optional(),
  )
  // A Kenyan mobile is stored in the one written form (docs/product.md#phone-numbers); any other number as typed.
  .transform((value) => (value === undefined ? undefined : (formatKenyanMobile(value) ?? value)));

/** POST /api/auth/sign-up (docs/product.md#sign-up): the payload the browser sends. */
export const signUpRequestSchema = z.object({
  firstName: nameField('first'),
  lastName: nameField('last'),
  email: emailField,
  password: newPasswordField,
  phone: phoneField,
  /** Equal to the lowercased e-mail; the server derives it and ignores what is sent (docs/product.md#sign-up). */
  username: text({ max: AUTH_LIMITS.sanitizedMax }).optional(),
  acceptedTerms: acceptedTermsField,
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The second entry of a new password, in every form that sets one (sign-up, reset, account page). */
export const confirmPasswordField = str(() => M.confirmRequired).min(1, { error: () => M.confirmRequired });

/** The refinement those forms share: the confirmation must equal the field `passwordKey`, else "Passwords don't match" on it. */
export const confirmationMatches = <K extends string>(passwordKey: K) =>
  [
    (form: Record<K, string> & { confirmPassword: string }) => form[passwordKey] === form.confirmPassword,
    { error: () => M.passwordsDontMatch, path: ['confirmPassword'] as PropertyKey[] },
  ] as const;

/** The sign-up form: the request plus the confirmation field (docs/product.md#sign-up). */
export const signUpFormSchema = z
  .object({
    firstName: nameField('first'),
    lastName: nameField('last'),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    /** The unticked box "I accept the Terms of Service and the Privacy Policy"; sent as acceptedTerms: TERMS_VERSION. */
    acceptTerms: z.boolean().refine((ticked) => ticked, { error: () => M.termsRequired }),
  })
  .refine(...confirmationMatches('password'));
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** Advice, not rules — missing lowercase, uppercase or digit (docs/product.md#sign-up). */
export function passwordRecommendations(password: string): Array<'lowercase' | 'uppercase' | 'digit'> {
  const advice: Array<'lowercase' | 'uppercase' | 'digit'> = [];
  if (!/[a-z]/.test(password)) advice.push('lowercase');
  if (!/[A-Z]/.test(password)) advice.push('uppercase');
  if (!/\d/.test(password)) advice.push('digit');
  return advice;
}

/** The sign-in form (docs/product.md#sign-in). The server answers missing fields with MISSING_CREDENTIALS. */
export const signInFormSchema = z.object({
  email: emailField,
  password: str(() => M.passwordRequired)
    .min(1, { error: () => M.passwordRequired })
    .min(AUTH_LIMITS.signInPasswordMin, { error: () => M.signInPasswordMin }),
});
export type SignInForm = z.input<typeof signInFormSchema>;

/**
 * Lenient on purpose: a missing field is the service's MISSING_CREDENTIALS, and an address of any shape
 * is simply not found. Only what no text field accepts is refused here.
 */
export const signInRequestSchema = z.object({
  email: text({ max: AUTH_LIMITS.sanitizedMax }).optional(),
  password: text({ max: AUTH_LIMITS.passwordMax * 4 }).optional(),
});

export const forgotPasswordRequestSchema = z.object({ email: emailField });
const tokenField = text({ max: 200, maxMessage: () => M.tokenInvalid }).min(1, { error: () => M.tokenInvalid });
export const resetPasswordRequestSchema = z.object({
  token: tokenField,
  password: newPasswordField,
});
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine(...confirmationMatches('password'));
export const verifyEmailQuerySchema = z.object({ token: tokenField });

/** The signed-in member as every auth response shows them. */
export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  isPaidMember: z.boolean(),
  membershipExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** The member's language (docs/product.md#languages): e-mails use it, and the app moves to it after sign-in. */
  locale: z.enum(['en', 'sw']),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const signUpResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: authUserSchema });
export const signInResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: authUserSchema });
export const meResponseSchema = z.object({ success: z.literal(true), user: authUserSchema });
export const authStatusSchema = z.object({ authenticated: z.boolean(), isPaidMember: z.boolean() });
export type AuthStatus = z.infer<typeof authStatusSchema>;
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Administrator sign-in (docs/product.md#administrator-sign-in). */
export const adminLoginFormSchema = z.object({
  username: text({ required: () => M.usernameRequired, trim: true, max: 100 }).min(1, { error: () => M.usernameRequired }),
  password: text({ required: () => M.adminPasswordRequired, max: AUTH_LIMITS.passwordMax * 4 }).min(1, {
    error: () => M.adminPasswordRequired,
  }),
});
export const adminLoginResponseSchema = z.object({ success: z.literal(true), token: z.string(), message: z.string() });
export const adminVerifyResponseSchema = z.object({ success: z.literal(true), admin: z.object({ username: z.string() }) });
