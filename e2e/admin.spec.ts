import { readFileSync } from 'node:fs';
import { devices, expect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { createAccount, fillSignIn } from './support/accounts';
import { adminHeaders, signInAsAdmin } from './support/admin';
import { collectConsoleErrors, readStorage, toasts } from './support/page';

// docs/product.md#admin-dashboard

/** Another person's browser: no administrator token, no cookies; a desktop user agent so its visits count. */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, userAgent: devices['Desktop Chrome'].userAgent });
  return { context, page: await context.newPage() };
}

test('an administrator finds a new member, blocks, unblocks and grants membership, issues a code, sees a visit, exports the users and logs out', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = collectConsoleErrors(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await createAccount(request);

  await signInAsAdmin(page);
  const main = page.getByRole('main');
  for (const card of ['Total Users', 'Total Revenue', 'Completed Payments', 'Daily Visitors'])
    await expect(main.getByRole('region', { name: card })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Users & Payments', selected: true })).toBeVisible();
  const dailyVisitors = async () => {
    const figure = main.getByRole('region', { name: 'Daily Visitors' }).locator('p').first();
    await expect(figure).toHaveText(/^[\d,]+$/);
    return Number((await figure.textContent())!.replace(/,/g, ''));
  };
  const visitorsBefore = await dailyVisitors();

  // Find the member by e-mail: a new account is unpaid and active.
  await main.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  const row = main.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(main.getByRole('row')).toHaveCount(2); // the header and the member
  await expect(row).toContainText('Amani Otieno');
  await expect(row).toContainText('Unpaid');
  await expect(row).toContainText('Active');

  // Block, with a reason: a blank one is refused beside the field.
  await row.getByRole('button', { name: `Block: ${member.email}`, exact: true }).click();
  const blockDialog = page.getByRole('dialog', { name: 'Block user' });
  const confirmBlock = blockDialog.getByRole('button', { name: 'Block user' });
  await blockDialog.getByLabel('Reason').fill('   ');
  await confirmBlock.click();
  await expect(blockDialog.getByText('Please give a reason.')).toBeVisible();
  await expect(blockDialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await blockDialog.getByLabel('Reason').fill('E2E: suspicious sign-ups');
  await confirmBlock.click();
  await expect(toasts(page).getByText('User blocked successfully')).toBeVisible();
  await expect(blockDialog).toBeHidden();
  await expect(row).toContainText('Blocked');
  await expect(row.getByRole('button', { name: `Unblock: ${member.email}`, exact: true })).toBeVisible();

  // The blocked member cannot sign in from their own browser.
  const memberBrowser = await otherBrowser(browser, baseURL);
  await memberBrowser.page.goto('/sign-in');
  await fillSignIn(memberBrowser.page, member.email, member.password);
  await expect(toasts(memberBrowser.page).getByText(/Your account has been blocked/)).toBeVisible();
  await expect(memberBrowser.page).toHaveURL(/\/sign-in/);

  // The Blocked Users tab lists them with the reason.
  await main.getByRole('tab', { name: 'Blocked Users' }).click();
  const blockedPanel = main.getByRole('tabpanel', { name: 'Blocked Users' });
  await expect(blockedPanel.getByRole('heading', { name: /^Blocked Users \(\d+\)$/ })).toBeVisible();
  const blockedEntry = blockedPanel.getByRole('listitem').filter({ hasText: member.email });
  await expect(blockedEntry).toContainText('E2E: suspicious sign-ups');

  // Unblock from the users list.
  await main.getByRole('tab', { name: 'Users & Payments' }).click();
  await row.getByRole('button', { name: `Unblock: ${member.email}`, exact: true }).click();
  await expect(toasts(page).getByText('User unblocked successfully')).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(blockedEntry).toHaveCount(0);

  // Grant membership: the reason starts filled in; the row then shows Paid.
  await row.getByRole('button', { name: `Grant membership: ${member.email}`, exact: true }).click();
  const grantDialog = page.getByRole('dialog', { name: 'Grant membership' });
  await expect(grantDialog.getByLabel('Reason')).toHaveValue('Admin granted complimentary access');
  await grantDialog.getByRole('button', { name: 'Grant membership' }).click();
  await expect(toasts(page).getByText('Membership Granted')).toBeVisible();
  await expect(grantDialog).toBeHidden();
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('Unpaid');
  await expect(row.getByRole('button', { name: `Grant membership: ${member.email}`, exact: true })).toHaveCount(0);

  // Issue an access code: shown once, with Copy.
  await main.getByRole('tab', { name: 'Access Codes' }).click();
  const codesPanel = main.getByRole('tabpanel', { name: 'Access Codes' });
  await codesPanel.getByLabel('Note').fill('E2E humanitarian referral');
  await codesPanel.getByRole('button', { name: 'Issue code' }).click();
  const code = codesPanel.getByTestId('issued-access-code');
  await expect(code).toHaveText(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{16}$/);
  await expect(codesPanel.getByText('Copy it now: it is shown only once.')).toBeVisible();
  await codesPanel.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toasts(page).getByText('Copied to Clipboard')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(await code.textContent());
  await expect(codesPanel.getByRole('row').filter({ hasText: 'E2E humanitarian referral' }).first()).toContainText('Any e-mail');

  // A visit from another browser (the not-found page of a path of its own) shows in Recent Activity.
  const visitPath = `/e2e-visit-${Math.random().toString(36).slice(2, 10)}`;
  await memberBrowser.page.goto(visitPath);
  await expect(memberBrowser.page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  const headers = await adminHeaders(request);
  await expect
    .poll(async () => {
      const analytics = (await (await request.get('/api/admin/analytics', { headers })).json()) as { recentVisits: { page: string }[] };
      return analytics.recentVisits.some((visit) => visit.page === visitPath);
    })
    .toBe(true);
  await memberBrowser.context.close();
  // Counted on the card (other tests' visits can only add to it). Recent Activity holds the 10 latest
  // visits, so with other tests browsing at the same time it shows some visits, not necessarily this one.
  await page.reload();
  expect(await dailyVisitors()).toBeGreaterThan(visitorsBefore);
  await main.getByRole('tab', { name: 'Website Analytics' }).click();
  const analyticsPanel = main.getByRole('tabpanel', { name: 'Website Analytics' });
  await expect(analyticsPanel.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(analyticsPanel.getByText(/^\/[\w-]*$/).first()).toBeVisible();
  // The test's browsers come from this machine: an address of no country.
  await expect(analyticsPanel.getByText('Unknown').first()).toBeVisible();
  await expect(analyticsPanel.getByRole('img', { name: 'Visits per day' })).toBeVisible();

  // Export the users found by the search as CSV.
  await main.getByRole('tab', { name: 'Users & Payments' }).click();
  await main.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  await expect(main.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(member.email);
  expect(csv.trim().split(/\r?\n/), 'the header and the one member the search found').toHaveLength(2);

  // Logout ends the session and forgets the token.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await readStorage(page, 'adminToken')).toBeNull();
  expect(problems).toEqual([]);
});

test('/admin-marketing sends a visitor to the login and serves an administrator', async ({ page }) => {
  await page.goto('/admin-marketing');
  await expect(page).toHaveURL(/\/admin-login$/);
  await signInAsAdmin(page);
  await page.goto('/admin-marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Marketing Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the screen: only the tab strip and the tables scroll sideways', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await signInAsAdmin(page);
    const main = page.getByRole('main');
    const tabs: [string, () => Promise<void>][] = [
      ['Users & Payments', () => expect(main.getByRole('searchbox', { name: 'Search users' })).toBeVisible()],
      ['Blocked Users', () => expect(main.getByRole('tabpanel').getByRole('heading').first()).toBeVisible()],
      ['Website Analytics', () => expect(main.getByRole('heading', { name: 'Global Visitors' })).toBeVisible()],
      ['Payment Details', () => expect(main.getByRole('searchbox', { name: 'Search payments' })).toBeVisible()],
      ['Access Codes', () => expect(main.getByRole('button', { name: 'Issue code' })).toBeVisible()],
      ['Audit', () => expect(main.getByRole('combobox', { name: 'Action' })).toBeVisible()],
    ];
    const wide: string[] = [];
    for (const [name, ready] of tabs) {
      await main.getByRole('tab', { name }).click();
      await ready();
      await expect(main.locator('[aria-busy="true"], [role="status"]:has(.animate-spin)')).toHaveCount(0);
      const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      if (width > 390) wide.push(`${name}: ${width} px`);
    }
    expect(wide).toEqual([]);
    expect(problems).toEqual([]);
  });
});
