import { expect, type BrowserContext, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../src/shared/policies';
import { test } from './support/test';
import { fillSignIn, PASSWORD, uniqueEmail } from './support/accounts';

/**
 * Issue 30: the language switch in the navigation, remembered in the `lang` cookie and on the account, never in
 * the browser's storage; the language follows the member to a fresh browser (docs/product.md#languages,
 * docs/decisions/058-choosing-the-language.md). At a 390 px phone, where the switch is in the menu.
 */
test.use({ viewport: { width: 390, height: 844 } });

const langCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'lang');

/** The keys of both storages (the e2e files compile without the DOM library). */
function storageKeys(page: Page) {
  return page.evaluate(() => {
    type Store = { length: number; key(index: number): string | null };
    const keys = (store: Store) => Array.from({ length: store.length }, (_, i) => store.key(i)!);
    const { localStorage, sessionStorage } = globalThis as unknown as { localStorage: Store; sessionStorage: Store };
    return [...keys(localStorage), ...keys(sessionStorage)];
  });
}

test('a visitor switches to Kiswahili from the menu: the /sw/ page, kept on reload, in a cookie and nowhere else', async ({
  page,
  context,
}) => {
  await page.goto('/pricing');
  const before = await storageKeys(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog');
  const toKiswahili = menu.getByRole('link', { name: 'Kiswahili' });
  await expect(toKiswahili).toHaveAttribute('hreflang', 'sw');
  await expect(toKiswahili).toHaveAttribute('lang', 'sw');
  await toKiswahili.click();

  await expect(page).toHaveURL(/\/sw\/pricing$/);
  const cookie = await langCookie(context);
  expect(cookie).toMatchObject({ value: 'sw', path: '/', sameSite: 'Lax', httpOnly: false });
  // A year, give or take the test's own minutes.
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);

  await page.reload();
  await expect(page).toHaveURL(/\/sw\/pricing$/);
  expect((await langCookie(context))?.value).toBe('sw');
  // The choice is not written to either storage: a shared phone would keep it for the next person.
  const written = (await storageKeys(page)).filter((key) => !before.includes(key));
  expect(written.filter((key) => /lang|locale|paraglide/i.test(key))).toEqual([]);
});

test('a member whose account is in Kiswahili signs in on a fresh browser and lands on the /sw/ pages', async ({ browser, page }) => {
  // Signed up on a Kiswahili page: the app sends the page's language as Accept-Language.
  const email = uniqueEmail();
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Neema', lastName: 'Wambui', email, username: email, password: PASSWORD, acceptedTerms: TERMS_VERSION },
    headers: { 'accept-language': 'sw', 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 254) + 1}` },
  });
  expect(signUp.status()).toBe(201);
  expect(((await signUp.json()) as { user: { locale: string } }).user.locale).toBe('sw');

  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await fresh.newPage();
    await phone.goto('/sign-in');
    await phone.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await langCookie(fresh)).toBeUndefined();
    await fillSignIn(phone, email, PASSWORD);
    // Not a member yet: sent to the pricing page, in the member's language.
    await expect(phone).toHaveURL(/\/sw\/pricing$/, { timeout: 15_000 });
    expect((await langCookie(fresh))?.value).toBe('sw');
  } finally {
    await fresh.close();
  }
});
