import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../messages';
import { emailField, isValidEmail, lookupEmailField, normalizeEmail } from './email';
import { jobAlertRequestSchema } from './funnel';
import { createPaymentIntentRequestSchema, humanitarianAccessRequestSchema, issueHumanitarianCodeRequestSchema } from './payments';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error!.issues.map((issue) => issue.message);

describe('the one e-mail rule', () => {
  it.each([
    'wanjiru@example.com',
    'w.kamau+jobs@mail.example.co.ke',
    "o'neil@example.ca",
    'ünïcode@例え.jp',
    `${'a'.repeat(64)}@${'b'.repeat(185)}.ca`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(emailField.parse(email)).toBe(email.toLowerCase());
  });

  it.each([
    ['', M.emailRequired],
    ['   ', M.emailRequired],
    ['not-an-email', M.emailInvalid],
    ['@example.com', M.emailInvalid],
    ['jane@', M.emailInvalid],
    ['jane@@example.com', M.emailInvalid],
    ['jane@exa@mple.com', M.emailInvalid],
    ['jane doe@example.com', M.emailInvalid],
    ['jane@exa mple.com', M.emailInvalid],
    ['jane\u00a0doe@example.com', M.emailInvalid],
    ['jane..doe@example.com', M.emailInvalid],
    ['.jane@example.com', M.emailInvalid],
    ['jane.@example.com', M.emailInvalid],
    ['jane@.example.com', M.emailInvalid],
    ['jane@example..com', M.emailInvalid],
    ['jane@example.com.', M.emailInvalid],
    ['jane@example', M.emailInvalid],
    ['jane@example.c', M.emailInvalid],
    ['jane@example.com.c', M.emailInvalid],
    [`${'a'.repeat(243)}@example.com`, M.emailTooLong],
    ['jane\u0000@example.com', M.forbiddenCharacters],
    ['ja\u0007ne@example.com', M.forbiddenCharacters],
    ['jane\u007f@example.com', M.forbiddenCharacters],
    ['jane\ud800@example.com', M.forbiddenCharacters],
    ['jane@example.com\udc00x', M.forbiddenCharacters],
  ])('refuses %j with exactly one message: %s', (email, message) => {
    expect(messageOf(emailField.safeParse(email))).toEqual([message]);
    expect(isValidEmail(normalizeEmail(email))).toBe(false);
  });

  it('normalises surrounding space and letter case before it checks', () => {
    expect(emailField.parse('  Wanjiru@Example.CO.KE \n')).toBe('wanjiru@example.co.ke');
    expect(messageOf(emailField.safeParse(`  ${'a'.repeat(242)}@example.com  `))).toBeUndefined();
  });

  it('answers a missing or non-string address with the required message', () => {
    expect(messageOf(emailField.safeParse(undefined))).toEqual([M.emailRequired]);
    expect(messageOf(emailField.safeParse(42))).toEqual([M.emailRequired]);
  });

  it('reports only the length of a very long address, whatever else is wrong with it', () => {
    expect(messageOf(emailField.safeParse(`a@${'a.'.repeat(100_000)}@\u0000`))).toEqual([M.emailTooLong]);
  });

  it('lookup addresses are only normalised and bounded: the service answers unknown ones', () => {
    expect(lookupEmailField.parse(' Guest ')).toBe('guest');
    expect(lookupEmailField.parse('')).toBe('');
    expect(lookupEmailField.parse('not-an-email')).toBe('not-an-email');
    expect(messageOf(lookupEmailField.safeParse('a'.repeat(255)))).toEqual([M.emailTooLong]);
    expect(messageOf(lookupEmailField.safeParse('guest\u0000'))).toEqual([M.forbiddenCharacters]);
  });

  it('is the rule of every schema that takes an address', () => {
    expect(jobAlertRequestSchema.parse({ email: ' Alerts@Example.COM ' }).email).toBe('alerts@example.com');
    expect(messageOf(jobAlertRequestSchema.safeParse({ email: 'jane..doe@example.com' }))).toEqual([M.emailInvalid]);
    expect(issueHumanitarianCodeRequestSchema.parse({}).email).toBeUndefined();
    expect(issueHumanitarianCodeRequestSchema.parse({ email: 'Refugee@Example.org' }).email).toBe('refugee@example.org');
    expect(messageOf(issueHumanitarianCodeRequestSchema.safeParse({ email: 'nope' }))).toEqual([M.emailInvalid]);
    expect(createPaymentIntentRequestSchema.parse({ email: 'guest', amount: 300, currency: 'cad' }).email).toBe('guest');
    expect(humanitarianAccessRequestSchema.parse({ email: ' Refugee@Example.org ', accessCode: ' abcd ' })).toEqual({
      email: 'refugee@example.org',
      accessCode: 'ABCD',
    });
  });
});
