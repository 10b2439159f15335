import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AdminPayment, AdminUser } from '../../../shared/schemas/admin';
import { csvFilename, neutralizeFormula, paymentsCsv, usersCsv } from './csv';

const user: AdminUser = {
  id: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
  email: 'wanjiru@example.com',
  firstName: '=HYPERLINK("http://evil.example","click")',
  lastName: 'Kamau, Jr',
  phone: '+254 712 345 678',
  city: 'Nairobi',
  country: 'Kenya',
  location: 'Nairobi, Kenya',
  createdAt: '2026-06-15T10:00:00.000Z',
  lastLoginAt: null,
  isPaidMember: true,
  membershipExpiresAt: '2027-06-15T10:00:00.000Z',
  accountStatus: 'blocked',
  blockedAt: '2026-06-15T11:00:00.000Z',
  blockedReason: 'line one\nline two',
};

const payment: AdminPayment = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  userId: user.id,
  userEmail: user.email,
  amountCents: 30_000,
  currency: 'cad',
  status: 'failed',
  paymentMethod: null,
  provider: 'sandbox',
  reference: 'pi_sandbox_0001',
  createdAt: '2026-06-15T10:00:00.000Z',
  failureReason: '@SUM(1+1)',
};

const rowsOf = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('CSV exports', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])('puts an apostrophe before a cell that starts like a formula: %j', (cell) => {
    expect(neutralizeFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['Wanjiru', '', '1+1', "O'Brien", ' =1'])('leaves any other cell alone: %j', (cell) => {
    expect(neutralizeFormula(cell)).toBe(cell);
  });

  it('writes the users columns in order, guarded, quoted where needed', () => {
    const [header, row] = rowsOf(usersCsv([user]));
    expect(header).toEqual([
      'id',
      'email',
      'firstName',
      'lastName',
      'phone',
      'location',
      'createdAt',
      'isPaidMember',
      'membershipExpiresAt',
      'accountStatus',
      'blockedAt',
      'blockedReason',
    ]);
    expect(row).toEqual([
      user.id,
      user.email,
      `'${user.firstName}`,
      'Kamau, Jr',
      "'+254 712 345 678",
      'Nairobi, Kenya',
      user.createdAt,
      'true',
      user.membershipExpiresAt,
      'blocked',
      user.blockedAt,
      'line one\nline two',
    ]);
  });

  it('writes the payments columns: amount with 2 decimals, currency in capitals, empty for none', () => {
    const csv = paymentsCsv([
      payment,
      { ...payment, amountCents: 1250, paymentMethod: 'M-Pesa', reference: null, failureReason: null, status: 'succeeded' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rowsOf(csv)).toEqual([
      ['id', 'userEmail', 'amount', 'currency', 'status', 'paymentMethod', 'reference', 'createdAt', 'failureReason'],
      [payment.id, payment.userEmail, '300.00', 'CAD', 'failed', '', 'pi_sandbox_0001', payment.createdAt, "'@SUM(1+1)"],
      [payment.id, payment.userEmail, '12.50', 'CAD', 'succeeded', 'M-Pesa', '', payment.createdAt, ''],
    ]);
  });

  it('names the file after the UTC day', () => {
    expect(csvFilename('users', new Date('2026-06-15T23:30:00-05:00'))).toBe('users-2026-06-16.csv');
    expect(csvFilename('payments', new Date('2026-01-02T00:00:00Z'))).toBe('payments-2026-01-02.csv');
  });
});
