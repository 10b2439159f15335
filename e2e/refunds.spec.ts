import { expect, type Browser, type Page } from '@playwright/test';
import { createAccount, createPaidMember, signInBrowser, type TestAccount } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { test } from './support/test';

// docs/product.md#refunds: the member asks on /account, the administrator decides in the console, access ends.

/** A member who paid by sandbox M-Pesa (Safaricom's test number), signed in. */
async function mpesaMember(page: Page): Promise<TestAccount> {
  const account = await createAccount(page.request);
  await signInBrowser(page, account);
  const push = await page.request.post('/api/payments/mpesa', { data: { phone: '254708374149' } });
  expect(push.status()).toBe(202);
  const { id } = (await push.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/payments/mpesa/${id}`)).json()) as { status: string }).status, {
      timeout: 15_000,
    })
    .toBe('succeeded');
  return account;
}

/** On /account, the member asks for a refund of their one payment and sees it pending. */
async function askForRefund(page: Page) {
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Refunds' });
  await section.getByRole('button', { name: 'Ask for a refund' }).click();
  await section.getByLabel('Why are you asking? (optional)').fill('I found work another way');
  await section.getByRole('button', { name: 'Send the request' }).click();
  await expect(section.getByText('Refund requested: waiting for a decision')).toBeVisible();
}

/** The administrator, in a browser of their own, opens the Refunds tab. */
async function openRefundsTab(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('main').getByRole('tab', { name: 'Refunds' }).click();
  return { admin, close: () => context.close() };
}

/** A member tool's gate: /jobs shows visitors and unpaid accounts a preview, so access is read on /applications. */
async function expectPaymentGate(page: Page) {
  await page.goto('/applications');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Payment Required' })).toBeVisible();
}

test('a card member asks for a refund, the administrator refunds it, and /applications asks for payment again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const account = await createPaidMember(page);
  await signInBrowser(page, account);
  await page.goto('/applications');
  await expect(page.getByRole('main').getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await askForRefund(page);

  const { admin, close } = await openRefundsTab(browser);
  await admin.getByRole('button', { name: `Refund ${account.email.toLowerCase()}` }).click();
  await expect(admin.getByText('The payment was refunded.').first()).toBeVisible();
  await close();

  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Refunds' }).getByText('Refunded', { exact: true })).toBeVisible();
  await expectPaymentGate(page);
});

test('an M-Pesa member’s refund is recorded with the reversal id the administrator enters', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const account = await mpesaMember(page);
  await askForRefund(page);

  const { admin, close } = await openRefundsTab(browser);
  const form = admin.getByRole('form', { name: `Record the M-Pesa reversal for ${account.email.toLowerCase()}` });
  await form.getByLabel('M-Pesa reversal id').fill('SGR7K2');
  await form.getByRole('button', { name: 'Record refund' }).click();
  await expect(form.getByText('An M-Pesa transaction id is 10 capital letters and digits, e.g. SGR7K2M4QX.')).toBeVisible();
  await form.getByLabel('M-Pesa reversal id').fill('sgr7k2m4qx');
  await form.getByRole('button', { name: 'Record refund' }).click();
  await expect(admin.getByText('The payment was refunded.').first()).toBeVisible();
  await close();

  await expectPaymentGate(page);
});
