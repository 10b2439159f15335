import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Download, type Page } from '@playwright/test';
import { test } from './support/test';
import { ADMIN } from './support/admin';
import { collectConsoleErrors } from './support/page';

// docs/product.md#admin-marketing: the Stories & Videos and Print Materials tabs.

async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

async function openKit(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin-marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Marketing Dashboard' })).toBeVisible();
}

/** Serious and critical axe-core violations of the open tab panel. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="tabpanel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const saved = async (download: Download) => readFileSync((await download.path())!);

const SCRIPTS = [
  ['Success Story Script (60 s)', 'maple-bridge-success-story-script.txt'],
  ['Platform Demo Script (60 s)', 'maple-bridge-platform-demo-script.txt'],
  ['Social Media Video Scripts', 'maple-bridge-social-media-video-scripts.txt'],
] as const;

test('Stories & Videos: each script downloads as a .txt, and a Copy button copies the post and reads Copied', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openKit(page);
  await page.getByRole('tab', { name: 'Stories & Videos' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Stories & Videos' });

  for (const [title, fileName] of SCRIPTS) {
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: `Download ${title}` }).click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const text = (await saved(download)).toString('utf8');
    expect(text).toContain('Maple Bridge');
    expect(text).toContain('300 CAD');
    expect(text).toMatch(/\[0–5 s\]/);
  }

  const facebook = panel.getByRole('button', { name: /^Cop(y|ied) Facebook$/ });
  await expect(facebook).toHaveText(/^Copy\b/);
  await facebook.click();
  await expect(facebook).toContainText('Copied');
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toContain('Maple Bridge');
  expect(copied).toContain('300 CAD');
  // Back to 'Copy' after a moment.
  await expect(facebook).not.toContainText('Copied', { timeout: 5_000 });

  await expect(panel.getByRole('heading', { name: 'Testimonial templates' })).toBeVisible();
  await expect(panel.getByText('[Member name]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('Stories & Videos: when the browser refuses to copy, the card asks for a manual copy', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await page.addInitScript('navigator.clipboard.writeText = () => Promise.reject(new Error("denied"))');
  await openKit(page);
  await page.getByRole('tab', { name: 'Stories & Videos' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Stories & Videos' });
  await panel.getByRole('button', { name: 'Copy LinkedIn' }).click();
  await expect(panel.getByRole('alert')).toHaveText('This browser did not allow copying. Select the text above and copy it manually.');
  await expect(panel.getByRole('button', { name: 'Copy LinkedIn' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Print Materials: the business card and the brochure download as two-page PDFs, the fonts only on click', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.ttf(\?|$)/.test(request.url())) fontRequests.push(request.url());
  });
  await openKit(page);
  await page.getByRole('tab', { name: 'Print Materials' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Print Materials' });
  await expect(panel.getByRole('img', { name: 'Business Card: front' })).toBeVisible();
  expect(fontRequests).toEqual([]);

  for (const [title, fileName, mediaBox] of [
    ['Business Card', 'maple-bridge-business-card.pdf', '/MediaBox [0 0 270 162]'],
    ['Brochure', 'maple-bridge-brochure.pdf', '/MediaBox [0 0 792 612]'],
  ] as const) {
    const button = panel.getByRole('button', { name: `Download ${title} PDF` });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const raw = (await saved(download)).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(raw).toContain(mediaBox);
    await expect(button).toBeEnabled();
  }
  expect(fontRequests.length).toBeGreaterThan(0);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('Print Materials: a failed PDF says so and the button works again', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await page.route(/\.ttf(\?|$)/, (route) => route.fulfill({ status: 503, body: '' }));
  await openKit(page);
  await page.getByRole('tab', { name: 'Print Materials' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Print Materials' });
  const button = panel.getByRole('button', { name: 'Download Brochure PDF' });
  await button.click();
  await expect(panel.getByRole('alert')).toHaveText('Could not create the PDF. Please try again.');
  await expect(button).toBeEnabled();
  // The browser logs the refused font requests themselves; nothing else may fail.
  expect(problems.filter((problem) => !/503/.test(problem))).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tabs and both panels fit the screen', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await openKit(page);
    const pageWidth = () => page.evaluate<number>('document.documentElement.scrollWidth');
    for (const tab of ['Stories & Videos', 'Print Materials']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
    }
    const tabList = await page.getByRole('tablist', { name: 'Marketing materials' }).boundingBox();
    expect(tabList!.x + tabList!.width).toBeLessThanOrEqual(390);
    // Buttons a thumb can hit: at least 40 px tall.
    for (const button of await page.getByRole('tabpanel', { name: 'Print Materials' }).getByRole('button').all()) {
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }
    await page.getByRole('tab', { name: 'Stories & Videos' }).click();
    for (const button of await page.getByRole('tabpanel', { name: 'Stories & Videos' }).getByRole('button').all()) {
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }
    expect(problems).toEqual([]);
  });
});
