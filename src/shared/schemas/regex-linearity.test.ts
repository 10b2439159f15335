import { describe, it } from 'vitest';
import {
  adminLoginFormSchema,
  forgotPasswordRequestSchema,
  passwordRecommendations,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  sanitizeInput,
  signInFormSchema,
  signInRequestSchema,
  signUpFormSchema,
  signUpRequestSchema,
  verifyEmailQuerySchema,
} from './auth';
import { adminAuditQuerySchema, adminPaymentsQuerySchema, adminUsersQuerySchema, blockUserRequestSchema } from './admin';
import { visitRequestSchema } from './analytics';
import { clientErrorReportSchema } from './client-error';
import { emailField, isValidEmail, lookupEmailField, normalizeEmail } from './email';
import { jobAlertRequestSchema } from './funnel';
import { jobIdParamsSchema, jobsQuerySchema } from './jobs';
import { createMpesaPaymentRequestSchema, mpesaPaymentIdParamsSchema } from './mpesa';
import { kenyanMobileDigits } from '../phone';
import {
  createPaymentIntentRequestSchema,
  humanitarianAccessRequestSchema,
  issueHumanitarianCodeRequestSchema,
  sandboxConfirmRequestSchema,
} from './payments';
import { findForbiddenCharacter } from '../forbidden-characters';
import { expectLinear } from '../test-support/linear-time';

/**
 * Everything in src/shared that user input reaches — the e-mail rule, the text checks, sanitizeInput, the
 * name and phone patterns, every request schema field by field — must take time proportional to the input,
 * tried with adversarial strings of 64 KiB and 1 MiB (more than a request body may hold).
 */

describe('linear time on hostile input', () => {
  it.each([
    ['emailField', (value: string) => emailField.safeParse(value)],
    ['lookupEmailField', (value: string) => lookupEmailField.safeParse(value)],
    ['isValidEmail', (value: string) => isValidEmail(value)],
    ['normalizeEmail', (value: string) => normalizeEmail(value)],
    ['findForbiddenCharacter', (value: string) => findForbiddenCharacter(value)],
    ['findForbiddenCharacter, multi-line', (value: string) => findForbiddenCharacter(value, { multiline: true })],
    ['sanitizeInput', (value: string) => sanitizeInput(value)],
    ['passwordRecommendations', (value: string) => passwordRecommendations(value)],
    ['kenyanMobileDigits', (value: string) => kenyanMobileDigits(value)],
  ] as const)('%s', (label, subject) => expectLinear(label, subject));

  /** Each schema a request (or a form) is checked with, and a valid value for each of its text fields. */
  const SCHEMAS = {
    signUpRequestSchema: [
      signUpRequestSchema,
      {
        firstName: 'Wanjiru',
        lastName: 'Kamau',
        email: 'w@example.com',
        password: 'Savannah-2026',
        phone: '+254 712 345 678',
        username: 'w@example.com',
      },
    ],
    signUpFormSchema: [
      signUpFormSchema,
      {
        firstName: 'Wanjiru',
        lastName: 'Kamau',
        email: 'w@example.com',
        password: 'Savannah-2026',
        confirmPassword: 'Savannah-2026',
        phone: '+254 712 345 678',
      },
    ],
    signInFormSchema: [signInFormSchema, { email: 'w@example.com', password: 'Savannah-2026' }],
    signInRequestSchema: [signInRequestSchema, { email: 'w@example.com', password: 'Savannah-2026' }],
    forgotPasswordRequestSchema: [forgotPasswordRequestSchema, { email: 'w@example.com' }],
    resetPasswordRequestSchema: [resetPasswordRequestSchema, { token: 'abc', password: 'Savannah-2026' }],
    resetPasswordFormSchema: [resetPasswordFormSchema, { password: 'Savannah-2026', confirmPassword: 'Savannah-2026' }],
    verifyEmailQuerySchema: [verifyEmailQuerySchema, { token: 'abc' }],
    adminLoginFormSchema: [adminLoginFormSchema, { username: 'ops', password: 'secret' }],
    jobAlertRequestSchema: [
      jobAlertRequestSchema,
      { email: 'w@example.com', search: 'cook', province: 'Ontario', category: 'Hospitality' },
    ],
    jobsQuerySchema: [jobsQuerySchema, { search: 'cook', page: '1', pageSize: '20' }],
    jobIdParamsSchema: [jobIdParamsSchema, { id: '12' }],
    createPaymentIntentRequestSchema: [
      createPaymentIntentRequestSchema,
      { email: 'w@example.com', description: 'Membership', currency: 'cad' },
    ],
    sandboxConfirmRequestSchema: [
      sandboxConfirmRequestSchema,
      { paymentIntentId: 'pi_sandbox_1', clientSecret: 'pi_sandbox_1_secret_2', cardNumber: '4242424242424242' },
    ],
    createMpesaPaymentRequestSchema: [createMpesaPaymentRequestSchema, { email: 'w@example.com', phone: '0712 345 678' }],
    mpesaPaymentIdParamsSchema: [mpesaPaymentIdParamsSchema, { id: '5b1f1f1e-1b7e-4f8e-9d0a-0c8f1f1e1b7e' }],
    humanitarianAccessRequestSchema: [humanitarianAccessRequestSchema, { email: 'w@example.com', accessCode: 'ABCD' }],
    issueHumanitarianCodeRequestSchema: [issueHumanitarianCodeRequestSchema, { email: 'w@example.com', note: 'Referred' }],
    adminUsersQuerySchema: [adminUsersQuerySchema, { search: 'wanjiru', page: '1', pageSize: '25' }],
    adminPaymentsQuerySchema: [adminPaymentsQuerySchema, { search: 'wanjiru', page: '1', pageSize: '25' }],
    adminAuditQuerySchema: [adminAuditQuerySchema, { admin: 'ops', action: 'block_user' }],
    blockUserRequestSchema: [blockUserRequestSchema, { reason: 'Card fraud reported by the bank' }],
    visitRequestSchema: [visitRequestSchema, { page: '/jobs' }],
    clientErrorReportSchema: [
      clientErrorReportSchema,
      {
        message: 'Boom',
        stack: 'Error: Boom',
        componentStack: 'in App',
        timestamp: '2026-05-10T12:00:00Z',
        userAgent: 'Mozilla/5.0',
        url: 'http://localhost/',
        userId: 'anonymous',
      },
    ],
  } as const satisfies Record<string, readonly [{ safeParse(value: unknown): unknown }, Record<string, string>]>;

  it.each(
    Object.entries(SCHEMAS).flatMap(([name, [schema, valid]]) =>
      Object.keys(valid).map((field) => [`${name}.${field}`, schema, valid, field] as const),
    ),
  )('%s', (label, schema, valid, field) => expectLinear(label, (value) => schema.safeParse({ ...valid, [field]: value })));
});
