import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { statFigure } from './support/page';

// docs/product.md#landing and docs/product.md#live-counts

const metrics = (page: Page) => page.getByRole('region', { name: 'Maple Bridge in numbers' });

test('the metrics show live counts that say what they count', async ({ page, request }) => {
  const stats = (await (await request.get('/api/stats')).json()) as { lmiaApprovals: number; employers: number; provincesCovered: number };
  expect(stats.lmiaApprovals).toBeGreaterThan(1000);
  await page.goto('/');
  const band = metrics(page);
  const figure = (label: string) => statFigure(band, label);
  await expect(figure('LMIA approvals')).toHaveText(stats.lmiaApprovals.toLocaleString('en-CA'));
  await expect(figure('Employers')).toHaveText(stats.employers.toLocaleString('en-CA'));
  await expect(figure('Provinces and territories')).toHaveText(String(stats.provincesCovered));
  await expect(band.getByText(/^Positions approved, [A-Z][a-z]{2}–[A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(band).toContainText('it is not an open vacancy');
  await expect(band).not.toContainText('approx.');
  // Nothing on the page claims figures nobody measured, or a model that is not configured.
  const main = page.getByRole('main');
  for (const claim of ['3x', '40,000+', '80+', 'GPT-4o', '24/7', 'Jobs available']) await expect(main).not.toContainText(claim);
});

test('the metrics fall back to the approximate marketing numbers when /api/stats fails', async ({ page }) => {
  await page.route('**/api/stats', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Unavailable', errorCode: 'UNAVAILABLE' }),
    }),
  );
  await page.goto('/');
  const band = metrics(page);
  await expect(band).toContainText('Approximate figures: live numbers are unavailable right now.', { timeout: 15_000 });
  await expect(band.getByText('Members (approx.)')).toBeVisible();
  await expect(band).toContainText('2,847');
  await expect(band).toContainText('87%');
  await expect(band).not.toContainText('LMIA approvals');
});

for (const [anchor, heading] of [
  ['#immigration', 'Immigration pathways'],
  ['#employers', 'For Canadian employers'],
  ['#success', 'Success with Maple Bridge'],
  ['#ai-tools', 'AI tools'],
] as const) {
  test(`the ${anchor} anchor scrolls to its section`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${anchor}`);
    const section = page.locator(anchor);
    await expect(section.getByRole('heading', { level: 2, name: new RegExp(heading, 'i') }).first()).toBeInViewport();
    expect(await page.evaluate('window.scrollY')).toBeGreaterThan(300);
  });
}

test('the success section promises without figures until members produce some', async ({ page }) => {
  await page.goto('/#success');
  const success = page.locator('#success');
  await expect(success.getByRole('heading', { name: 'Canadian-format documents' })).toBeVisible();
  await expect(success.getByRole('heading', { name: 'Employers approved to hire' })).toBeVisible();
  await expect(success.getByRole('heading', { name: 'A pathway you can follow' })).toBeVisible();
});
