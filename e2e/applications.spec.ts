import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { signInAsMember } from './support/accounts';
import { collectConsoleErrors, toasts } from './support/page';

// docs/product.md#applications-page and docs/product.md#immigration-timeline

const jobCards = (page: Page) => page.getByRole('main').getByRole('article');

/** Picks a status, writes a note, ticks documents, and saves the change in the open application panel. */
async function changeStatus(panel: ReturnType<Page['getByRole']>, status: string, note: string, documents: string[] = []) {
  await panel.getByLabel('New status').selectOption(status);
  await panel.getByLabel('Note').fill(note);
  for (const title of documents) await panel.getByRole('checkbox', { name: title }).check();
  await panel.getByRole('button', { name: 'Save status' }).click();
  await expect(panel.getByText(`Status: ${status}`, { exact: false }).first()).toBeVisible();
  await expect(panel.getByRole('region', { name: 'History' })).toContainText(note);
}

test('a member saves a job, moves it to Offer Received with notes and a generated resume, and sees the timeline', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectConsoleErrors(page);
  const account = await signInAsMember(page);

  // Save the first job on /jobs: the card then shows its status instead of Save.
  const card = jobCards(page).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('button', { name: /^Save / }).click();
  await expect(toasts(page).getByText('Saved to your applications')).toBeVisible();
  await expect(card.getByRole('link', { name: /: Saved\./ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Save / })).toHaveCount(0);

  // A generated resume to attach (the documents feature saves every document it writes).
  const resume = await page.request.post('/api/ai/resume', {
    data: {
      jobTitle: title,
      jobDescription: 'Prepare and cook meals, keep the kitchen clean and work with the team.',
      userProfile: { firstName: account.firstName, lastName: account.lastName, skills: ['Cooking'] },
    },
  });
  expect(resume.ok()).toBe(true);
  const resumeTitle = `Resume — ${title}`;

  // Through the signed-in navigation to the board.
  await page.getByRole('banner').getByRole('button', { name: account.firstName }).click();
  await page.getByRole('menuitem', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(main.getByRole('region', { name: /^Saved/ })).toContainText(title);

  await main.getByRole('button', { name: title }).click();
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Immigration timeline' })).toHaveCount(0);

  await changeStatus(panel, 'Applied', 'Sent my CV by e-mail.');
  await changeStatus(panel, 'Interview Scheduled', 'Video interview on Monday at 16:00.', [resumeTitle]);
  await expect(panel.getByRole('region', { name: 'History' })).toContainText(`Attached: ${resumeTitle}`);
  await changeStatus(panel, 'Offer Received', 'Offer: 40 hours a week.');

  // The history keeps every change in order.
  const history = panel.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText('Saved');
  await expect(history.nth(1)).toContainText('Applied');
  await expect(history.nth(2)).toContainText('Interview Scheduled');
  await expect(history.nth(3)).toContainText('Offer Received');

  // From the offer on: the path with estimated dates, the province's guidance, the official pages.
  const timeline = panel.getByRole('region', { name: 'Immigration timeline' });
  await expect(timeline).toBeVisible();
  await expect(timeline).toContainText('not legal or immigration advice');
  await expect(timeline).toContainText('Labour Market Impact Assessment (LMIA)');
  await expect(timeline).toContainText('2–6 months');
  await expect(timeline).toContainText('Work permit');
  await expect(timeline).toContainText('Permanent residence');
  await expect(timeline).toContainText('Police certificate');
  await expect(timeline.getByRole('link', { name: /Official information/ }).first()).toHaveAttribute(
    'href',
    'https://www.canada.ca/en/employment-social-development/services/foreign-workers.html',
  );

  // (Escape would first dismiss the status toast, which is a layer of its own.)
  await panel.getByRole('button', { name: 'Close application' }).click();
  await expect(panel).toHaveCount(0);
  // Focus goes back to the card, which the change moved to another column.
  await expect(main.getByRole('button', { name: title })).toBeFocused();
  await expect(main.getByRole('region', { name: /^Offer Received/ })).toContainText(title);

  // Filter and search go to the server and into the address.
  await main.getByLabel('Status').selectOption('Applied');
  await expect(page).toHaveURL(/status=Applied/);
  await expect(main.getByRole('heading', { name: 'No applications match' })).toBeVisible();
  await main.getByLabel('Status').selectOption('Offer Received');
  await expect(main.getByRole('button', { name: title })).toBeVisible();
  await main.getByLabel('Search job title, company, place or notes').fill('no such job anywhere');
  await main.getByRole('button', { name: 'Search applications' }).click();
  await expect(page).toHaveURL(/search=no\+such\+job\+anywhere/);
  await expect(main.getByRole('heading', { name: 'No applications match' })).toBeVisible();

  // Back on /jobs the same card (the first: many jobs share a title) shows the status.
  await page.goto('/jobs');
  await expect(
    jobCards(page)
      .first()
      .getByRole('link', { name: /: Offer Received\./ }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('an empty board points to /jobs; at 390 px the board opens, closes and deletes by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsMember(page);
  await page.goto('/applications');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Find jobs to save' })).toHaveAttribute('href', '/jobs');

  const jobs = await page.request.get('/api/jobs');
  expect(jobs.ok()).toBe(true);
  const [job] = (await jobs.json()) as { id: number; title: string }[];
  const created = await page.request.post('/api/applications', { data: { jobId: job!.id, status: 'Applied', notes: 'From the API' } });
  expect(created.status()).toBe(201);

  await page.goto('/applications');
  // A phone lists only the statuses in use, and nothing scrolls sideways.
  await expect(main.getByRole('region', { name: /^Applied/ })).toBeVisible();
  await expect(main.getByRole('region', { name: /^Saved/ })).toBeHidden();
  expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);

  const opener = main.getByRole('button', { name: job!.title });
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: job!.title });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Delete application' }).press('Enter');
  await expect(panel.getByRole('button', { name: 'Yes, delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Application deleted')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
});

test('a visitor meets the gate on /applications and sees no Applications link', async ({ page }) => {
  await page.goto('/applications');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Applications' })).toHaveCount(0);
});
