import { expect } from '@playwright/test';
import { test } from './support/test';
import { collectConsoleErrors } from './support/page';

test.describe('NOC finder on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor types "fundi wa magari" and sees the mechanics unit group with its reason', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await page.goto('/noc-finder');
    await expect(page).toHaveTitle('NOC finder | Maple Bridge');

    // By keyboard: the field, then Enter.
    const field = page.getByRole('textbox', { name: 'Your job title' });
    await field.fill('fundi wa magari');
    await field.press('Enter');

    await expect(page).toHaveURL(/\/noc-finder\?title=fundi\+wa\+magari$/);
    const best = page.getByRole('article').first();
    await expect(best).toContainText('NOC 72410');
    await expect(best.getByRole('heading', { level: 3 })).toHaveText(
      'Automotive service technicians, truck and bus mechanics and mechanical repairers',
    );
    await expect(best).toContainText('TEER 2:');
    await expect(best).toContainText("Why: Kenyan term 'fundi wa magari' = motor vehicle mechanic");
    await expect(page.getByRole('status').filter({ hasText: 'likely occupations' })).toHaveText(
      '5 likely occupations for "fundi wa magari"',
    );

    // Too short: the form says so and sends nothing.
    await field.fill('a');
    await page.getByRole('button', { name: 'Find my NOC' }).click();
    await expect(page.getByText('Type a job title of at least 2 characters')).toBeVisible();
    await expect(page).toHaveURL(/title=fundi\+wa\+magari$/);

    // A word the vocabulary does not have: the empty state, not an error.
    await field.fill('zzqx qqq');
    await field.press('Enter');
    await expect(page.getByText('No NOC unit group matched this title.')).toBeVisible();

    const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    expect(width).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
