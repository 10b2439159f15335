import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../messages';
import { TERMS_VERSION } from '../policies';
import {
  adminLoginFormSchema,
  passwordRecommendations,
  sanitizeInput,
  signInFormSchema,
  signUpFormSchema,
  signUpRequestSchema,
} from './auth';

const valid = {
  firstName: 'Wanjiru',
  lastName: "O'Neil-Kamau",
  email: 'wanjiru@example.co.ke',
  phone: '+254 712 345 678',
  password: 'Savannah-2026',
  confirmPassword: 'Savannah-2026',
  // The form's box and what the request carries for it (docs/product.md#sign-up-consent).
  acceptTerms: true,
  acceptedTerms: TERMS_VERSION,
};

/** The first message zod reports for one field. */
function errorFor(schema: typeof signUpFormSchema | typeof signInFormSchema | typeof adminLoginFormSchema, input: unknown, field: string) {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

// docs/product.md#input-sanitising
describe('sanitizeInput', () => {
  it('trims, removes angle brackets and double quotes, and caps at 1000 characters', () => {
    expect(sanitizeInput('  <script>"hi"</script>  ')).toBe('scripthi/script');
    expect(sanitizeInput('x'.repeat(1500))).toHaveLength(1000);
    expect(sanitizeInput("  N'Dour ")).toBe("N'Dour");
  });
});

// docs/product.md#sign-up
describe('the sign-up form', () => {
  it('accepts a valid form and normalises it', () => {
    const result = signUpFormSchema.parse({ ...valid, email: '  Wanjiru@Example.CO.KE ' });
    expect(result.email).toBe('wanjiru@example.co.ke');
    expect(result.lastName).toBe("O'Neil-Kamau");
  });

  it('refuses the form while the terms box is unticked, and the request without the current terms version', () => {
    expect(errorFor(signUpFormSchema, { ...valid, acceptTerms: false }, 'acceptTerms')).toBe(M.termsRequired);
    for (const acceptedTerms of [undefined, '', 'terms-2020-01-01+privacy-2020-01-01']) {
      expect(signUpRequestSchema.safeParse({ ...valid, acceptedTerms }).success, String(acceptedTerms)).toBe(false);
    }
    expect(signUpRequestSchema.parse(valid).acceptedTerms).toBe(TERMS_VERSION);
  });

  it.each([
    ['firstName', '', M.firstNameRequired],
    ['firstName', undefined, M.firstNameRequired],
    ['firstName', 'W', M.firstNameMin],
    ['firstName', 'W'.repeat(51), M.firstNameMax],
    ['firstName', 'Wanjiru2', M.firstNameChars],
    ['lastName', '', M.lastNameRequired],
    ['lastName', 'K', M.lastNameMin],
    ['lastName', 'K'.repeat(51), M.lastNameMax],
    ['lastName', 'Kamau_', M.lastNameChars],
    ['email', '', M.emailRequired],
    ['email', 'not-an-email', M.emailInvalid],
    ['email', 'jane..doe@example.com', M.emailInvalid],
    ['email', '.jane@example.com', M.emailInvalid],
    ['email', 'jane.@example.com', M.emailInvalid],
    ['email', 'jane@example.com.', M.emailInvalid],
    ['email', `${'a'.repeat(245)}@example.com`, M.emailTooLong],
    ['password', '', M.passwordRequired],
    ['password', 'Short1', M.passwordMin],
    ['password', 'P'.repeat(129), M.passwordMax],
    ['phone', '+254 (712) 345-67a', M.phoneInvalid],
    ['phone', '254+712345678', M.phoneInvalid],
    ['phone', '+254 712 34', M.phoneTooShort],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorFor(signUpFormSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('accepts names with accents, spaces, hyphens and apostrophes', () => {
    for (const name of ['Wanjirũ', 'Mary Ann', 'Jean-Luc', "N'Dour", 'Nyambura’s']) {
      expect(errorFor(signUpFormSchema, { ...valid, firstName: name }, 'firstName')).toBeUndefined();
    }
  });

  it('treats the phone as optional', () => {
    expect(signUpFormSchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
    expect(signUpFormSchema.safeParse({ ...valid, phone: undefined }).success).toBe(true);
  });

  // One reader of Kenyan mobiles (src/shared/phone.ts): the sign-up keeps its rules and stores a Kenyan mobile
  // in the one written form; another country's number stays as the member typed it, sanitised.
  it.each([
    ['0712 345 678', '+254 712 345 678'],
    ['(254) 712-345-678', '+254 712 345 678'],
    ['+254 (0) 712 345 678', '+254 712 345 678'],
    ['+1 (416) 555-0100', '+1 (416) 555-0100'],
  ])('stores the phone %j as %j', (phone, stored) => {
    expect(signUpRequestSchema.parse({ ...valid, phone }).phone).toBe(stored);
  });

  it('reports a mismatch on confirmPassword with "Passwords don\'t match"', () => {
    expect(errorFor(signUpFormSchema, { ...valid, confirmPassword: 'Savannah-2025' }, 'confirmPassword')).toBe("Passwords don't match");
    expect(errorFor(signUpFormSchema, { ...valid, confirmPassword: '' }, 'confirmPassword')).toBe(M.confirmRequired);
  });

  it('the request schema derives what it stores from sanitised input', () => {
    const result = signUpRequestSchema.parse({ ...valid, firstName: ' <Wanjiru> ', phone: '  +254 712 345 678 ' });
    expect(result.firstName).toBe('Wanjiru');
    expect(result.phone).toBe('+254 712 345 678');
  });
});

describe('password recommendations (non-blocking)', () => {
  it('names each missing kind of character', () => {
    expect(passwordRecommendations('alllowercase')).toEqual(['uppercase', 'digit']);
    expect(passwordRecommendations('ALLUPPER1')).toEqual(['lowercase']);
    expect(passwordRecommendations('Mixed-Case-9')).toEqual([]);
  });
});

// docs/product.md#sign-in
describe('the sign-in form', () => {
  it('needs a valid e-mail and a password of at least 6 characters', () => {
    expect(errorFor(signInFormSchema, { email: 'nope', password: 'secret' }, 'email')).toBe('Please enter a valid email address');
    expect(errorFor(signInFormSchema, { email: 'a@b.co', password: '12345' }, 'password')).toBe('Password must be at least 6 characters');
    expect(signInFormSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

// docs/product.md#administrator-sign-in
describe('the administrator sign-in form', () => {
  it('requires both fields', () => {
    expect(errorFor(adminLoginFormSchema, { username: '', password: 'x' }, 'username')).toBe('Username is required');
    expect(errorFor(adminLoginFormSchema, { username: 'admin', password: '' }, 'password')).toBe('Password is required');
  });
});
