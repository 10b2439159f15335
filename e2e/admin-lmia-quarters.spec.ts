import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { collectConsoleErrors } from './support/page';

// docs/product.md#lmia-data: the console's LMIA data tab lists the quarters and loads a quarter's file. The
// upload here is a shipped quarter the server loaded on its first start, so the data every other spec reads is
// left as it was: the answer says it is already loaded and nothing is duplicated.

const shipped = path.join(import.meta.dirname, '..', 'data', 'reference', 'esdc_tfwp_2025q1_positive_lmia_en.csv');

test('LMIA data: the quarters with their rows, a refused file, and a quarter already loaded said so', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectConsoleErrors(page);
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'LMIA data' }).click();
  const panel = page.getByRole('tabpanel', { name: 'LMIA data' });

  const table = panel.getByRole('region', { name: 'LMIA quarters loaded' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4); // the header and the three shipped quarters
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Jan–Mar 2025 (2025Q1)');
  await expect(newest).toContainText('17,952');

  const upload = panel.getByRole('button', { name: 'Upload and load' });
  await expect(upload).toBeDisabled();
  const file = panel.getByLabel('Quarter file');

  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a quarter') });
  await upload.click();
  await expect(panel.getByRole('alert')).toContainText('Upload the quarter as a .csv or .xlsx file');

  await file.setInputFiles(shipped);
  await upload.click();
  await expect(panel.getByRole('button', { name: /Loading the quarter/ })).toBeDisabled();
  await expect(panel.getByRole('status')).toContainText('Jan–Mar 2025 is already loaded: nothing was added and nothing duplicated.', {
    timeout: 150_000,
  });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(newest).toContainText('17,952');
  // The refused file is answered 400, which the browser and the API client log.
  expect(problems.filter((problem) => !/400|LMIA_FILE_TYPE/.test(problem))).toEqual([]);
});
