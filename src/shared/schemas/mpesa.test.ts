import { describe, expect, it } from 'vitest';
import { MPESA_MESSAGES } from '../messages';
import { createMpesaPaymentRequestSchema } from './mpesa';

// The phone is read by the shared Kenyan reader (src/shared/phone.ts, docs/product.md#phone-numbers): the same
// forms the sign-up and the documents accept, sent to Daraja as 2547XXXXXXXX / 2541XXXXXXXX.
describe('the M-Pesa phone field', () => {
  const phoneOf = (phone: string) => createMpesaPaymentRequestSchema.safeParse({ phone });

  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['254 112-345-678', '254112345678'],
    ['(0712) 345.678', '254712345678'],
    ['  0708374149  ', '254708374149'],
    // Read by the documents before, refused here before: one reader now.
    ['712 345 678', '254712345678'],
    ['00254712345678', '254712345678'],
    ['+254 (0) 712 345 678', '254712345678'],
  ])('reads %j as %s', (input, expected) => {
    expect(phoneOf(input).data?.phone).toBe(expected);
  });

  it.each([
    '0812345678', // not a mobile prefix
    '071234567', // one digit short
    '07123456789', // one digit long
    '+1 416 555 0100',
    '07l2345678',
    '+254+712345678',
    '0'.repeat(30),
  ])('refuses %j', (input) => {
    expect(phoneOf(input).error?.issues.map((issue) => issue.message)).toEqual([MPESA_MESSAGES.phoneInvalid]);
  });
});

describe('createMpesaPaymentRequestSchema', () => {
  it('normalises the phone and the e-mail', () => {
    expect(createMpesaPaymentRequestSchema.parse({ email: ' Wanjiru@Example.com ', phone: '+254 712 345 678' })).toEqual({
      email: 'wanjiru@example.com',
      phone: '254712345678',
    });
  });

  it.each([
    ['', MPESA_MESSAGES.phoneRequired],
    ['   ', MPESA_MESSAGES.phoneRequired],
    ['0812345678', MPESA_MESSAGES.phoneInvalid],
    ['x'.repeat(33), undefined],
  ])('refuses the phone %j with the product’s message', (phone, message) => {
    const result = createMpesaPaymentRequestSchema.safeParse({ email: 'wanjiru@example.com', phone });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.filter((issue) => issue.path[0] === 'phone').map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    if (message) expect(messages).toContain(message);
  });
});
