import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { PASSWORD, createAccount, fillSignUp, isPaidMember, signInBrowser, uniqueEmail, type TestAccount } from './support/accounts';
import { collectConsoleErrors, toasts } from './support/page';

const SEND = 'Send payment request';
const PHONE = 'M-Pesa phone number';
const CHECK_PHONE = 'Check your phone and enter your M-Pesa PIN';

/**
 * A Kenyan visitor: an address of Safaricom's (41.90.0.0/16), different for each test, passed by the loopback proxy the
 * e2e server trusts (playwright.config.ts). The browser's own requests carry it, so the checkout sees a visitor from Kenya.
 */
async function fromKenya(page: Page) {
  const address = `41.90.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/** The checkout of an existing account, signed in (it pays for the session's account). */
async function openCheckout(page: Page, account: TestAccount) {
  await signInBrowser(page, account);
  await page.goto('/checkout');
}

/** The M-Pesa tab's panel of an existing account's checkout, once it is ready. */
async function openMpesa(page: Page, account: TestAccount) {
  if (!page.url().endsWith('/checkout')) await openCheckout(page, account);
  const tab = page.getByRole('tab', { name: 'M-Pesa' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: SEND })).toBeVisible();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const scrollWidth = (page: Page) => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

test('a new member in Kenya signs up, pays by M-Pesa from their phone and lands on /jobs', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await fromKenya(page);
  const account = { firstName: 'Achieng', lastName: 'Odhiambo', email: uniqueEmail(), password: PASSWORD };
  await page.goto('/sign-up');
  await fillSignUp(page, account);
  await expect(page).toHaveURL(/\/checkout$/);

  // From Kenya, M-Pesa is the first choice and the open one, and the total is its price in shillings.
  const main = page.getByRole('main');
  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveText(['M-Pesa', 'Pay by card', 'Humanitarian access']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('region', { name: 'Order summary' })).toContainText('KES 28,500');
  await expect(main.getByText('Test mode — no money moves and no phone rings. Use 254708374149')).toBeVisible();
  await expect(page.getByLabel(PHONE)).toHaveAttribute('inputmode', 'tel');
  await expect(page.getByLabel(PHONE)).toHaveAttribute('autocomplete', 'tel');

  await page.getByLabel(PHONE).fill('0708 374 149');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/payments/mpesa') && request.method() === 'POST');
  await page.getByRole('button', { name: SEND }).click();
  // The session names the account: only the phone is sent (docs/product.md#checkout).
  expect((await sent).postDataJSON()).toEqual({ phone: '254708374149' });

  await expect(main.getByRole('heading', { name: CHECK_PHONE })).toBeVisible();
  await expect(main.getByText('A payment request for KES 28,500 was sent to +254 708 374 149.')).toBeVisible();
  await expect(main.getByText(/^\d:\d\d left to approve$/)).toBeVisible();

  // The sandbox answers like Safaricom; the payment takes the same way on as a card: signed in, straight to the jobs.
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(toasts(page).getByText('Payment received', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Find Jobs' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Payment Required' })).toHaveCount(0);
  expect(await isPaidMember(page.context().request, account)).toBe(true);

  // The account page names the method and Safaricom's receipt number (the sandbox's start 'SB'), with its PDF receipt.
  await page.goto('/account');
  const row = main.getByRole('region', { name: 'Payment history' }).getByRole('row').filter({ hasText: 'M-Pesa' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/SB[A-Z0-9]{8}/);
  await expect(row.getByRole('link', { name: 'Receipt (PDF)' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a request cancelled on the phone says so, grants nothing, and Try again keeps the number', async ({ page, request }) => {
  const account = await createAccount(request);
  await fromKenya(page);
  await openCheckout(page, account);
  await page.getByLabel(PHONE).fill('254700000032');
  await page.getByRole('button', { name: SEND }).click();
  await expect(page.getByRole('heading', { name: CHECK_PHONE })).toBeVisible();

  await expect(
    page.getByRole('alert').filter({ hasText: 'You cancelled the payment request on your phone. Nothing was charged.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await isPaidMember(request, account)).toBe(false);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel(PHONE)).toHaveValue('254700000032');
  await expect(page.getByLabel(PHONE)).toBeFocused();
  await expect(page.getByRole('button', { name: SEND })).toBeEnabled();
});

test('the M-Pesa number starts as the one the member gave at sign-up, written as the field writes it, and can be changed', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { phone: '+254 712 345 678' });
  await openMpesa(page, account);
  await expect(page.getByLabel(PHONE)).toHaveValue('0712 345 678');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/payments/mpesa') && r.method() === 'POST');
  await page.getByLabel(PHONE).fill('0708 374 149');
  await page.getByRole('button', { name: SEND }).click();
  expect((await sent).postDataJSON()).toEqual({ phone: '254708374149' });
});

test('the phone number is checked before any request is sent', async ({ page, request }) => {
  const account = await createAccount(request);
  await openMpesa(page, account);
  let sends = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/payments/mpesa') && sent.method() === 'POST') sends++;
  });

  await page.getByRole('button', { name: SEND }).click();
  await expect(page.getByText('Please enter your M-Pesa phone number.')).toBeVisible();
  await expect(page.getByLabel(PHONE)).toBeFocused();

  await page.getByLabel(PHONE).fill('0208 374 149');
  await page.getByRole('button', { name: SEND }).click();
  await expect(page.getByText('Enter a Kenyan mobile number such as 0712 345 678 or +254 712 345 678.')).toBeVisible();
  await expect(page.getByLabel(PHONE)).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  expect(sends).toBe(0);
});

test('outside Kenya M-Pesa comes after the card; at 390 px its form, wait and failure fit and pass axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createAccount(request);
  await openCheckout(page, account);
  await expect(page.getByRole('main').getByRole('tab')).toHaveText(['Pay by card', 'M-Pesa', 'Humanitarian access']);
  await expect(page.getByRole('main').getByRole('region', { name: 'Order summary' })).toContainText('$300 CAD');

  await openMpesa(page, account);
  await expect(page.getByRole('main').getByRole('region', { name: 'Order summary' })).toContainText('KES 28,500');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

  // The wrong-PIN number: the waiting view, then the failure with its own words.
  await page.getByLabel(PHONE).fill('+254 700 002 001');
  await page.getByRole('button', { name: SEND }).click();
  await expect(page.getByRole('heading', { name: CHECK_PHONE })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

  await expect(page.getByText('The M-Pesa PIN was wrong. Nothing was charged. Try again and enter your PIN carefully.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
});

test('a reload during an M-Pesa request resumes the wait from the server, in any tab, and offers no second payment', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await fromKenya(page);
  await openCheckout(page, account);
  // The sandbox's number that never answers: the request stays under way (docs/product.md#m-pesa).
  await page.getByLabel(PHONE).fill('0700 000 037');
  await page.getByRole('button', { name: SEND }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: CHECK_PHONE })).toBeVisible();

  let intents = 0;
  page.context().on('request', (sent) => {
    if (sent.url().endsWith('/api/create-payment-intent')) intents += 1;
  });
  await page.reload();
  // Not a fresh checkout: the same wait, read from the server, and no card form to pay a second time.
  await expect(main.getByRole('heading', { name: CHECK_PHONE })).toBeVisible();
  await expect(main.getByText('A payment request for KES 28,500 was sent to +254 700 000 037.')).toBeVisible();
  await expect(main.getByText(/^\d:\d\d left to approve$/)).toBeVisible();
  await expect(main.getByRole('tab')).toHaveCount(0);
  await expect(main.getByLabel('Card number')).toHaveCount(0);

  const other = await page.context().newPage();
  await other.goto('/checkout');
  await expect(other.getByRole('main').getByRole('heading', { name: CHECK_PHONE })).toBeVisible();
  await expect(other.getByRole('main').getByRole('tab')).toHaveCount(0);
  expect(intents).toBe(0);
  expect(await isPaidMember(request, account)).toBe(false);
});
