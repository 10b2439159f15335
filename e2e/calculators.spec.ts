import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { collectConsoleErrors } from './support/page';

test.describe('Calculators on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor converts IELTS scores to CLB, carries them into the CRS form and sees the worked example total', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await page.goto('/calculators');
    await expect(page).toHaveTitle('CRS and CLB calculators | Maple Bridge');
    await expect(page.getByRole('link', { name: 'official CRS calculator' })).toHaveAttribute(
      'href',
      'https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp',
    );
    await expect(page.getByText('Job offers give no points since 25 March 2025.')).toBeVisible();

    // The converter: IELTS General Training is the first test offered.
    const converter = page.getByRole('region', { name: 'Language scores to CLB' });
    await expect(converter.getByRole('combobox', { name: 'Language test' })).toHaveValue('ielts-general');
    await converter.getByRole('textbox', { name: 'Listening' }).fill('8');
    await converter.getByRole('textbox', { name: 'Reading' }).fill('9.5');
    await converter.getByRole('textbox', { name: 'Writing' }).fill('7');
    await converter.getByRole('textbox', { name: 'Speaking' }).fill('7');
    // A band IELTS does not give: the field says so and no level is shown.
    await expect(converter.getByText('Enter a score from 0 to 9, in steps of 0.5')).toBeVisible();
    await expect(converter.getByRole('textbox', { name: 'Reading' })).toHaveAttribute('aria-invalid', 'true');
    await expect(converter.getByRole('button', { name: 'Use as my first official language' })).toHaveCount(0);

    // By keyboard: the corrected reading score.
    const reading = converter.getByRole('textbox', { name: 'Reading' });
    await reading.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('7');
    const levels = converter.getByRole('list', { name: 'Your levels' }).getByRole('listitem');
    await expect(levels).toHaveText(['Listening: CLB 9', 'Reading: CLB 9', 'Writing: CLB 9', 'Speaking: CLB 9']);
    await converter.getByRole('button', { name: 'Use as my first official language' }).click();
    await expect(converter.getByText('Copied into the CRS calculator below as your first official language.')).toBeVisible();

    // The CRS form: the levels arrived; single, 29, master's, 1 year in Canada.
    const calculator = page.getByRole('region', { name: 'CRS points calculator' });
    const estimate = calculator.getByRole('status');
    await expect(estimate).toHaveText('Give your age and education to see your estimate.');
    const english = calculator.getByRole('group', { name: 'English levels' });
    for (const skill of ['Listening', 'Reading', 'Writing', 'Speaking']) {
      await expect(english.getByRole('combobox', { name: skill })).toHaveValue('9');
    }
    await calculator.getByRole('textbox', { name: 'Age' }).fill('29');
    await calculator.getByRole('combobox', { name: 'Highest education' }).selectOption('masters');
    await calculator.getByRole('combobox', { name: 'Skilled work experience in Canada' }).selectOption('1');
    // 110 (age) + 135 (master's) + 124 (CLB 9 × 4) + 40 (1 year) = 409; transferability 50 + 25 capped at 50: 459.
    await expect(estimate).toHaveText('Estimated CRS score: 459 of 1,200');
    // On a phone the total also follows the reader down the form, pinned to the bottom of the screen.
    await expect(calculator.getByRole('link', { name: /^Estimated CRS score: 459\s?See the breakdown$/ })).toBeInViewport();
    await expect(calculator.getByText('Job offer (no points since 25 March 2025)')).toBeVisible();

    // A spouse who comes along: lower core figures and a spouse section. 100 + 126 + 116 + 35 + 50 = 427.
    await calculator.getByRole('combobox', { name: 'Spouse or common-law partner' }).selectOption('with');
    await expect(calculator.getByRole('group', { name: 'Your spouse or partner' })).toBeVisible();
    await expect(estimate).toHaveText('Estimated CRS score: 427 of 1,200');

    // An age that is not a whole number is refused beside the field.
    await calculator.getByRole('textbox', { name: 'Age' }).fill('29.5');
    await expect(estimate).toHaveText('Enter your age in whole years');
    await expect(calculator.getByRole('textbox', { name: 'Age' })).toHaveAttribute('aria-invalid', 'true');
    await calculator.getByRole('textbox', { name: 'Age' }).fill('29');
    await expect(estimate).toHaveText('Estimated CRS score: 427 of 1,200');

    // With everything shown (levels, breakdown, spouse section): no serious axe violation, no sideways scroll.
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(
      results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    expect(width).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
