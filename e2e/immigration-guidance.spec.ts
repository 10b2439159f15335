import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signInAsMember } from './support/accounts';
import { collectConsoleErrors } from './support/page';
import { test } from './support/test';

// docs/product.md#immigration-timeline and docs/product.md#regulated-occupations: the LMIA answer on the
// application, the Kenyan work-permit items, and the regulated-occupation note, at a 390 px phone.

test.use({ viewport: { width: 390, height: 844 } });

/** Serious and critical violations inside `scope` (a selector), one line each. */
async function seriousViolations(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A registered nurse's job from the real LMIA list loaded at start. */
async function nurseJob(page: Page): Promise<{ id: number; title: string; province: string }> {
  const answer = await page.request.get('/api/jobs?search=registered%20nurses&pageSize=50');
  expect(answer.ok()).toBe(true);
  const jobs = (await answer.json()) as { id: number; title: string; province: string; nocCode: string | null }[];
  const nurse = jobs.find((job) => job.nocCode === '31301');
  expect(nurse, 'a 31301 job in the LMIA list').toBeDefined();
  return nurse!;
}

const noSidewaysScroll = async (page: Page) =>
  expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);

test('the employer holds an LMIA: yes skips the LMIA step; the timeline lists the Kenyan work-permit items and the nurse’s licence', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = collectConsoleErrors(page);
  await signInAsMember(page);
  const job = await nurseJob(page);
  const created = await page.request.post('/api/applications', { data: { jobId: job.id, status: 'Offer Received' } });
  expect(created.status()).toBe(201);

  await page.goto('/applications');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: job.title }).first().click();
  const panel = page.getByRole('dialog', { name: job.title });
  const timeline = panel.getByRole('region', { name: 'Immigration timeline' });
  await expect(timeline).toBeVisible();
  const lmiaStep = timeline.locator('[data-step="lmia"]');
  await expect(lmiaStep).toContainText('Answer on the application');
  await expect(lmiaStep).not.toHaveAttribute('data-skipped', 'true');

  // What a Kenyan needs for the work permit, each a link to its official page; no ECA before permanent residence.
  const permit = timeline.locator('[data-step="workPermit"]');
  for (const name of [
    /Apply online in your IRCC account/,
    /Biometrics at the visa application centre in Nairobi/,
    /Visitor visa issued with the permit/,
    /Medical exam by an IRCC panel physician/,
    /DCI Certificate of Good Conduct/,
  ])
    await expect(permit.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  await expect(permit).not.toContainText('credential assessment');
  await expect(timeline.locator('[data-step="arrival"]').getByRole('link', { name: /issued at the port of entry/ })).toBeVisible();
  await expect(timeline.locator('[data-step="permanentResidence"]')).toContainText('Educational credential assessment (ECA)');
  await expect(timeline).toContainText('Steps written on November 27, 2026');

  // The nurse's licence, in the timeline.
  const regulated = timeline.getByRole('region', { name: 'Regulated occupation' });
  await expect(regulated).toContainText('NNAS');
  await expect(regulated).toContainText('NCLEX-RN');

  // Not sure → ask the employer; yes → skipped, saying why.
  const form = panel.getByRole('form', { name: 'Employer’s LMIA' });
  await form.getByRole('radio', { name: 'Not sure' }).check();
  await form.getByRole('button', { name: 'Save answer' }).click();
  await expect(lmiaStep).toContainText('Ask your employer whether they already hold a positive LMIA');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'Save answer' }).click();
  // The toast is outside the open dialog, which hides the rest of the page from the accessibility tree: found by its text.
  await expect(page.getByText('Employer holds an LMIA: Yes', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(lmiaStep).toHaveAttribute('data-skipped', 'true');
  await expect(lmiaStep).toContainText('Skipped: you said your employer already holds a positive LMIA');
  await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();

  // The answer is kept: opened again after a reload, the step is still skipped.
  await page.reload();
  await main.getByRole('button', { name: job.title }).first().click();
  await expect(page.getByRole('dialog', { name: job.title }).locator('[data-step="lmia"]')).toHaveAttribute('data-skipped', 'true');
  await noSidewaysScroll(page);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  expect(problems).toEqual([]);
});

test('a nurse job shows the regulated-occupation note with its sources, to a member and to a visitor', async ({ page }) => {
  // A sign-in, three pages and an accessibility scan of each at 390 px: on a busy machine more than 30 s.
  test.slow();
  const problems = collectConsoleErrors(page);
  await signInAsMember(page);
  const job = await nurseJob(page);
  await page.goto(`/jobs/${job.id}`);
  const note = page.getByRole('region', { name: 'Regulated occupation' }).first();
  await expect(note).toContainText('need a licence or certificate before they may work');
  await expect(note).toContainText('NCLEX-RN');
  await expect(note.getByRole('link', { name: /National Nursing Assessment Service/ })).toHaveAttribute('href', 'https://www.nnas.ca/');
  await expect(note).toContainText('Written on November 27, 2026');
  await expect(page.getByRole('main')).not.toContainText('experience in a related TEER 2 occupation');
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // My matches marks the occupation and explains it.
  await page.goto('/matches?noc=31301');
  const mark = page.getByRole('main').getByRole('link', { name: /Regulated/ });
  await expect(mark).toBeVisible();
  await mark.click();
  await expect(page.getByRole('main').getByRole('region', { name: 'Regulated occupation' })).toContainText('NNAS');
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('region', { name: 'Regulated occupation' }).first()).toContainText('NCLEX-RN');
  expect(problems).toEqual([]);
});
