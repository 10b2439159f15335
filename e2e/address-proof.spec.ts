import { expect } from '@playwright/test';
import { test } from './support/test';
import { linkFromOutbox } from './support/admin';
import { createAccount, fillSignIn, uniqueEmail } from './support/accounts';
import { toasts } from './support/page';

/**
 * Account pre-hijacking (issue 24; docs/product.md#password-reset, docs/decisions/024-shared-phone-privacy.md):
 * someone signs up first with another person's address and stays signed in. The owner takes the address back
 * with a reset link: the squatter's session ends, and /account asks the owner to check the name and phone.
 */
test("the owner's reset signs the squatter out and asks the owner to check name and phone", async ({ page, browser, request }) => {
  const victim = uniqueEmail();
  await createAccount(request, { firstName: 'Mallory', lastName: 'Squatter', email: victim, phone: '+254 700 000 001' });
  const squatter = await browser.newPage();
  await squatter.goto('/sign-in');
  await fillSignIn(squatter, victim, 'Maple-Bridge-42');
  await expect(squatter).toHaveURL(/\/pricing$/);

  // The owner asks for a reset link and chooses a password.
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(victim);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await page.goto(await linkFromOutbox(request, victim, '/reset-password'));
  const ownersPassword = 'Owners-Own-Pass-2026';
  await page.getByLabel('New password', { exact: true }).fill(ownersPassword);
  await page.getByLabel('Confirm new password').fill(ownersPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.goto('/sign-in?redirect=/account');
  await fillSignIn(page, victim, ownersPassword);
  await page.getByRole('banner').getByRole('button', { name: 'Mallory' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  const main = page.getByRole('main');
  const notice = main.getByRole('status').filter({ hasText: 'Please check your name and phone' });
  await expect(notice).toBeVisible();
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();
  await expect(main.getByLabel('First name')).toHaveValue('Mallory');

  // The owner corrects the name and saves: the notice is answered.
  await main.getByLabel('First name').fill('Achieng');
  await main.getByLabel('Last name').fill('Wekesa');
  await main.getByLabel('Phone').fill('+254 733 481 926');
  await main.getByRole('button', { name: 'Save profile' }).click();
  await expect(toasts(page).getByText('Your profile was saved.')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The squatter's session ended with the reset: their next call is refused and the page forgets them.
  await squatter.getByRole('banner').getByRole('button', { name: 'Mallory' }).click();
  await squatter.getByRole('menuitem', { name: 'Account' }).click();
  await expect(squatter.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(squatter.getByRole('main')).not.toContainText(victim);
  await squatter.close();
});
