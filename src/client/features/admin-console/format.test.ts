import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../shared/schemas/admin';
import {
  AUDIT_ACTION_CHOICES,
  accountStatusView,
  auditActionLabel,
  blockedSince,
  humanize,
  paymentMethodLabel,
  paymentReceiptLabel,
  paymentStatusView,
  userName,
} from './format';

describe('blockedSince', () => {
  it('dates a block by blockedAt, else the last sign-in, else the account creation', () => {
    const created = { createdAt: '2026-01-01T00:00:00Z' };
    expect(blockedSince({ ...created, blockedAt: '2026-03-01T00:00:00Z', lastLoginAt: '2026-02-01T00:00:00Z' })).toBe(
      '2026-03-01T00:00:00Z',
    );
    expect(blockedSince({ ...created, blockedAt: null, lastLoginAt: '2026-02-01T00:00:00Z' })).toBe('2026-02-01T00:00:00Z');
    expect(blockedSince({ ...created, blockedAt: null, lastLoginAt: null })).toBe('2026-01-01T00:00:00Z');
  });
});

describe('statuses and labels', () => {
  it('badges active green and blocked red, and any other account status in grey as its words', () => {
    expect(accountStatusView('active')).toEqual({ label: 'Active', tone: 'green' });
    expect(accountStatusView('blocked')).toEqual({ label: 'Blocked', tone: 'red' });
    expect(accountStatusView('pending_review')).toEqual({ label: 'Pending review', tone: 'gray' });
  });

  it('badges a succeeded payment green and labels the others plainly', () => {
    expect(paymentStatusView('succeeded')).toEqual({ label: 'Succeeded', tone: 'green' });
    expect(paymentStatusView('failed').label).toBe('Failed');
    expect(paymentStatusView('refunded').label).toBe('Refunded');
    expect(paymentStatusView('disputed').label).toBe('Disputed');
    expect(paymentStatusView('requires_payment').label).toBe('Requires payment');
    expect(paymentStatusView('partially_refunded')).toEqual({ label: 'Partially refunded', tone: 'gray' });
  });

  it('calls a payment without a method a card payment', () => {
    expect(paymentMethodLabel(null)).toBe('Card');
    expect(paymentMethodLabel('  ')).toBe('Card');
    expect(paymentMethodLabel('mobile_money')).toBe('Mobile money');
  });

  it('keeps a method the provider already wrote for people, and spells M-Pesa as Safaricom does', () => {
    expect(paymentMethodLabel('M-Pesa')).toBe('M-Pesa');
    expect(paymentMethodLabel('mpesa')).toBe('M-Pesa');
    expect(paymentMethodLabel('m_pesa')).toBe('M-Pesa');
    expect(paymentMethodLabel('Card (Visa •••• 4242, test)')).toBe('Card (Visa •••• 4242, test)');
  });

  it("names an M-Pesa payment's receipt number, and nothing for a card or an unpaid push", () => {
    expect(paymentReceiptLabel({ provider: 'mpesa', reference: 'NLJ7RT61SV' })).toBe('Receipt NLJ7RT61SV');
    expect(paymentReceiptLabel({ provider: 'mpesa', reference: null })).toBeNull();
    expect(paymentReceiptLabel({ provider: 'mpesa', reference: ' ' })).toBeNull();
    expect(paymentReceiptLabel({ provider: 'sandbox', reference: 'pi_sandbox_0001' })).toBeNull();
  });

  it('gives every audited action a human label, and reads an unknown one as its words', () => {
    for (const action of Object.values(AUDIT_ACTIONS)) expect(auditActionLabel(action)).not.toContain('_');
    expect(auditActionLabel('block_user')).toBe('Blocked user');
    expect(auditActionLabel('export_users')).toBe('Exported members (CSV)');
    expect(auditActionLabel('reset_password')).toBe('Reset password');
    expect(AUDIT_ACTION_CHOICES.map((choice) => choice.value)).toEqual(Object.values(AUDIT_ACTIONS));
  });

  it('names a user by first and last name, and a nameless one with a dash', () => {
    expect(userName({ firstName: 'Amani', lastName: 'Otieno' })).toBe('Amani Otieno');
    expect(userName({ firstName: '', lastName: '' })).toBe('—');
    expect(humanize('')).toBe('—');
  });
});
