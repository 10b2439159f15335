import { readFileSync } from 'node:fs';
import { expect, type Download } from '@playwright/test';
import { test } from './support/test';
import { signInAsMember } from './support/accounts';
import { collectConsoleErrors, toasts } from './support/page';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixture = (name: string) => new URL(name, FIXTURES).pathname;

async function savedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

test('a member fills the Resume tab, generates a Canadian resume and downloads it as Word and PDF', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  // The Word and PDF writers and pdf.js load only when asked for (docs/decisions/016-document-files.md).
  const heavy = /\/assets\/(word-file|pdf-file|pdf\.worker)[^/]*$/;
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (heavy.test(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
  });
  await signInAsMember(page, { path: '/ai-tools' });
  const main = page.getByRole('main');

  // Nothing required filled: the tab refuses with the product's words and makes no call.
  await main.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(toasts(page)).toContainText('Missing Information');
  await expect(toasts(page)).toContainText('Please fill in all required fields.');

  await main.getByLabel('First name').fill('Wanjĩrũ');
  await main.getByLabel('Last name').fill('Njoroge-Ogutu');
  await main.getByLabel('Phone').fill('0712 345 678');
  await main.getByLabel('Location').fill('Nairobi, Kenya');
  await main.getByLabel('Skills').fill('Filing, Customer service, Microsoft Excel');
  await main
    .getByLabel('Experience')
    .fill('Office assistant, Acme Supplies, Nairobi, 2019 – 2024\nAnswered 60 calls a day and kept the filing up to date.');
  await main.getByLabel('Education').fill('Diploma in Business Management, Kenya Institute of Management, 2018');
  // Every tab stays mounted; the visible panel is the Resume tab's.
  const resumeTab = main.getByRole('tabpanel');
  await resumeTab.getByLabel('Job title').fill('Office Administrator');
  await resumeTab.getByLabel('Job description').fill('Run the front office: filing, scheduling, answering phones and data entry in Excel.');
  await main.getByRole('button', { name: 'Generate Resume' }).click();

  const output = main.getByRole('region', { name: 'Generated Document' });
  const document = output.getByRole('article');
  await expect(document.getByRole('heading', { name: 'Wanjĩrũ Njoroge-Ogutu' })).toBeVisible();
  await expect(document).toContainText('+254 712 345 678');
  await expect(document).toContainText('Office Administrator');
  await expect(output).toContainText('written by the built-in writer');

  expect(loaded).toEqual([]);
  const [word] = await Promise.all([page.waitForEvent('download'), output.getByRole('button', { name: 'Word' }).click()]);
  expect(loaded.some((path) => path.includes('word-file'))).toBe(true);
  expect(word.suggestedFilename()).toMatch(/\.docx$/);
  expect((await savedBytes(word)).subarray(0, 2).toString()).toBe('PK');

  const [pdf] = await Promise.all([page.waitForEvent('download'), output.getByRole('button', { name: 'PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await savedBytes(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

  // The document was saved: 'My documents' lists it.
  await expect(main.getByRole('region', { name: 'My documents' })).toContainText('Resume — Office Administrator');
  expect(problems).toEqual([]);
});

test('Apply on a job fills the target job on /ai-tools', async ({ page }) => {
  await signInAsMember(page, { path: '/jobs' });
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card
    .getByRole('link', { name: /Apply/ })
    .or(card.getByRole('button', { name: /Apply/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/ai-tools\?jobId=\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByText(`Applying for ${title}`)).toBeVisible();
  const resumeTab = main.getByRole('tabpanel');
  await expect(resumeTab.getByLabel('Job title')).toHaveValue(title);
  await expect(resumeTab.getByLabel('Job description')).not.toHaveValue('');
});

test('a member uploads a PDF and a Word resume on /ai-tools and their text lands in the resume box', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectConsoleErrors(page);
  await signInAsMember(page, { path: '/ai-tools' });
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Resume Converter' }).click();
  const upload = main.getByLabel(/Upload your resume/);
  const resumeBox = main.getByLabel(/Resume text/);

  await upload.setInputFiles(fixture('resume-wanjiru.pdf'));
  // The first PDF loads pdf.js and its worker (1.8 MB uncompressed here): slow on a busy test machine.
  await expect(toasts(page)).toContainText('PDF Parsed Successfully', { timeout: 30_000 });
  await expect(resumeBox).toHaveValue(/Wanjĩrũ Njoroge-Ogutu/);

  await resumeBox.fill('');
  await upload.setInputFiles(fixture('resume-wanjiru.docx'));
  await expect(resumeBox).toHaveValue(/Wanjĩrũ Njoroge-Ogutu/, { timeout: 30_000 });

  await upload.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
  await expect(toasts(page)).toContainText('Invalid File Type');
  await expect(toasts(page)).toContainText('PNG');

  // The one converter: the CV is read into the profile editor, then converted into the page's output panel.
  await main.getByRole('button', { name: 'Read my CV' }).click();
  await expect(main.getByLabel('Last name')).toHaveValue(/Njoroge-Ogutu/);
  await main.getByRole('button', { name: /Next: choose a template/ }).click();
  await main.getByRole('button', { name: 'Convert to Canadian Format' }).click();
  const output = main.getByRole('region', { name: 'Generated Document' });
  await expect(output.getByRole('article')).toContainText('Njoroge-Ogutu');
  expect(problems).toEqual([]);
});

test('a member converts a .txt resume on /resume-converter and downloads it as text', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await signInAsMember(page, { path: '/resume-converter' });
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Read my CV' })).toBeDisabled();

  await main.getByLabel(/Upload your resume/).setInputFiles(fixture('resume-wanjiru.txt'));
  await expect(main.getByLabel(/Resume text/)).toHaveValue(/Njoroge-Ogutu/);
  await main.getByRole('button', { name: 'Read my CV' }).click();
  await expect(main.getByLabel('Last name')).toHaveValue(/Njoroge-Ogutu/);
  // A caregiver's CV: the template select starts on the one suggested for care work, and says so.
  await main.getByRole('button', { name: /Next: choose a template/ }).click();
  await expect(main.getByLabel('Template')).toHaveValue('professional');
  await expect(main).toContainText('Suggested for care work');

  await main.getByRole('button', { name: 'Convert to Canadian Format' }).click();
  const output = main.getByRole('region', { name: 'Generated Document' });
  await expect(output.getByRole('article')).toContainText('Wanjĩrũ Njoroge-Ogutu');

  const [download] = await Promise.all([page.waitForEvent('download'), output.getByRole('button', { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  expect((await savedBytes(download)).toString('utf8')).toContain('Njoroge-Ogutu');
  expect(problems).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the document tools and the converter fit the screen: only the tab strip scrolls sideways', async ({ page }) => {
    await signInAsMember(page, { path: '/ai-tools' });
    await expect(page.getByRole('main').getByRole('button', { name: 'Generate Resume' })).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.goto('/resume-converter');
    await expect(page.getByRole('main').getByRole('button', { name: 'Read my CV' })).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
