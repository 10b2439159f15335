import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages';

/** SPEC §9 limits for account fields. */
export const AUTH_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  signInPasswordMin: 6,
  phoneMinDigits: 10,
  sanitizedMax: 1000,
} as const;

/**
 * SPEC §5 input sanitising: trim, remove angle brackets and double quotes, cap at 1000 characters.
 * Apostrophes stay: SPEC §5 allows them in names (O'Brien, N'Dour), and every text we render is escaped
 * anyway (docs/decisions/007).
 */
export function sanitizeInput(value: string): string {
  return value.trim().replace(/[<>"`]/g, '').slice(0, AUTH_LIMITS.sanitizedMax).trim();
}

export const normalizeEmail = (value: string) => value.trim().toLowerCase();

const NAME_PATTERN = /^[\p{L}\p{M}' \-’]+$/u;
/** A practical e-mail shape: local@domain.tld, no spaces, no consecutive dots, no dot at either end. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

export function isValidEmail(value: string): boolean {
  const [local = '', domain = ''] = value.split('@');
  return (
    EMAIL_SHAPE.test(value) &&
    !value.includes('..') &&
    !value.startsWith('.') &&
    !value.endsWith('.') &&
    !local.endsWith('.') &&
    !domain.startsWith('.')
  );
}

/** A string field whose absence (or a non-string) reads as the field's 'required' message. */
const str = (requiredMessage: string) => z.string({ error: requiredMessage });

const nameField = (which: 'first' | 'last') => {
  const m =
    which === 'first'
      ? { required: M.firstNameRequired, min: M.firstNameMin, max: M.firstNameMax, chars: M.firstNameChars }
      : { required: M.lastNameRequired, min: M.lastNameMin, max: M.lastNameMax, chars: M.lastNameChars };
  return str(m.required)
    .transform(sanitizeInput)
    .pipe(
      z
        .string()
        .min(1, m.required)
        .min(AUTH_LIMITS.nameMin, m.min)
        .max(AUTH_LIMITS.nameMax, m.max)
        .regex(NAME_PATTERN, m.chars),
    );
};

export const emailField = str(M.emailRequired)
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, M.emailRequired)
      .max(AUTH_LIMITS.emailMax, M.emailTooLong)
      .refine(isValidEmail, M.emailInvalid),
  );

/** Sign-up password rules (also for a reset): 8 to 128 characters. Common passwords: server only. */
export const newPasswordField = str(M.passwordRequired)
  .min(1, M.passwordRequired)
  .min(AUTH_LIMITS.passwordMin, M.passwordMin)
  .max(AUTH_LIMITS.passwordMax, M.passwordMax);

export const phoneField = z
  .string()
  .optional()
  .transform((value) => (value === undefined ? undefined : sanitizeInput(value)))
  .transform((value) => (value === '' ? undefined : value))
  .pipe(
    z
      .string()
      .regex(PHONE_PATTERN, M.phoneInvalid)
      .refine((value) => value.replace(/\D/g, '').length >= AUTH_LIMITS.phoneMinDigits, M.phoneTooShort)
      .optional(),
  );

/** POST /api/auth/sign-up (SPEC §7): the payload the browser sends. */
export const signUpRequestSchema = z.object({
  firstName: nameField('first'),
  lastName: nameField('last'),
  email: emailField,
  password: newPasswordField,
  phone: phoneField,
  /** SPEC §3: equal to the lowercased e-mail; the server derives it and ignores what is sent. */
  username: z.string().max(AUTH_LIMITS.sanitizedMax).optional(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The sign-up form: the request plus the confirmation field (SPEC §5). */
export const signUpFormSchema = z
  .object({
    firstName: nameField('first'),
    lastName: nameField('last'),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: str(M.confirmRequired).min(1, M.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, { message: M.passwordsDontMatch, path: ['confirmPassword'] });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** SPEC §5: advice, not rules — missing lowercase, uppercase or digit. */
export function passwordRecommendations(password: string): Array<'lowercase' | 'uppercase' | 'digit'> {
  const advice: Array<'lowercase' | 'uppercase' | 'digit'> = [];
  if (!/[a-z]/.test(password)) advice.push('lowercase');
  if (!/[A-Z]/.test(password)) advice.push('uppercase');
  if (!/\d/.test(password)) advice.push('digit');
  return advice;
}

/** The sign-in form (SPEC §5). The server answers missing fields with MISSING_CREDENTIALS. */
export const signInFormSchema = z.object({
  email: emailField,
  password: str(M.passwordRequired).min(1, M.passwordRequired).min(AUTH_LIMITS.signInPasswordMin, M.signInPasswordMin),
});
export type SignInForm = z.input<typeof signInFormSchema>;

export const signInRequestSchema = z.object({
  email: z.string().max(AUTH_LIMITS.sanitizedMax).optional(),
  password: z.string().max(AUTH_LIMITS.passwordMax * 4).optional(),
});

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, M.tokenInvalid).max(200, M.tokenInvalid),
  password: newPasswordField,
});
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: str(M.confirmRequired).min(1, M.confirmRequired) })
  .refine((form) => form.password === form.confirmPassword, { message: M.passwordsDontMatch, path: ['confirmPassword'] });
export const verifyEmailQuerySchema = z.object({ token: z.string().min(1, M.tokenInvalid).max(200, M.tokenInvalid) });

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
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const signUpResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: authUserSchema });
export const signInResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: authUserSchema });
export const meResponseSchema = z.object({ success: z.literal(true), user: authUserSchema });
export const authStatusSchema = z.object({ authenticated: z.boolean(), isPaidMember: z.boolean() });
export type AuthStatus = z.infer<typeof authStatusSchema>;
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Administrator sign-in (SPEC §5 'Admin login', §7). */
export const adminLoginFormSchema = z.object({
  username: str(M.usernameRequired).trim().min(1, M.usernameRequired).max(100),
  password: str(M.adminPasswordRequired).min(1, M.adminPasswordRequired).max(AUTH_LIMITS.passwordMax * 4),
});
export const adminLoginResponseSchema = z.object({ success: z.literal(true), token: z.string(), message: z.string() });
export const adminVerifyResponseSchema = z.object({ success: z.literal(true), admin: z.object({ username: z.string() }) });

/** errorCodes of the auth API (SPEC §8), beside the shared ones of envelope.ts. */
export const AUTH_ERROR_CODES = {
  emailExists: 'EMAIL_EXISTS',
  userNotFound: 'USER_NOT_FOUND',
  invalidPassword: 'INVALID_PASSWORD',
  missingCredentials: 'MISSING_CREDENTIALS',
  accountBlocked: 'ACCOUNT_BLOCKED',
  connectionError: 'CONNECTION_ERROR',
  authenticationRequired: 'AUTHENTICATION_REQUIRED',
  paymentRequired: 'PAYMENT_REQUIRED',
  invalidToken: 'INVALID_TOKEN',
  csrfRejected: 'CSRF_REJECTED',
  adminRequired: 'ADMIN_REQUIRED',
  invalidCredentials: 'INVALID_CREDENTIALS',
} as const;
