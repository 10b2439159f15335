import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The administrator the e2e server is started with (playwright.config.ts). */
export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-Password-1' };

/** The Authorization header of a fresh administrator session, as the admin dashboard would send it. */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Signs in through /admin-login, as an administrator would, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** The newest link of one kind in the outbox, read through the admin API as an operator would. */
export async function linkFromOutbox(request: APIRequestContext, to: string, path: '/reset-password' | '/verify-email') {
  const headers = await adminHeaders(request);
  const pattern = new RegExp(`${path}\\?token=[^\\s"'<>]+`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, { headers });
      const { emails } = (await response.json()) as { emails: Array<{ text: string }> };
      link = emails.map((email) => pattern.exec(email.text)?.[0]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  return link!;
}
