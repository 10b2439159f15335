import { expect } from '@playwright/test';
import { test } from './support/test';
import { bannedClaims } from '../src/server/test-support/banned-claims';
import { createPaidMember, fillSignUp, signInBrowser, uniqueEmail } from './support/accounts';
import { E2E_OPERATOR } from './support/operator';
import { PRERENDERED_PAGES } from '../scripts/build-lib.mjs';
import { RETENTION_DAYS } from '../src/shared/policies';

// docs/product.md#operator-identity, #policy-pages, #sign-up-consent, #receipts. The server runs with a
// configured identity and refund window (e2e/support/operator.ts), not the examples.

const { refundWindowDays, ...OPERATOR } = E2E_OPERATOR;

test('the served HTML of /about and /refunds carries the configured operator and refund window, before any script runs', async ({
  request,
}) => {
  for (const url of ['/about', '/refunds', '/terms', '/privacy']) {
    const html = await (await request.get(url)).text();
    // Pre-rendered: the page's heading is in the HTML, with the values filled in, escaped.
    expect(html).toContain('<h1');
    for (const value of Object.values(OPERATOR)) expect(html).toContain(value.replace('&', '&amp;'));
    expect(html).not.toMatch(/%(OPERATOR_[A-Z_]+|SUPPORT_[A-Z_]+|REFUND_WINDOW_DAYS)%/);
  }
  // The window in its sentence, as the catalogue writes it ('within <days>21 days</days> of the payment date').
  expect(await (await request.get('/refunds')).text()).toContain(`<strong>${refundWindowDays} days</strong>`);
});

// The periods the clean-up and the session rules keep to (src/server/features/maintenance/retention.test.ts
// holds the app to RETENTION_DAYS at each boundary); here, the served policy states the same numbers.
test('the privacy policy states how long sessions, sent e-mails and visits are kept, as the app keeps them', async ({ page }) => {
  await page.goto('/privacy');
  const kept = page.getByRole('heading', { name: 'How long' }).locator('xpath=following-sibling::ul[1]');
  await expect(kept).toContainText(
    `Sign-in sessions: at most ${RETENTION_DAYS.sessionLifetime} days, and end after ${RETENTION_DAYS.sessionIdle} days unused.`,
  );
  await expect(kept).toContainText(`Copies of sent e-mails: ${RETENTION_DAYS.outbox} days.`);
  await expect(kept).toContainText(`Page visits: ${RETENTION_DAYS.visits} days.`);
  await expect(kept).toContainText('Payments: kept for accounting after you delete your account');
});

test('on a phone, the footer links reach About, Terms, Privacy and Refunds, and names the operator', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [link, heading] of [
    ['About us', 'About Maple Bridge'],
    ['Terms of Service', 'Terms of Service'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Refund Policy', 'Refund Policy'],
  ] as const) {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`Maple Bridge is run by ${OPERATOR.legalName}`);
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    // Support's WhatsApp numbers, as configured, each a chat link.
    await expect(footer.getByRole('link', { name: OPERATOR.whatsappKenya })).toHaveAttribute('href', 'https://wa.me/254733100200');
    await expect(footer.getByRole('link', { name: OPERATOR.whatsappCanada })).toHaveAttribute('href', 'https://wa.me/14165550142');
    await footer.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText(`${refundWindowDays} days`);
  await page.goto('/about');
  await expect(page.getByRole('main')).toContainText(OPERATOR.registrationNumber);
  await expect(page.getByRole('main')).toContainText(`${OPERATOR.whatsappKenya} (Kenya)`);
  await expect(page.getByRole('main').getByRole('link', { name: 'college-ic.ca' })).toHaveAttribute('href', 'https://college-ic.ca/');
  // The page's width fits the phone: nothing scrolls sideways.
  expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(360);
});

test('sign-up refuses without the terms box ticked, and works with it', async ({ page }) => {
  await page.goto('/sign-up');
  const box = page.getByRole('checkbox', { name: 'I accept the Terms of Service and the Privacy Policy' });
  await expect(box).not.toBeChecked();
  const account = { firstName: 'Amani', lastName: 'Otieno', email: uniqueEmail() };
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Maple-Bridge-42');
  await page.getByLabel('Confirm password').fill('Maple-Bridge-42');
  await page.getByRole('button', { name: 'Create Account & Pay $300' }).click();
  await expect(page.getByText('Please accept the Terms of Service and the Privacy Policy')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);

  await page.goto('/sign-up');
  await fillSignUp(page, account);
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
});

test("a receipt names the configured seller, its number, what was charged and the payment's reference", async ({ page }) => {
  const account = await createPaidMember(page);
  await signInBrowser(page, account);
  const { payments } = (await (await page.request.get('/api/account/payments')).json()) as {
    payments: { id: string; reference: string }[];
  };
  const receipt = await page.request.get(`/api/account/payments/${payments[0]!.id}/receipt.pdf`);
  expect(receipt.status()).toBe(200);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(await receipt.body()), verbosity: pdfjs.VerbosityLevel.ERRORS });
  const content = await (await (await task.promise).getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await task.destroy();
  for (const value of [...Object.values(OPERATOR), '$300.00 CAD', payments[0]!.reference, 'Stripe payment intent'])
    expect(text).toContain(value);
  expect(text).toMatch(/MB-\d{8}-[0-9A-F]{8}/);
});

test('no served public page carries a banned claim, and sign-in says TEST MODE, not "Live platform", in sandbox mode', async ({
  page,
  request,
}) => {
  // The e2e server runs the sandbox payment provider (no STRIPE_SECRET_KEY).
  // Every pre-rendered page, from the build's own list, so a page added later is checked too.
  for (const { route } of PRERENDERED_PAGES) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain('<h1');
    expect(bannedClaims(html, { sandbox: true }), route).toEqual([]);
  }
  await page.goto('/sign-in');
  await expect(page.getByText('TEST MODE')).toBeVisible();
  expect(bannedClaims(await page.content(), { sandbox: true })).toEqual([]);
});
