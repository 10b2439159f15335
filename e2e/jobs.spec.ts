import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { signInAsMember as signInMember } from './support/accounts';
import { ADMIN } from './support/admin';
import { collectConsoleErrors, toasts } from './support/page';

/** A fresh paid member signed in, on /jobs with its results shown. */
async function signInAsMember(page: Page, options: { verified?: boolean } = {}) {
  const account = await signInMember(page, options);
  await expect(resultCount(page)).toHaveText(/^[\d,]+ jobs?$/);
  return account;
}

const resultCount = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /jobs?$|Loading jobs/ });
/** The filter sidebar: the job-alert box has a Province field of its own. */
const filtersPanel = (page: Page) => page.getByRole('complementary', { name: 'Job filters' });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test('a visitor searches the listings without employers, opens a job at its own address, and Back closes it with the filters kept', async ({
  page,
}) => {
  const problems = collectConsoleErrors(page);
  await page.goto('/jobs?search=cook');
  const main = page.getByRole('main');
  await main.getByLabel('Province').selectOption('Ontario');
  await expect(page).toHaveURL(/\/jobs\?search=cook&province=Ontario$/);
  await settled(page);
  await expect(resultCount(page)).toHaveText(/^[\d,]+ jobs?$/);
  const card = cards(page).first();
  await expect(card).toContainText('Employer shown to members');
  await expect(card).toContainText('NOC');
  await expect(card.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  // Member tools stay behind the gate: no save, no alerts, no enhancement panel.
  await expect(main.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Job enhancement' })).toHaveCount(0);
  const offer = main.getByRole('region', { name: 'What membership adds' }).last();
  await expect(offer).toContainText("Each employer's name and address");
  await expect(offer.getByRole('link', { name: 'Join for $300 CAD' })).toHaveAttribute('href', '/sign-up');

  const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+\?search=cook&province=Ontario$/);
  const id = /\/jobs\/(\d+)/.exec(page.url())![1];
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Shown to members');
  const share = dialog.getByRole('link', { name: /Share on WhatsApp/ });
  const origin = new URL(page.url()).origin;
  await expect(share).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${title} — ${origin}/jobs/${id}`)}`);

  // Android's Back: the sheet closes and the search is as it was.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/jobs\?search=cook&province=Ontario$/);
  await expect(main.getByLabel('Province')).toHaveValue('Ontario');
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('cook');

  // The job's own page, opened directly (a shared link): the teaser, no employer, the way to join.
  const detail = (await (await page.request.get(`/api/jobs/${id}`)).json()) as Record<string, unknown>;
  expect(detail).not.toHaveProperty('company');
  await page.goto(`/jobs/${id}`);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main).toContainText('Shown to members');
  await expect(main.getByRole('link', { name: 'Join for $300 CAD' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${title} — ${origin}/jobs/${id}`)}`,
  );

  await page.goto('/jobs/999999999');
  await expect(main.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('a member opens a shared job link and sees the employer', async ({ page }) => {
  await signInAsMember(page);
  await settled(page);
  const id = /\d+/.exec((await cards(page).first().getAttribute('aria-labelledby')) ?? '')![0];
  const company = (await (await page.request.get(`/api/jobs/${id}`)).json()).company as string;
  expect(company).toBeTruthy();
  await page.goto(`/jobs/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).toContainText(company);
  await expect(main).toContainText("Employer's LMIA history");
  // Apply also tracks the job (docs/product.md#job-page), so it is a button that then opens the writer.
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/ai-tools\\?jobId=${id}$`));
});

test('a member searches, filters, pages, reads the details and applies', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await signInAsMember(page);
  await expect(page.getByRole('main').getByLabel('Job statistics')).toContainText('LMIA approvals');

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('cook');
  await expect(page).toHaveURL(/[?&]search=cook(&|$)/);
  await filtersPanel(page).getByLabel('Province').selectOption('Ontario');
  await page.getByLabel('LMIA jobs only').check();
  await expect(page).toHaveURL(/\/jobs\?search=cook&province=Ontario&lmiaOnly=true$/);
  await settled(page);

  await expect(resultCount(page)).toHaveText(/^[\d,]+ jobs?$/);
  await expect(cards(page).first()).toBeVisible();
  const titles = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/cook/i);
  await expect(cards(page).first()).toContainText('Positive LMIA');

  const firstOnPage1 = await cards(page).first().textContent();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
  await settled(page);
  await expect(cards(page).first()).not.toHaveText(firstOnPage1 ?? '');
  for (const title of await cards(page).getByRole('heading', { level: 3 }).allTextContents()) expect(title).toMatch(/cook/i);

  // Details: a dialog with every field, the note on what a positive LMIA is, and the employer's history.
  const card = cards(page).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const details = card.getByRole('button', { name: 'Details' });
  await details.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('It is not a job posting: contact the employer directly.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: "Employer's LMIA history" })).toBeVisible();
  await expect(dialog.getByRole('table')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  await details.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/ai-tools\?jobId=\d+$/);

  expect(problems).toEqual([]);
});

test('an impossible search finds nothing, and Clear All Filters shows all jobs again', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await signInAsMember(page);
  const total = await resultCount(page).textContent();

  await page.goto('/jobs?search=zzqxv+nonexistent+occupation&province=Yukon&lmiaOnly=true&page=1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
  await expect(main.getByText('Try adjusting your search criteria or browse all available positions.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('zzqxv nonexistent occupation');
  await expect(filtersPanel(page).getByLabel('Province')).toHaveValue('Yukon');

  await main.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
  await expect(filtersPanel(page).getByLabel('Province')).toHaveValue('All Provinces');
  await expect(page.getByLabel('LMIA jobs only')).not.toBeChecked();
  await expect(resultCount(page)).toHaveText(total ?? '');
  await expect(cards(page).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a category chip and the sort change the list and the URL', async ({ page }) => {
  await signInAsMember(page);
  await page.getByRole('button', { name: 'Hospitality', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hospitality', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/jobs\?category=Hospitality$/);
  await expect(filtersPanel(page).getByLabel('Category')).toHaveValue('Hospitality');
  await expect(page.getByLabel('Sort by').getByRole('option')).toHaveText(['Newest', 'Newest quarter, most positions']);
  await page.getByLabel('Sort by').selectOption('newest-quarter');
  await expect(page).toHaveURL(/\/jobs\?category=Hospitality&sort=newest-quarter$/);
  await settled(page);
  await expect(cards(page).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?category=Hospitality$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('a member subscribes to a job alert, and only an administrator sees the funnel controls, on the console', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  const account = await signInAsMember(page, { verified: true });
  await page.goto('/jobs?search=welder&province=Alberta');
  const alertBox = page.getByRole('region', { name: 'Get new jobs by e-mail' });
  // Alerts go only to the member's own verified address: the field starts with it.
  await expect(alertBox.getByLabel('E-mail')).toHaveValue(account.email);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/job-alerts') && r.method() === 'POST');
  await alertBox.getByRole('button', { name: 'Subscribe' }).click();
  expect((await request).postDataJSON()).toMatchObject({ email: account.email, search: 'welder', province: 'Alberta' });
  await expect(alertBox).toContainText('Check your e-mail to confirm your job alert.');

  // The employer panel is information only (docs/product.md#d8-employers-out-of-scope).
  const employers = page.getByRole('region', { name: 'For Canadian employers' });
  await expect(employers.getByRole('link', { name: 'How hiring from Kenya works' })).toHaveAttribute('href', '/#employers');

  // The funnel's status and controls are the admin console's (docs/product.md#job-funnel), not a member's.
  await expect(page.getByRole('region', { name: 'Job funnel' })).toHaveCount(0);

  const login = await page.request.post('/api/admin/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  await page.evaluate(`localStorage.setItem('adminToken', ${JSON.stringify(token)})`);
  await page.goto('/admin-dashboard');
  const funnel = page.getByRole('region', { name: 'Job funnel' });
  await expect(funnel).toContainText('Sources');
  await funnel.getByRole('button', { name: 'Update now' }).click();
  await expect(toasts(page).getByText('Manual update completed! Fresh jobs have been added from all sources.')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list and a job's details fit the screen; only the LMIA history table scrolls sideways", async ({ page }) => {
    await signInAsMember(page);
    await page.goto('/jobs?search=cook&province=Ontario&lmiaOnly=true');
    await settled(page);
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    await cards(page).first().getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table')).toBeAttached();
    // Measured once the slide-in animation has brought the full-width panel to rest.
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0);
    // The right edge of everything in the panel outside the table (which has its own scrolling strip).
    const rightEdge = await dialog.evaluate((panel) => {
      // Typed by hand: the e2e files compile without the DOM library.
      type Box = { closest(selector: string): unknown; getBoundingClientRect(): { right: number } };
      const nodes = Array.from((panel as unknown as { querySelectorAll(selector: string): ArrayLike<Box> }).querySelectorAll('*'));
      return Math.max(...nodes.filter((node) => !node.closest('table')).map((node) => node.getBoundingClientRect().right));
    });
    expect(Math.round(rightEdge)).toBeLessThanOrEqual(390); // rounded: layout leaves sub-pixel remainders
  });

  test('the menu closes when one of its links is tapped, even right after it opened', async ({ page }) => {
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // Tapped at once, while the drawer still slides in (no wait for it to come to rest).
    await drawer.getByRole('link', { name: 'Pricing' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('with touch, as on an Android phone', () => {
    test.use({ hasTouch: true, isMobile: true });

    test('the menu closes with Back, and when a tap lands on a link while it slides in', async ({ page }) => {
      await page.goto('/jobs');
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      // Android's Back moves the page on without a link: the menu must not stay open over the page behind.
      await page.goBack();
      await expect(page).toHaveURL(/\/jobs$/);
      await expect(drawer).toBeHidden();
      // Opened again and a link tapped at once, while the drawer still slides in.
      await page.getByRole('button', { name: 'Open menu' }).tap();
      // A finger can only land on the link once it has slid onto the screen, not at rest yet.
      const pricing = drawer.getByRole('link', { name: 'Pricing' });
      await expect(pricing).toBeInViewport({ ratio: 0.5 });
      await pricing.tap({ force: true });
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(drawer).toBeHidden();
    });
  });
});

test('a member asks for advice on a listed job and gets improvements, immigration routes and the timeline', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await signInAsMember(page);
  const panel = page.getByRole('main').getByRole('region', { name: 'Job enhancement' });
  const firstTitle = (await cards(page).first().getByRole('heading', { level: 3 }).textContent())!.trim();
  await expect(panel.getByLabel('Job')).toContainText(firstTitle);
  await panel.getByRole('button', { name: 'Enhance this job' }).click();
  await expect(toasts(page)).toContainText('Job Information Enhanced Successfully');
  await expect(panel.getByRole('heading', { name: 'Strengthen your application' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Immigration routes for this job' })).toBeVisible();
  await expect(panel).toContainText('Temporary Foreign Worker Program');
  await expect(panel).toContainText('not legal advice');
  await panel.getByRole('button', { name: 'Enhance Another Job' }).click();
  await expect(panel.getByRole('button', { name: 'Enhance this job' })).toBeVisible();
  expect(problems).toEqual([]);
});
