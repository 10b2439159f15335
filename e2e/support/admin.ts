import { expect, type APIRequestContext } from '@playwright/test';

/** The administrator the e2e server is started with (playwright.config.ts). */
export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-Password-1' };

/** The Authorization header of a fresh administrator session, as the admin dashboard would send it. */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
