import { describe, expect, it } from 'vitest';
import { cardFormSchema } from './card-form-schema';
import { humanitarianFormSchema } from './humanitarian-form-schema';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('humanitarianFormSchema', () => {
  it('trims both fields and upper-cases the code', () => {
    expect(humanitarianFormSchema.parse({ email: ' a@example.com ', accessCode: ' hum-ab12cd ' })).toEqual({
      email: 'a@example.com',
      accessCode: 'HUM-AB12CD',
    });
  });

  it('asks for both, once, under the first empty field', () => {
    expect(issues(humanitarianFormSchema.safeParse({ email: '', accessCode: '' }))).toEqual([
      ['email', 'Please enter both email and access code'],
    ]);
    expect(issues(humanitarianFormSchema.safeParse({ email: 'a@example.com', accessCode: '   ' }))).toEqual([
      ['accessCode', 'Please enter both email and access code'],
    ]);
  });
});

describe('cardFormSchema', () => {
  it('sends the number as digits', () => {
    expect(cardFormSchema.parse({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
  });

  it('names each field of the wrong shape', () => {
    expect(issues(cardFormSchema.safeParse({ cardNumber: '4242', expiry: '13/30', cvc: '1' })).map(([path]) => path)).toEqual([
      'cardNumber',
      'expiry',
      'cvc',
    ]);
  });
});
