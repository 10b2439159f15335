import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MPESA_CHECKOUT_MESSAGES } from '../../../../shared/messages';
import type { PaymentsConfig } from '../../../../shared/schemas/payments';
import { sandboxPaymentsConfig } from '../../../test-support/payments-config';
import { renderPage } from '../../../test-support/render-page';
import { CheckoutReady } from './checkout-ready';

// The checkout's method choice (docs/product.md#checkout) in a real browser: which method opens first, switching
// with the mouse and with the keyboard. The settings are what GET /api/payments/config answers, read through its
// schema; the sandbox card form needs no request until it is sent, so no API answers are needed here.

const config = sandboxPaymentsConfig;

const renderCheckout = (settings: PaymentsConfig) =>
  renderPage(<CheckoutReady email="amina@example.com" setup={{ config: settings, clientSecret: 'pi_sandbox_1_secret_2' }} />, {
    path: '/checkout',
  });

describe('CheckoutReady', () => {
  it('opens on M-Pesa, listed first, for a visitor in Kenya, with the shilling price in the summary', async () => {
    const { screen } = await renderCheckout(config({ visitorCountry: 'KE' }));
    const tabs = screen.getByRole('tab');
    await expect.element(tabs.nth(0)).toHaveTextContent('M-Pesa');
    await expect.element(screen.getByRole('tab', { name: 'M-Pesa' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('form', { name: MPESA_CHECKOUT_MESSAGES.formLabel })).toBeVisible();
    await expect.element(screen.getByText(MPESA_CHECKOUT_MESSAGES.summaryNote)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Card payment' }).query()).toBeNull();
  });

  it('opens on the card for a visitor elsewhere, with M-Pesa second', async () => {
    const { screen } = await renderCheckout(config({ visitorCountry: 'CA' }));
    await expect.element(screen.getByRole('tab').nth(0)).toHaveTextContent('Pay by card');
    await expect.element(screen.getByRole('tab').nth(1)).toHaveTextContent('M-Pesa');
    await expect.element(screen.getByRole('tab', { name: 'Pay by card' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('form', { name: 'Card payment' })).toBeVisible();
    expect(screen.getByRole('form', { name: MPESA_CHECKOUT_MESSAGES.formLabel }).query()).toBeNull();
  });

  it('offers no M-Pesa tab when the server does not offer M-Pesa', async () => {
    const { screen } = await renderCheckout(config({ visitorCountry: 'KE', mpesaProvider: null }));
    await expect.element(screen.getByRole('tab', { name: 'Pay by card' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen
        .getByRole('tab')
        .elements()
        .map((tab) => tab.textContent),
    ).toEqual(['Pay by card', 'Humanitarian access']);
  });

  it('switches methods on a click, and keeps a number typed into M-Pesa while another tab is open', async () => {
    const { screen } = await renderCheckout(config({ visitorCountry: 'KE' }));
    await screen.getByRole('textbox', { name: /M-Pesa phone number/ }).fill('0712 345 678');

    await screen.getByRole('tab', { name: 'Pay by card' }).click();
    await expect.element(screen.getByRole('form', { name: 'Card payment' })).toBeVisible();
    // Hidden, not gone: a request on its way is still followed while another method is open.
    const mpesaForm = screen.container.querySelector(`form[aria-label="${MPESA_CHECKOUT_MESSAGES.formLabel}"]`);
    expect(mpesaForm).not.toBeNull();
    await expect.element(mpesaForm as HTMLElement).not.toBeVisible();

    await screen.getByRole('tab', { name: 'Humanitarian access' }).click();
    await expect.element(screen.getByRole('form', { name: 'Humanitarian access' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Card payment' }).query()).toBeNull();

    await screen.getByRole('tab', { name: 'M-Pesa' }).click();
    await expect.element(screen.getByRole('textbox', { name: /M-Pesa phone number/ })).toHaveValue('0712 345 678');
  });

  it('moves between methods with the arrow keys, and Tab leads from the chosen method into its panel', async () => {
    const { screen } = await renderCheckout(config({ visitorCountry: 'CA' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Pay by card' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'M-Pesa' })).toHaveFocus();
    await expect.element(screen.getByRole('tab', { name: 'M-Pesa' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('form', { name: MPESA_CHECKOUT_MESSAGES.formLabel })).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Humanitarian access' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect.element(screen.getByRole('tab', { name: 'Pay by card' })).toHaveAttribute('aria-selected', 'true');

    // Radix makes the open panel itself the next stop after the tab list, so the keyboard lands on the method's form.
    await userEvent.tab();
    await expect.element(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
