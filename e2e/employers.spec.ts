import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { signInAsMember } from './support/accounts';
import { collectConsoleErrors, toasts } from './support/page';

// docs/product.md#employer-pages, #job-search (the filters, Save this search) and #apply (Apply tracks).

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member filters by TEER and a city radius, follows a job to its employer, and tracks an approval', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = collectConsoleErrors(page);
    await signInAsMember(page);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByLabel('TEER (training, education, experience)').selectOption('TEER 3');
    await expect(page).toHaveURL(/teer=3/);
    await page.getByLabel('Near city').fill('Brampton, ON');
    await page.getByLabel('Near city').press('Enter');
    await expect(page).toHaveURL(/city=Brampton%2C\+ON/);
    await page.getByLabel('Within').selectOption('25');
    await expect(page).toHaveURL(/radius=25/);
    await settled(page);
    await expect(cards(page).first()).toBeVisible();
    // Nothing is wider than the phone.
    expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);

    const card = cards(page).first();
    const employerLink = card.getByRole('link').first();
    const employerName = (await employerLink.textContent())!.trim();
    await employerLink.click();
    await expect(page).toHaveURL(/\/employers\/on-[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: employerName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Their postings on Job Bank' })).toHaveAttribute(
      'href',
      `https://www.jobbank.gc.ca/jobsearch/jobsearch?searchstring=${encodeURIComponent(employerName)}`,
    );
    const approvals = page.getByRole('region', { name: 'Approvals' }).getByRole('listitem');
    await expect(approvals.first()).toBeVisible();
    await expect(approvals.first().getByRole('link', { name: /, ON/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
    );
    await expect(approvals.first().getByRole('link', { name: 'Cover letter' })).toHaveAttribute(
      'href',
      /\/ai-tools\?tab=cover-letter&company=/,
    );
    expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);

    const occupation = (await approvals.first().locator('p').first().textContent())!.trim();
    await approvals
      .first()
      .getByRole('button', { name: /^Track / })
      .click();
    await expect(toasts(page).getByText('Saved to your applications')).toBeVisible();
    await page.goto('/applications');
    await expect(page.getByRole('main')).toContainText(occupation);
    expect(problems).toEqual([]);
  });

  test('Apply tracks the job as Applied, and Save this search makes a job alert in one tap', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsMember(page, { verified: true });
    await page.goto('/jobs?search=cook&province=Ontario');
    await settled(page);
    const alert = page.waitForRequest((r) => r.url().endsWith('/api/job-alerts') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Save this search' }).click();
    expect((await alert).postDataJSON()).toMatchObject({ search: 'cook', province: 'Ontario' });
    await expect(page.getByText('Search saved: check your e-mail to confirm the alert.')).toBeVisible();

    const card = cards(page).first();
    const title = (await card.getByRole('heading').first().textContent())!.trim();
    const tracked = page.waitForResponse((r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST');
    await card.getByRole('button', { name: 'Apply' }).click();
    expect((await tracked).status()).toBe(201);
    await expect(page).toHaveURL(/\/ai-tools\?jobId=\d+$/);
    await page.goto('/applications');
    await expect(page.getByRole('main')).toContainText(title);
    await expect(page.getByRole('main')).toContainText('Applied');
  });
});
