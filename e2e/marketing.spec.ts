import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import { test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { collectConsoleErrors, statFigure } from './support/page';

// docs/product.md#marketing-flyer and docs/product.md#admin-marketing

const TIMESTAMP = String.raw`\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}`;

/** Width and height from the PNG's IHDR chunk (bytes 16–23, big-endian). */
async function pngSize(download: Download) {
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const flyer = (page: Page) => page.getByRole('figure', { name: 'Flyer preview' });

test('the public flyer shows the live figures and downloads as a 2160 × 2160 PNG named with a timestamp', async ({ page, request }) => {
  const problems = collectConsoleErrors(page);
  const stats = (await (await request.get('/api/stats')).json()) as { lmiaApprovals: number; employers: number; provincesCovered: number };
  await page.goto('/marketing-flyer');
  await expect(page).toHaveTitle('Marketing Flyer | Maple Bridge');
  await expect(page.locator('meta[name="description"][content*="flyer"]')).toHaveCount(1);
  const figure = (label: string) => statFigure(flyer(page), label);
  await expect(figure('LMIA approvals')).toHaveText(stats.lmiaApprovals.toLocaleString('en-CA'));
  await expect(figure('Employers')).toHaveText(stats.employers.toLocaleString('en-CA'));
  await expect(figure('Provinces and territories')).toHaveText(String(stats.provincesCovered));
  await expect(flyer(page).getByText(/^Source: ESDC positive LMIA employer lists, [A-Z][a-z]{2}–[A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(flyer(page)).toContainText('12 months membership — $300 CAD one-time');
  await expect(flyer(page)).not.toContainText('approx.');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^maple-bridge-flyer-${TIMESTAMP}\\.png$`));
  expect(await pngSize(download)).toEqual({ width: 2160, height: 2160 });
  const success = page.getByRole('status').filter({ hasText: 'Flyer downloaded successfully.' });
  await expect(success).toBeVisible();
  await expect(success).not.toContainText('Save to Photos'); // the phone's extra steps are for phones
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('the public flyer leaves the figures out when /api/stats fails, and shows configured WhatsApp numbers', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  let statsCalls = 0;
  await page.route('**/api/stats', (route) => {
    statsCalls += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Unavailable', errorCode: 'UNAVAILABLE' }),
    });
  });
  await page.route('**/api/contacts', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ email: 'support@maplebridge.ca', whatsapp: [{ country: 'Kenya', number: '+254 700 000 001' }] }),
    }),
  );
  await page.goto('/marketing-flyer');
  await expect(flyer(page)).toContainText('WhatsApp Kenya: +254 700 000 001');
  await expect.poll(() => statsCalls).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  for (const text of ['LMIA approvals', 'Source:', 'approx.', '2,847', '87%']) await expect(flyer(page)).not.toContainText(text);
  await expect(flyer(page)).toContainText('12 months membership — $300 CAD one-time');
  // The page's own console warnings are not errors; the failed call is reported by the browser as one.
  expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
});

test('an administrator downloads every social flyer and web banner at twice its size, and opens the Instagram post for saving on a phone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const problems = collectConsoleErrors(page);
  await signInAsAdmin(page);
  await page.goto('/admin-marketing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Admin Marketing Dashboard' })).toBeVisible();
  await expect(main.getByText('Admin', { exact: true })).toBeVisible();
  for (const name of ['Social Media Flyers', 'Web Banners', 'Stories & Videos', 'Print Materials'])
    await expect(main.getByRole('tab', { name })).toBeVisible();

  const formats = [
    { tab: 'Social Media Flyers', name: 'Instagram Post', prefix: 'instagram-post-1080x1080', width: 1080, height: 1080 },
    { tab: 'Social Media Flyers', name: 'Facebook Cover', prefix: 'facebook-cover-1200x630', width: 1200, height: 630 },
    { tab: 'Social Media Flyers', name: 'LinkedIn Banner', prefix: 'linkedin-banner-1584x396', width: 1584, height: 396 },
    { tab: 'Social Media Flyers', name: 'Instagram Story', prefix: 'instagram-story-1080x1920', width: 1080, height: 1920 },
    { tab: 'Web Banners', name: 'Website Header Banner', prefix: 'website-header-banner-1920x480', width: 1920, height: 480 },
    { tab: 'Web Banners', name: 'Email Signature Banner', prefix: 'email-signature-banner-600x200', width: 600, height: 200 },
  ];
  for (const format of formats) {
    await main.getByRole('tab', { name: format.tab }).click();
    const card = main.getByRole('region', { name: format.name });
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: `Download ${format.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename(), format.name).toMatch(new RegExp(`^${format.prefix}-${TIMESTAMP}\\.png$`));
    expect(await pngSize(download), format.name).toEqual({ width: format.width * 2, height: format.height * 2 });
    await expect(card.getByRole('status')).toHaveText('Flyer downloaded successfully.');
  }

  await main.getByRole('tab', { name: 'Social Media Flyers' }).click();
  const post = main.getByRole('region', { name: 'Instagram Post' });
  const opening = context.waitForEvent('page');
  await post.getByRole('button', { name: 'Open for Mobile Save' }).click();
  const popup = await opening;
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await expect(post.getByRole('status')).toContainText('Save to Photos');
  await popup.close();

  await expect(main.getByRole('heading', { name: 'Mobile download instructions' })).toBeVisible();
  for (const hex of ['#2563EB', '#DC2626', '#FFFFFF']) await expect(main.getByText(hex)).toBeVisible();
  expect(problems).toEqual([]);
});

test('when the image cannot be drawn, the public page says so and the admin page says why, and the buttons come back', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  // The drawing library is a chunk of its own, loaded on the first click: make it fail to load.
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Error inlining remote css file')) return route.fulfill({ status: 500, body: 'unavailable' });
    return route.fulfill({ response, body });
  });
  await page.goto('/marketing-flyer');
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error generating flyer. Please try again.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();

  await signInAsAdmin(page);
  await page.goto('/admin-marketing');
  const card = page.getByRole('main').getByRole('region', { name: 'Facebook Cover' });
  await card.getByRole('button', { name: 'Download Facebook Cover' }).click();
  await expect(card.getByRole('alert')).toHaveText(/^Error generating flyer: .+\. Please try again\.$/);
  await expect(card.getByRole('button', { name: 'Download Facebook Cover' })).toBeEnabled();
  // Only the chunk that was made to fail is reported.
  expect(problems.filter((problem) => !/500|dynamically imported module/.test(problem))).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('neither marketing page scrolls sideways', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await page.goto('/marketing-flyer');
    await expect(flyer(page)).toContainText('LMIA approvals');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    await signInAsAdmin(page);
    await page.goto('/admin-marketing');
    const main = page.getByRole('main');
    for (const tab of ['Social Media Flyers', 'Web Banners']) {
      await main.getByRole('tab', { name: tab }).click();
      await expect(main.getByRole('tabpanel', { name: tab }).getByRole('figure').first()).toBeVisible();
      expect(await page.evaluate('document.documentElement.scrollWidth'), tab).toBeLessThanOrEqual(390);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('on an iPhone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('a phone is told how to get the downloaded flyer into its photos', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await page.goto('/marketing-flyer');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    await downloading;
    await expect(page.getByRole('status').filter({ hasText: 'Flyer downloaded successfully.' })).toContainText('Save to Photos');
    expect(problems).toEqual([]);
  });
});
