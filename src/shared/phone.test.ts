import { describe, expect, it } from 'vitest';
import { formatKenyanMobile, kenyanMobileDigits, localKenyanMobile, toMpesaPhone } from './phone';

// The one reader of Kenyan mobile numbers (docs/product.md#phone-numbers): what M-Pesa, sign-up and the
// document engine accepted differently before now reads the same everywhere.
describe('kenyanMobileDigits', () => {
  it.each([
    ['0712345678', '712345678'],
    ['0712 345 678', '712345678'],
    ['712 345 678', '712345678'],
    ['0112345678', '112345678'],
    ['+254712345678', '712345678'],
    ['+254 712 345 678', '712345678'],
    ['254712345678', '712345678'],
    ['254 112-345-678', '112345678'],
    ['(0712) 345.678', '712345678'],
    ['(+254) 721 908 334', '721908334'],
    ['+254 (0) 726 781 943', '726781943'],
    ['+2540712345678', '712345678'],
    ['00254 712 345 678', '712345678'],
    ['(254) 712-345-678', '712345678'],
    ['0733\u00a0902\u00a0415', '733902415'],
    ['  0708374149  ', '708374149'],
  ])('reads %j as %s', (written, expected) => {
    expect(kenyanMobileDigits(written)).toBe(expected);
  });

  it.each([
    '',
    '0812345678', // not a mobile prefix
    '071234567', // one digit short
    '07123456789', // one digit long
    '+1 416 555 0100',
    '+971 50 123 4567',
    '07l2345678',
    '+254+712345678',
    '254-0-0712345678',
    '0'.repeat(40),
    'call me',
  ])('refuses %j', (written) => {
    expect(kenyanMobileDigits(written)).toBeNull();
  });
});

describe('the two written forms', () => {
  it("gives Daraja's form and the international form of the same number", () => {
    expect(toMpesaPhone('0712 345 678')).toBe('254712345678');
    expect(formatKenyanMobile('0712 345 678')).toBe('+254 712 345 678');
    expect(formatKenyanMobile('254708374149')).toBe('+254 708 374 149');
    expect(toMpesaPhone('+1 416 555 0100')).toBeNull();
    expect(formatKenyanMobile('0708')).toBeNull();
  });

  it("gives the form people type in Kenya, the M-Pesa field's own, or null for a number that is no Kenyan mobile", () => {
    expect(localKenyanMobile('+254 712 345 678')).toBe('0712 345 678');
    expect(localKenyanMobile('254110222333')).toBe('0110 222 333');
    expect(localKenyanMobile('+1 416 555 0100')).toBeNull();
    expect(localKenyanMobile('')).toBeNull();
  });
});
