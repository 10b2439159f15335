import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { PASSWORD, createPaidMember, fillSignIn, type TestAccount } from './support/accounts';
import { collectConsoleErrors, toasts } from './support/page';

// docs/product.md#account-page

async function signInAndOpenAccount(page: Page): Promise<TestAccount> {
  const account = await createPaidMember(page);
  await page.goto('/sign-in');
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/jobs$/);
  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  return account;
}

const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

test('a member sees their membership, downloads a receipt, edits the profile and exports their data, at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = collectConsoleErrors(page);
  const account = await signInAndOpenAccount(page);

  const membership = section(page, 'Membership');
  await expect(membership).toContainText('Paid membership');
  await expect(membership).toContainText(/\d+ days left/);
  // A fresh 12-month membership is far from renewal.
  await expect(membership.getByRole('link', { name: 'Renew membership' })).toHaveCount(0);

  const payments = section(page, 'Payment history');
  await expect(payments).toContainText('$300.00 CAD');
  const [receipt] = await Promise.all([page.waitForEvent('download'), payments.getByRole('link', { name: 'Receipt (PDF)' }).click()]);
  expect(receipt.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The sign-up rules, in the browser first.
  const profile = section(page, 'Profile');
  await expect(profile).toContainText(account.email);
  await profile.getByLabel('Phone').fill('abc');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Phone number can only contain digits, spaces, hyphens, parentheses and a leading +')).toBeVisible();

  // By keyboard: Enter in a field sends the form.
  await profile.getByLabel('Phone').fill('+254 712 345 678');
  await profile.getByLabel('First name').fill('Achieng');
  await profile.getByLabel('City').fill('Nairobi');
  await profile.getByLabel('Country').fill('Kenya');
  await profile.getByLabel('Country').press('Enter');
  await expect(toasts(page).getByText('Your profile was saved.')).toBeVisible();
  await page.reload();
  await expect(section(page, 'Profile').getByLabel('First name')).toHaveValue('Achieng');
  await expect(section(page, 'Profile').getByLabel('City')).toHaveValue('Nairobi');

  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    section(page, 'Your data').getByRole('link', { name: 'Export my data' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^maple-bridge-data-.*\.json$/);
  const data = JSON.parse(readFileSync(await exported.path(), 'utf8')) as {
    profile: { email: string; firstName: string };
    payments: unknown[];
    applications: unknown[];
  };
  expect(data.profile.email).toBe(account.email);
  expect(data.profile.firstName).toBe('Achieng');
  expect(data.payments).toHaveLength(1);
  expect(Array.isArray(data.applications)).toBe(true);

  expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});

test('changing the password needs the current one and signs out every other session', async ({ page, playwright, baseURL }) => {
  const account = await signInAndOpenAccount(page);
  const elsewhere = await playwright.request.newContext({ baseURL });
  expect((await elsewhere.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } })).ok()).toBe(true);

  const form = section(page, 'Change password');
  await form.getByLabel('Current password').fill('Not-my-password-1');
  await form.getByLabel('New password', { exact: true }).fill('A-new-Maple-99');
  await form.getByLabel('Confirm new password').fill('A-new-Maple-99');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('The password is not correct.');

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill('A-new-Maple-99');
  await form.getByLabel('Confirm new password').fill('A-new-Maple-99');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password was changed. You were signed out everywhere else.');

  const status = (await (await elsewhere.get('/api/auth/status')).json()) as { authenticated: boolean };
  expect(status.authenticated).toBe(false);
  // This session stays.
  await page.reload();
  await expect(section(page, 'Profile')).toBeVisible();
  await elsewhere.dispose();
});

test('deleting the account asks for the password, signs out and goes home', async ({ page, request }) => {
  const account = await signInAndOpenAccount(page);
  const data = section(page, 'Your data');
  await data.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = data.getByRole('form', { name: 'Delete my account' });
  await confirm.getByLabel('Password').fill('Not-my-password-1');
  await confirm.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The password is not correct.');

  await confirm.getByLabel('Password').fill(account.password);
  await confirm.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Your account was deleted.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const signIn = await request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(signIn.ok()).toBe(false);
});

test('someone signed out is asked to sign in on /account', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
});
