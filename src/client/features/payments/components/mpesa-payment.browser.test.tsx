import { describe, expect, it } from 'vitest';
import { MPESA_CHECKOUT_MESSAGES as T, MPESA_MESSAGES } from '../../../../shared/messages';
import { ERROR_CODES, PAYMENT_ERROR_CODES } from '../../../../shared/error-codes';
import { MPESA_PROMPT_SECONDS, MPESA_RESULT_CODES, mpesaFailureMessage, type MpesaPaymentStatus } from '../../../../shared/schemas/mpesa';
import { sandboxPaymentsConfig } from '../../../test-support/payments-config';
import { fakeApi, ok, refuse, type FakeRequest } from '../../../test-support/fake-api';
import { renderPage } from '../../../test-support/render-page';
import { formatKes } from '../kes-price';
import { MPESA_EXPIRY_GRACE_MS, type SentMpesaRequest } from '../mpesa-checkout';
import { PAYMENT_RETURN_PATH } from '../return-paths';
import { MpesaPayment } from './mpesa-payment';

// The M-Pesa choice of the checkout (docs/product.md#checkout) in a real browser: the phone form, the waiting view
// and each outcome. The component polls GET /api/payments/mpesa/:id itself, so its calls are answered by the
// contract-checked fake API (src/client/test-support/fake-api.ts says why a fake); the real API client, hooks and
// polling run unchanged.

const config = sandboxPaymentsConfig({ visitorCountry: 'KE' });

const PAYMENT_ID = '6f1c2a8e-8a54-4a4f-9b7e-0d9c1a2b3c4d';
const statusPath = `/api/payments/mpesa/${PAYMENT_ID}`;

/** The server's answer to a status poll, `expiresAt` MPESA_PROMPT_SECONDS after `sentAtMs`, as the server sets it. */
function status(fields: Partial<MpesaPaymentStatus>, sentAtMs = Date.now()) {
  return ok('mpesaPaymentStatus', {
    status: 'pending',
    resultCode: null,
    message: '',
    receiptNumber: null,
    expiresAt: new Date(sentAtMs + MPESA_PROMPT_SECONDS * 1000).toISOString(),
    ...fields,
  });
}

/** The server accepts the request (202) and answers every poll with `poll`. */
function serverSending(poll: () => ReturnType<typeof status>) {
  return fakeApi(({ method, path }: FakeRequest) => {
    if (method === 'POST' && path === '/api/payments/mpesa')
      return ok('mpesaPayment', { id: PAYMENT_ID, checkoutRequestId: 'ws_CO_1', status: 'pending', amountKes: 28_500 }, 202);
    if (method === 'GET' && path === statusPath) return poll();
    return undefined;
  });
}

const renderMpesa = (resume: SentMpesaRequest | null = null) =>
  renderPage(<MpesaPayment config={config} resume={resume} />, { path: '/checkout' });

async function sendFrom(screen: Awaited<ReturnType<typeof renderMpesa>>['screen'], phone: string) {
  await screen.getByRole('textbox', { name: /M-Pesa phone number/ }).fill(phone);
  await screen.getByRole('button', { name: MPESA_MESSAGES.sendRequest }).click();
}

describe('MpesaPayment', () => {
  it('checks the number in the browser and sends nothing until it is a Kenyan mobile number', async () => {
    const api = serverSending(() => status({}));
    const { screen } = await renderMpesa();
    const phone = screen.getByRole('textbox', { name: /M-Pesa phone number/ });

    await screen.getByRole('button', { name: MPESA_MESSAGES.sendRequest }).click();
    await expect.element(screen.getByText(MPESA_MESSAGES.phoneRequired)).toBeVisible();
    await expect.element(phone).toHaveAttribute('aria-invalid', 'true');

    await sendFrom(screen, '12345');
    await expect.element(screen.getByText(MPESA_MESSAGES.phoneInvalid)).toBeVisible();
    expect(api.requests).toEqual([]);

    // Written the way people write it; what leaves the browser is Daraja's form.
    await sendFrom(screen, '+254 712-345-678');
    await expect.element(screen.getByRole('heading', { name: MPESA_MESSAGES.checkPhone })).toBeVisible();
    expect(api.requests[0]).toEqual({ method: 'POST', path: '/api/payments/mpesa', body: { phone: '254712345678' } });
  });

  it('starts with the number the member gave already (My profile or the account), which they may change', async () => {
    const api = serverSending(() => status({}));
    const { screen } = await renderPage(<MpesaPayment config={config} knownPhone="0722 111 222" />, { path: '/checkout' });
    const phone = screen.getByRole('textbox', { name: /M-Pesa phone number/ });
    await expect.element(phone).toHaveValue('0722 111 222');

    // Paying from another phone: the member types over it, and that number is the one sent.
    await sendFrom(screen, '0733 444 555');
    await expect.element(screen.getByRole('heading', { name: MPESA_MESSAGES.checkPhone })).toBeVisible();
    expect(api.requests[0]).toEqual({ method: 'POST', path: '/api/payments/mpesa', body: { phone: '254733444555' } });
  });

  it('starts empty when the member gave no Kenyan mobile', async () => {
    const { screen } = await renderPage(<MpesaPayment config={config} knownPhone={null} />, { path: '/checkout' });
    await expect.element(screen.getByRole('textbox', { name: /M-Pesa phone number/ })).toHaveValue('');
  });

  it('waits with the amount, the number, the countdown and the keyboard on the heading while the phone is asked', async () => {
    serverSending(() => status({}));
    const { screen } = await renderMpesa();
    await sendFrom(screen, '0712 345 678');

    const heading = screen.getByRole('heading', { name: MPESA_MESSAGES.checkPhone });
    await expect.element(heading).toHaveFocus();
    await expect.element(screen.getByText(T.sentTo(formatKes(28_500), '+254 712 345 678'))).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent(MPESA_MESSAGES.pending);
    await expect.element(screen.getByText(/^1:(30|29|28) left to approve$/)).toBeVisible();
    await expect.element(screen.getByText(T.timeLeftSpoken('1 minute 30 seconds'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MPESA_MESSAGES.tryAgain }).query()).toBeNull();
  });

  it.each([
    ['cancelled on the phone', 'cancelled', MPESA_RESULT_CODES.cancelledByUser],
    ['not enough balance', 'failed', MPESA_RESULT_CODES.insufficientFunds],
    ['the phone did not answer', 'failed', MPESA_RESULT_CODES.phoneUnreachable],
    ['a wrong PIN', 'failed', MPESA_RESULT_CODES.wrongPin],
    ['a failure M-Pesa did not explain', 'failed', 9999],
  ] as const)('says what happened for %s, and Try again comes back to the form with the number kept', async (_, outcome, resultCode) => {
    const words = mpesaFailureMessage(resultCode) ?? MPESA_MESSAGES.failed;
    serverSending(() => status({ status: outcome, resultCode, message: words }));
    const { screen } = await renderMpesa();
    await sendFrom(screen, '0712 345 678');

    await expect.element(screen.getByRole('alert')).toHaveTextContent(words);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(T.failedTitle);
    await screen.getByRole('button', { name: MPESA_MESSAGES.tryAgain }).click();

    const phone = screen.getByRole('textbox', { name: /M-Pesa phone number/ });
    await expect.element(phone).toHaveValue('0712 345 678');
    await expect.element(phone).toHaveFocus();
  });

  it('says a payment held for review is being checked, and offers no Try again', async () => {
    serverSending(() => status({ status: 'failed', resultCode: 0, message: MPESA_MESSAGES.underReview, receiptNumber: 'NLJ7RT61SV' }));
    const { screen } = await renderMpesa();
    await sendFrom(screen, '0712 345 678');

    await expect.element(screen.getByRole('alert')).toHaveTextContent(MPESA_MESSAGES.underReview);
    expect(screen.getByRole('button', { name: MPESA_MESSAGES.tryAgain }).query()).toBeNull();
    expect(screen.getByRole('textbox').query()).toBeNull();
  });

  it('goes on to the member area once the payment succeeds', async () => {
    serverSending(() => status({ status: 'succeeded', resultCode: 0, message: MPESA_MESSAGES.succeeded, receiptNumber: 'NLJ7RT61SV' }));
    const { screen, location } = await renderMpesa();
    await sendFrom(screen, '0712 345 678');

    await expect.element(screen.getByTestId('elsewhere')).toBeVisible();
    const { pathname, search } = location();
    expect(pathname + search).toBe(PAYMENT_RETURN_PATH);
  });

  it('says it is checking one last time once the prompt has expired without an answer', async () => {
    const sentAtMs = Date.now() - (MPESA_PROMPT_SECONDS + 5) * 1000;
    serverSending(() => status({}, sentAtMs));
    const { screen } = await renderMpesa({ id: PAYMENT_ID, amountKes: 28_500, phone: '254712345678', sentAtMs });

    await expect.element(screen.getByRole('status')).toHaveTextContent(T.stillChecking);
    expect(screen.getByText(/left to approve$/).query()).toBeNull();
  });

  it('gives up with the timed-out message when no answer came within the grace period', async () => {
    const sentAtMs = Date.now() - MPESA_PROMPT_SECONDS * 1000 - MPESA_EXPIRY_GRACE_MS - 1000;
    serverSending(() => status({}, sentAtMs));
    const { screen } = await renderMpesa({ id: PAYMENT_ID, amountKes: 28_500, phone: '254712345678', sentAtMs });

    await expect.element(screen.getByRole('alert')).toHaveTextContent(MPESA_MESSAGES.timedOut);
    await expect.element(screen.getByRole('button', { name: MPESA_MESSAGES.tryAgain })).toBeVisible();
  });

  it("shows the server's refusal of the number on the field itself", async () => {
    const api = fakeApi(() =>
      refuse(400, { message: 'Validation failed', errorCode: ERROR_CODES.validation, details: { phone: MPESA_MESSAGES.phoneInvalid } }),
    );
    const { screen } = await renderMpesa();
    await sendFrom(screen, '0712 345 678');

    const phone = screen.getByRole('textbox', { name: /M-Pesa phone number/ });
    // The field's error is part of its description, so a screen reader reads it with the field.
    await expect.element(phone).toHaveAccessibleDescription(new RegExp(MPESA_MESSAGES.phoneInvalid.replace(/[.+]/g, '\\$&')));
    await expect.element(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert').query()).toBeNull();
    expect(api.requests).toHaveLength(1);
  });

  it('follows the payment already under way (another tab sent it) instead of showing an error', async () => {
    const sentAt = new Date().toISOString();
    const expiresAt = new Date(Date.now() + MPESA_PROMPT_SECONDS * 1000).toISOString();
    fakeApi(({ method, path }) => {
      if (method === 'POST')
        return refuse(409, {
          message: 'A payment is already under way.',
          errorCode: PAYMENT_ERROR_CODES.paymentInFlight,
          details: { pending: { method: 'mpesa', id: PAYMENT_ID, amountKes: 28_500, phone: '254722000111', sentAt, expiresAt } },
        });
      return path === statusPath ? status({}) : undefined;
    });
    const { screen } = await renderMpesa();
    await sendFrom(screen, '0712 345 678');

    await expect.element(screen.getByRole('heading', { name: MPESA_MESSAGES.checkPhone })).toBeVisible();
    await expect.element(screen.getByText(T.sentTo(formatKes(28_500), '+254 722 000 111'))).toBeVisible();
  });
});
