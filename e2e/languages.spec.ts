import { expect } from '@playwright/test';
import { test } from './support/test';
import { collectConsoleErrors } from './support/page';

// The Kiswahili app at /sw/, a build of its own (docs/decisions/057-a-build-per-language.md), on a phone.
// Its texts are still moving into the catalogues, so these tests read the page's language, addresses and files,
// not its words.
test.use({ viewport: { width: 390, height: 844 } });

test('a Kiswahili page is in Kiswahili, names its English twin, hydrates, and its links stay under /sw/', async ({ page, baseURL }) => {
  const problems = collectConsoleErrors(page);
  for (const [path, route] of [
    ['/sw/', '/'],
    ['/sw/pricing', '/pricing'],
    ['/sw/offer-check', '/offer-check'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'sw');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveAttribute('href', `${baseURL}${route}`);
    await expect(page.locator('link[rel="alternate"][hreflang="sw"]'), path).toHaveAttribute('href', `${baseURL}/sw${route}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]'), path).toHaveAttribute('href', `${baseURL}${route}`);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${baseURL}/sw${route}`);
    expect(await page.evaluate('document.querySelectorAll("title").length'), path).toBe(1);
    // Its own build's scripts, none of the English build's.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(
      scripts.filter((file) => file.endsWith('.js')).every((file) => file.startsWith('/sw/assets/')),
      path,
    ).toBe(true);
  }

  // Hydrated, and the router's links keep the language: the footer's link to the prices is /sw/pricing, and
  // following it changes the page without loading a document.
  await page.goto('/sw/');
  await page.waitForLoadState('networkidle');
  let loads = 0;
  page.on('load', () => (loads += 1));
  const pricing = page.getByRole('contentinfo').locator('a[href="/sw/pricing"]');
  await expect(pricing).toBeVisible();
  await pricing.click();
  await expect(page).toHaveURL(/\/sw\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads).toBe(0);
  await expect(page.getByRole('contentinfo').locator('a[href="/jobs"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test.describe('a phone set to Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('opening / lands on /sw/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sw\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });

  test('stays on the English page once English was chosen (the lang cookie)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('sitemap.xml names both languages of the public pages', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/sw/pricing</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="sw" href="${baseURL}/sw/pricing"/>`);
  expect(sitemap).not.toContain(`${baseURL}/sw/jobs/`);
});
