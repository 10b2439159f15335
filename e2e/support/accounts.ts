import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../../src/shared/policies';
import { adminHeaders } from './admin';

/** Tests run in parallel on one database: every account gets an address of its own. */
export const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
export const PASSWORD = 'Maple-Bridge-42';

/** An address in TEST-NET-3 (RFC 5737, never routed), different for each call. */
const testClientAddress = () => `203.0.113.${Math.floor(Math.random() * 254) + 1}`;

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * An unpaid account made through the API, signed out again: sign-up signs the new member in, and a browser that
 * shares `request`'s cookies (page.request) must still meet the sign-in form.
 */
export async function createAccount(
  request: APIRequestContext,
  details: Partial<Omit<TestAccount, 'password'>> & { phone?: string } = {},
): Promise<TestAccount> {
  const account = { firstName: 'Amani', lastName: 'Otieno', email: uniqueEmail(), password: PASSWORD, ...details };
  const response = await request.post('/api/auth/sign-up', {
    data: { ...account, username: account.email, acceptedTerms: TERMS_VERSION },
    // A client address of its own (the e2e server trusts the loopback proxy, playwright.config.ts): the suite makes
    // more accounts than one address may in 15 minutes.
    headers: { 'x-forwarded-for': testClientAddress() },
  });
  expect(response.status()).toBe(201);
  const signOut = await request.post('/api/auth/sign-out', { data: {} });
  expect(signOut.ok()).toBe(true);
  return account;
}

/**
 * Signs the browser of `page` in through the API (the page shares page.request's cookies): paying needs a session
 * (docs/product.md#checkout).
 */
export async function signInBrowser(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
    headers: { 'x-forwarded-for': testClientAddress() },
  });
  expect(response.ok()).toBe(true);
}

/** A paid member made through the sandbox API (sign up, payment intent, test card 4242), not yet signed in. */
export async function createPaidMember(page: Page, details: Parameters<typeof createAccount>[1] = {}): Promise<TestAccount> {
  const account = await createAccount(page.request, details);
  // The checkout pays for the session's account: signed in for the payment, signed out again after it.
  await signInBrowser(page, account);
  // Like the account, the payment comes from an address of its own: the per-address payment limit is for people.
  const headers = { 'x-forwarded-for': testClientAddress() };
  const intent = await page.request.post('/api/create-payment-intent', {
    data: { amount: 300, description: 'Maple Bridge 12-month membership', currency: 'cad' },
    headers,
  });
  expect(intent.ok()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paymentIntentId = clientSecret.split('_secret_')[0];
  const confirm = await page.request.post('/api/payments/sandbox/confirm', {
    data: { paymentIntentId, clientSecret, cardNumber: '4242424242424242' },
    headers,
  });
  expect(confirm.ok()).toBe(true);
  expect((await page.request.post('/api/auth/sign-out', { data: {} })).ok()).toBe(true);
  return account;
}

/** Fills and sends the /sign-up form (the page must be open). */
export async function fillSignUp(page: Page, account: Omit<TestAccount, 'password'> & { phone?: string; password?: string }) {
  const password = account.password ?? PASSWORD;
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  if (account.phone) await page.getByLabel('Phone').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: 'I accept the Terms of Service and the Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Create Account & Pay $300' }).click();
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
}

/** Whether the server counts this account as a member now (a sign-in from a context of its own). */
export async function isPaidMember(request: APIRequestContext, account: Pick<TestAccount, 'email' | 'password'>) {
  const response = await request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: { isPaidMember: boolean } };
  return body.user.isPaidMember;
}

/** Follows the verification link sign-up e-mailed, read from the outbox through the admin API (job alerts need it). */
export async function verifyAddress(page: Page, email: string) {
  const headers = await adminHeaders(page.request);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, { headers });
      const { emails } = (await response.json()) as { emails: Array<{ text: string }> };
      token = emails.map((message) => /\/verify-email\?token=([^\s"'<>]+)/.exec(message.text)?.[1]).find(Boolean);
      return token;
    })
    .toBeTruthy();
  expect((await page.request.get(`/api/auth/verify-email?token=${token}`)).ok()).toBe(true);
}

/**
 * A fresh paid member signed in through the sign-in form, where members land on /jobs; `verified` first follows
 * the e-mailed verification link, and `path` is opened after signing in.
 */
export async function signInAsMember(page: Page, options: { verified?: boolean; path?: string } = {}): Promise<TestAccount> {
  const account = await createPaidMember(page);
  if (options.verified) await verifyAddress(page, account.email);
  await page.goto('/sign-in');
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/jobs$/);
  if (options.path) await page.goto(options.path);
  return account;
}
