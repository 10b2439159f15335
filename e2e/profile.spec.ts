import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { test } from './support/test';
import { signInAsMember } from './support/accounts';

/** My profile and the one converter (docs/product.md#my-profile, docs/product.md#resume-converter). */

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const bytesOf = async (download: Download) => readFileSync(await download.path());

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return text;
}

/** Nothing of the member's CV may be left in browser storage (docs/decisions/038). */
async function browserStorage(page: Page): Promise<string> {
  // A string, run in the page: the e2e code is type-checked without the DOM's types.
  return page.evaluate<string>(`(async () => {
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, databases });
  })()`);
}

/**
 * The converter's journey after the CV is read: the name is there with ĩ and ũ, a bullet is edited and a role
 * deleted, a reload finds both, nothing is in browser storage, and the Word and PDF files carry the name.
 */
async function reviewEditReloadConvert(
  page: Page,
  cv: { firstName: RegExp; roleToDelete: string; deletedText: string; afterReload?: () => Promise<void> },
) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Read my CV' }).click();
  await expect(main.getByLabel('First name')).toHaveValue(cv.firstName, { timeout: 30_000 });
  await expect(main.getByRole('button', { name: `Delete ${cv.roleToDelete}` })).toBeVisible();
  await main.getByLabel('Bullet 1').first().fill('Cared for 32 patients a shift on a busy medical ward.');
  await main.getByRole('button', { name: `Delete ${cv.roleToDelete}` }).click();
  await expect(main.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await cv.afterReload?.();
  await expect(main.getByLabel('Bullet 1').first()).toHaveValue('Cared for 32 patients a shift on a busy medical ward.', {
    timeout: 30_000,
  });
  await expect(main.getByRole('button', { name: `Delete ${cv.roleToDelete}` })).toHaveCount(0);
  expect(await browserStorage(page)).not.toMatch(/Wanj|Kamau|Njoroge|patients/);

  await main.getByRole('button', { name: /Next: choose a template/ }).click();
  await main.getByRole('button', { name: 'Convert to Canadian Format' }).click();
  const output = main.getByRole('region', { name: 'Generated Document' });
  await expect(output.getByRole('article')).toContainText('Cared for 32 patients', { timeout: 30_000 });
  await expect(output.getByRole('article')).not.toContainText(cv.deletedText);
  // The quality report of the resume just produced sits beside it (docs/product.md#resume-converter).
  const report = output.getByRole('region', { name: 'Resume quality' });
  await expect(report.getByRole('meter', { name: 'Overall score' })).toBeVisible();
  await expect(output.getByRole('article')).not.toContainText('Resume quality');

  const [word] = await Promise.all([page.waitForEvent('download'), output.getByRole('button', { name: 'Word' }).click()]);
  const documentXml = await (await JSZip.loadAsync(await bytesOf(word))).file('word/document.xml')!.async('string');
  expect(documentXml).toContain('Wanjĩrũ');

  const [pdf] = await Promise.all([page.waitForEvent('download'), output.getByRole('button', { name: 'PDF' }).click()]);
  expect(await pdfText(await bytesOf(pdf))).toContain('Wanjĩrũ');
}

test('a member converts a two-column PDF CV: reviews and edits it, finds the edits after a reload, downloads Word and PDF with ĩ and ũ intact', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsMember(page, { path: '/resume-converter' });
  const main = page.getByRole('main');
  await main
    .getByLabel(/Upload your resume/)
    // A sidebar CV printed by Chromium, the name wrapped in the narrow column (e2e/fixtures/make-two-column-pdf.ts).
    .setInputFiles(fixture('resume-sidebar-name.pdf'));
  await expect(main.getByLabel(/Resume text/)).toHaveValue(/Kamau/, { timeout: 60_000 });
  await reviewEditReloadConvert(page, { firstName: /^Wanjĩrũ$/, roleToDelete: 'Cashier', deletedText: 'Naivas' });
});

test('the same journey from a text CV on the /ai-tools converter tab', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsMember(page, { path: '/ai-tools' });
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Resume Converter' }).click();
  await main.getByLabel(/Upload your resume/).setInputFiles(fixture('resume-wanjiru.txt'));
  await expect(main.getByLabel(/Resume text/)).toHaveValue(/Njoroge-Ogutu/);
  await reviewEditReloadConvert(page, {
    firstName: /^Wanjĩrũ$/,
    roleToDelete: 'Nursing Aide',
    deletedText: 'Kikuyu Mission Hospital',
    // The page opens on the Resume tab again; the converter's draft waits in its own tab.
    afterReload: () => main.getByRole('tab', { name: 'Resume Converter' }).click(),
  });
});

test('My profile: a member types a profile, adds and reorders roles with the keyboard, and finds it after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsMember(page, { path: '/profile' });
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Wanjĩrũ');
  await main.getByLabel('Last name').fill('Kamau');
  await main.getByRole('button', { name: 'Add role' }).click();
  await main.getByLabel('Position').fill('Staff Nurse');
  await main.getByRole('button', { name: 'Add role' }).click();
  await main.getByLabel('Position').nth(1).fill('Ward Manager');
  // Keyboard only: focus the second role's Move up and press Enter.
  await main.getByRole('button', { name: 'Move Ward Manager up' }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByLabel('Position').first()).toHaveValue('Ward Manager');
  await expect(main.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(main.getByLabel('First name')).toHaveValue('Wanjĩrũ', { timeout: 30_000 });
  await expect(main.getByLabel('Position').first()).toHaveValue('Ward Manager');
  await expect(main.getByLabel('Position').nth(1)).toHaveValue('Staff Nurse');
  expect(await browserStorage(page)).not.toMatch(/Wanj|Kamau|Nurse/);
});

const SAVED_PROFILE = {
  personalInfo: {
    firstName: 'Wanjĩrũ',
    lastName: 'Kamau',
    email: 'wanjiru.kamau@example.com',
    phone: '+254 722 111 222',
    location: 'Calgary, AB',
  },
  summary: '',
  skills: ['Patient care', 'Triage'],
  languages: [],
  workExperience: [
    {
      position: 'Staff Nurse',
      company: 'Nyeri County Referral Hospital',
      location: 'Nyeri',
      duration: 'Jan 2019 – Present',
      achievements: ['Cared for 30 patients a shift on the medical ward.'],
    },
  ],
  education: [{ degree: 'Diploma in Nursing', institution: 'Kenya Medical Training College', year: '2018' }],
  licences: [],
  excludedDetails: [],
};

test('a saved profile fills the three writing tools (each sends it) and the job alert, and every field stays editable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsMember(page, { path: '/jobs' });
  expect((await page.request.put('/api/profile', { data: SAVED_PROFILE })).ok()).toBe(true);

  await page.goto('/ai-tools');
  const main = page.getByRole('main');
  await expect(main.getByLabel('First name')).toHaveValue('Wanjĩrũ', { timeout: 30_000 });
  await expect(main.getByLabel('Last name')).toHaveValue('Kamau');
  await expect(main.getByLabel(/^Phone/)).toHaveValue('+254 722 111 222');
  await expect(main.getByLabel(/^Skills/)).toHaveValue('Patient care, Triage');
  await expect(main.getByRole('note').filter({ hasText: 'From My profile' })).toContainText('From My profile: 1 role, 1 school');
  await main.getByLabel(/^Phone/).fill('+254 733 444 555');

  const sent = async (path: string, click: () => Promise<void>) => {
    const request = page.waitForRequest((r) => r.url().endsWith(path) && r.method() === 'POST');
    await click();
    return (await request).postDataJSON() as { userProfile: { phone?: string; masterCv?: typeof SAVED_PROFILE } };
  };
  const resumeForm = main.getByRole('form', { name: 'Resume' });
  await resumeForm.getByLabel('Job title').fill('Registered Nurse');
  await resumeForm.getByLabel('Job description').fill('Registered nurse for a medical ward: patient assessment and triage.');
  const resume = await sent('/api/ai/resume', () => resumeForm.getByRole('button', { name: 'Generate Resume' }).click());
  expect(resume.userProfile.masterCv?.workExperience[0]?.position).toBe('Staff Nurse');
  expect(resume.userProfile.phone).toBe('+254 733 444 555');

  await main.getByRole('tab', { name: 'Cover Letter' }).click();
  const letterForm = main.getByRole('form', { name: 'Cover Letter' });
  await letterForm.getByLabel('Job title').fill('Registered Nurse');
  await letterForm.getByLabel('Company name').fill('Alberta Health Services');
  await letterForm.getByLabel('Job description').fill('Registered nurse for a medical ward: patient assessment and triage.');
  const letter = await sent('/api/ai/cover-letter', () => letterForm.getByRole('button', { name: 'Generate Cover Letter' }).click());
  expect(letter.userProfile.masterCv?.personalInfo.firstName).toBe('Wanjĩrũ');

  await main.getByRole('tab', { name: 'Personal Statement' }).click();
  const statementForm = main.getByRole('form', { name: 'Personal Statement' });
  const statement = await sent('/api/ai/personal-statement', () =>
    statementForm.getByRole('button', { name: 'Generate Personal Statement' }).click(),
  );
  expect(statement.userProfile.masterCv?.education[0]?.degree).toBe('Diploma in Nursing');

  await page.goto('/jobs');
  const alertBox = page.getByRole('region', { name: 'Get new jobs by e-mail' });
  await expect(alertBox.getByLabel(/Job title or keywords/)).toHaveValue('Staff Nurse', { timeout: 30_000 });
  await expect(alertBox.getByLabel('Province')).toHaveValue('Alberta');
  await alertBox.getByLabel(/Job title or keywords/).fill('Nurse');
  const alert = page.waitForRequest((r) => r.url().endsWith('/api/job-alerts') && r.method() === 'POST');
  await alertBox.getByRole('button', { name: 'Subscribe' }).click();
  expect((await alert).postDataJSON()).toMatchObject({ search: 'Nurse', province: 'Alberta' });
  expect(await browserStorage(page)).not.toMatch(/Wanj|Kamau|Staff Nurse|Calgary/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('My profile fits the screen', async ({ page }) => {
    await signInAsMember(page, { path: '/profile' });
    await page.getByRole('main').getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByRole('main').getByLabel('Position')).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
