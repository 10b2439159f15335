import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUpPayload } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The text of a one-page PDF, as a reader would copy it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: pdfjs.VerbosityLevel.ERRORS });
  try {
    const content = await (await (await task.promise).getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await task.destroy();
  }
}

/**
 * docs/product.md#account-page: the payment history shows what happened — only payments that reached an outcome, in
 * the currency and amount charged, the status in words — and so does the receipt; the administrator's list keeps
 * every row.
 */
describe('payment history', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-06-01T08:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mpesaSandboxDelayMs: 0 });
  });
  afterAll(async () => t.close());

  it('lists only payments with an outcome, in what was charged (KES 28,500 by M-Pesa), status in words; the receipt too', async () => {
    const payload = signUpPayload();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload })).statusCode).toBe(201);
    const { cookie } = await signIn(t.app, payload.email);
    const as = { headers: { cookie } };
    const intent = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          payload: { amount: 300, currency: 'cad', description: 'Membership' },
          ...as,
        })
      ).json().clientSecret as string;
    const confirm = (clientSecret: string, cardNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { paymentIntentId: clientSecret.split('_secret_')[0], clientSecret, cardNumber },
      });

    // A declined card, then the checkout opened eight times and left, then M-Pesa.
    expect((await confirm(await intent(), '4000000000000002')).statusCode).toBe(402);
    for (let visit = 0; visit < 8; visit += 1) {
      clock.advance(1000);
      await intent();
    }
    clock.advance(1000);
    const push = await t.app.inject({ method: 'POST', url: '/api/payments/mpesa', payload: { phone: '0708374149' }, ...as });
    expect(push.statusCode, push.body).toBe(202);
    await t.app.deps.background.settle();

    const history = (await t.app.inject({ method: 'GET', url: '/api/account/payments', ...as })).json().payments;
    expect(history).toEqual([
      expect.objectContaining({
        amountCents: 2_850_000,
        currency: 'kes',
        status: 'succeeded',
        statusLabel: 'Paid',
        method: 'M-Pesa',
        failureReason: null,
      }),
      expect.objectContaining({
        amountCents: 30_000,
        currency: 'cad',
        status: 'failed',
        statusLabel: 'Failed: Your card was declined.',
        failureReason: 'Your card was declined.',
      }),
    ]);

    const receipt = await t.app.inject({ method: 'GET', url: `/api/account/payments/${history[0].id}/receipt.pdf`, ...as });
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('KES 28,500');
    expect(text).not.toContain('CAD');
    // The method's own reference, named as the member finds it in their M-Pesa messages (docs/product.md#receipts).
    expect(text).toMatch(new RegExp(`M-Pesa receipt number\\s*${history[0].reference}`));
    expect(history[0].reference).toMatch(/^[A-Z0-9]{10}$/);
    expect(text).toContain('Paid');

    // The export keeps every row, as the administrator's list does: the unpaid checkout is there, labelled.
    const exported = (await t.app.inject({ method: 'GET', url: '/api/account/export', ...as })).json().payments;
    expect(exported).toHaveLength(3);
    expect(exported.map((payment: { statusLabel: string }) => payment.statusLabel)).toContain('Not paid: checkout opened, nothing charged');
  });
});
