import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { signInAsMember } from './support/accounts';
import { collectConsoleErrors } from './support/page';

// docs/product.md#offer-check: the free offer check, on a phone, against the real API and its rules.

const SCAM = [
  'Congratulations! You have been selected for a Farm Worker job in Canada, Leamington, Ontario.',
  'Pay the processing fee of KSh 25,000 to M-Pesa number 0722 000 111 (Mary Wanjiku) before Friday to secure your slot.',
].join('\n');

const PLAUSIBLE = [
  'Dear Grace,',
  'Thank you for applying for the Harvesting Labourer position at Highline Produce Limited in Leamington, Ontario.',
  'We would like to invite you to a video interview on Tuesday at 4 pm East Africa Time. The wage is $17.20 per hour.',
  'Please confirm whether the time suits you.',
  'Kind regards,',
  'Human Resources',
].join('\n');

const BOX = 'Paste the message, e-mail or offer letter';

test.describe('offer check on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor pastes an M-Pesa "processing fee" message and sees "Likely a scam" with the fee quoted', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await page.goto('/offer-check');
    await expect(page).toHaveTitle('Check a job offer | Maple Bridge');
    await expect(page.getByText('never stored, logged or shared')).toBeVisible();

    await page.getByRole('textbox', { name: BOX }).fill(SCAM);
    const sent = page.waitForRequest((request) => request.url().includes('/api/offer-check'));
    await page.getByRole('button', { name: 'Check this offer' }).click();

    // A POST with the message in its body, never in an address.
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
    expect(request.postDataJSON()).toEqual({ text: SCAM });

    const verdict = page.getByRole('heading', { level: 2, name: 'Likely a scam' });
    await expect(verdict).toBeFocused();
    await expect(page).toHaveURL(/\/offer-check$/);
    const flags = page.getByRole('region', { name: /red flags?$/ });
    await expect(flags).toContainText('processing fee');
    await expect(flags.getByRole('heading', { name: 'A fee asked of you' })).toBeVisible();
    const tipLine = page.getByRole('link', { name: /1-866-602-9448/ });
    await expect(tipLine).toHaveAttribute('target', '_blank');
    await expect(tipLine).toHaveAttribute('rel', 'noopener noreferrer');

    // The answer passes axe and fits the phone.
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
    expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  test('a plausible offer is not called a scam; an empty form and a message over 20,000 characters are refused', async ({ page }) => {
    await page.goto('/offer-check');
    const box = page.getByRole('textbox', { name: BOX });
    const button = page.getByRole('button', { name: 'Check this offer' });

    await button.click();
    await expect(page.getByText('Paste the message or offer, or type the employer, occupation or province to check')).toBeVisible();

    await box.fill('x'.repeat(20_001));
    await expect(page.getByText('20,001 of 20,000 characters.')).toBeVisible();
    await button.click();
    await expect(page.getByText('Paste at most 20,000 characters')).toBeVisible();

    await box.fill(PLAUSIBLE);
    await button.click();
    const verdict = page.getByRole('heading', { level: 2 }).first();
    await expect(verdict).toBeFocused();
    await expect(verdict).not.toHaveText('Likely a scam');
    await expect(page.getByRole('region', { name: 'The employer on the approved list' })).toContainText(
      'Being on the list does not make a message genuine',
    );

    await page.getByRole('button', { name: 'Check another' }).click();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });
});

test('a member checks an application at Offer Received: the employer and job title arrive pre-filled, not in the address', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsMember(page);
  const jobs = await page.request.get('/api/jobs');
  expect(jobs.ok()).toBe(true);
  const [job] = (await jobs.json()) as { id: number; title: string; company: string }[];
  const created = await page.request.post('/api/applications', { data: { jobId: job!.id, status: 'Offer Received' } });
  expect(created.status()).toBe(201);

  await page.goto('/applications');
  await page.getByRole('main').getByRole('button', { name: job!.title }).click();
  const panel = page.getByRole('dialog', { name: job!.title });
  await panel.getByRole('link', { name: 'Check this offer' }).click();

  await expect(page).toHaveURL(/\/offer-check$/);
  await expect(page.getByRole('textbox', { name: /Employer/ })).toHaveValue(job!.company);
  await expect(page.getByRole('textbox', { name: /Occupation/ })).toHaveValue(job!.title);
  await expect(page.getByRole('textbox', { name: BOX })).toBeFocused();
});
