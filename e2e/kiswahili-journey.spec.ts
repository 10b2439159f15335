import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { MEMBERSHIP } from '../src/shared/constants';
import { m } from '../src/shared/i18n/paraglide/messages.js';
import { test } from './support/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { collectConsoleErrors, escapeRegExp } from './support/page';

/**
 * Issue 30: the member's whole journey in Kiswahili on a 390 px phone (docs/product.md#languages): every element is
 * found by its text in the Kiswahili catalogue, so a page still showing English fails here.
 */
const sw = { locale: 'sw' } as const;
/** A message's words as the page shows them: the `<tag>`s of a rich text are links, not words. */
const plain = (text: string) => text.replace(/<\/?[a-z]+>/g, '');

/** An optional field's name: its label and the catalogue's "(optional)". */
const optional = (label: string) => `${label} ${m.shell_optional({}, sw)}`;

test.use({ viewport: { width: 390, height: 844 }, locale: 'sw-KE' });

const SCAM = [
  'Congratulations! You have been selected for a Farm Worker job in Canada, Leamington, Ontario.',
  'Pay the processing fee of KSh 25,000 to M-Pesa number 0722 000 111 (Mary Wanjiku) before Friday to secure your slot.',
].join('\n');

/** A Kenyan visitor (an address of Safaricom's, passed by the loopback proxy the e2e server trusts), as in mpesa.spec.ts. */
async function fromKenya(page: Page) {
  const address = `41.90.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/** What every page of the journey must be: Kiswahili, under /sw/, fitting the phone, with no serious axe finding. */
async function checkPage(page: Page, step: string) {
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, step).toMatch(/^\/sw\//);
  await expect(page.locator('html'), step).toHaveAttribute('lang', 'sw');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, step).toEqual([]);
  expect((await page.evaluate('document.documentElement.scrollWidth')) as number, step).toBeLessThanOrEqual(390);
}

test('in Kiswahili on a phone: sign up, pay by M-Pesa, search jobs, write a resume, track a job and check an offer', async ({ page }) => {
  // Six pages, each with an axe scan, a sandbox payment and a generated resume: up to minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  const problems = collectConsoleErrors(page);
  await fromKenya(page);

  // A phone set to Kiswahili opening the home page is sent to its Kiswahili twin.
  await page.goto('/');
  await expect(page).toHaveURL(/\/sw\/$/);
  await checkPage(page, 'home');

  // Sign up through the Kiswahili form.
  await page.goto('/sw/sign-up');
  await checkPage(page, 'sign-up');
  const email = uniqueEmail();
  await page.getByLabel(m.shell_first_name({}, sw), { exact: true }).fill('Achieng');
  await page.getByLabel(m.shell_last_name({}, sw), { exact: true }).fill('Odhiambo');
  await page.getByLabel(m.shell_email({}, sw), { exact: true }).fill(email);
  await page.getByLabel(m.auth_password_label({}, sw), { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.auth_confirm_password_label({}, sw), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: plain(m.auth_accept_terms({}, sw)) }).check();
  await page.getByRole('button', { name: m.auth_create_account_and_pay({ price: MEMBERSHIP.priceCad }, sw) }).click();

  // Pay by M-Pesa: from Kenya it is the open tab; the sandbox answers like Safaricom.
  await expect(page).toHaveURL(/\/sw\/checkout$/);
  const phone = page.getByLabel(m.shared_mpesa_phone_label({}, sw), { exact: true });
  await expect(phone).toBeVisible();
  await checkPage(page, 'checkout');
  // A Safaricom number of its own (the offline sandbox accepts any): the test number is held to three pushes in ten
  // minutes, which the English M-Pesa and refund journeys use.
  await phone.fill(`0722 ${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`);
  await page.getByRole('button', { name: m.shared_mpesa_send_request({}, sw) }).click();

  // Paid: on the Kiswahili jobs page.
  await expect(page).toHaveURL(/\/sw\/jobs$/, { timeout: 20_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: m.jobs_page_title({}, sw) })).toBeVisible();
  const firstCard = main.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await checkPage(page, 'jobs');

  // Search for a word of the first job's title: the address keeps the search and the job is still found.
  const title = (await firstCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  const word = title.split(/\s+/).find((part) => part.length >= 4) ?? title;
  await main.getByRole('searchbox', { name: m.jobs_search_label({}, sw) }).fill(word);
  await expect(page).toHaveURL(/\/sw\/jobs\?.*search=/);
  const found = main
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
    .first();
  await expect(found).toBeVisible();
  await checkPage(page, 'jobs search');

  // Track it: Save puts it on the applications board.
  await found.getByRole('button', { name: new RegExp(`^${escapeRegExp(m.applications_save_label({}, sw))} `) }).click();
  await expect(page.getByText(m.applications_saved_toast({}, sw)).first()).toBeVisible();
  await page.goto('/sw/applications');
  await expect(main.getByRole('heading', { level: 1, name: m.applications_page_title({}, sw) })).toBeVisible();
  await expect(main.getByRole('button', { name: title })).toBeVisible();
  await checkPage(page, 'applications');

  // Generate a resume on the Kiswahili AI tools page (the document itself stays in English, for Canadian employers).
  await page.goto('/sw/ai-tools');
  await main.getByLabel(m.documents_first_name({}, sw), { exact: true }).fill('Achieng');
  await main.getByLabel(m.documents_last_name({}, sw), { exact: true }).fill('Odhiambo');
  await main.getByLabel(optional(m.documents_phone({}, sw)), { exact: true }).fill('0712 345 678');
  await main.getByLabel(optional(m.documents_location({}, sw)), { exact: true }).fill('Kisumu, Kenya');
  await main.getByLabel(optional(m.documents_skills({}, sw)), { exact: true }).fill('Cooking, Food safety, Customer service');
  await main.getByLabel(optional(m.documents_experience({}, sw)), { exact: true }).fill('Cook, Lakeview Hotel, Kisumu, 2019 – 2024');
  await main
    .getByLabel(optional(m.documents_education({}, sw)), { exact: true })
    .fill('Certificate in Food Production, Kisumu Polytechnic, 2018');
  const tab = main.getByRole('tabpanel');
  await tab.getByLabel(m.documents_job_title({}, sw), { exact: true }).fill('Cook');
  await tab.getByLabel(m.documents_job_description({}, sw), { exact: true }).fill('Prepare and cook meals and keep the kitchen clean.');
  await main.getByRole('button', { name: m.documents_resume_generate({}, sw) }).click();
  const output = main.getByRole('region', { name: m.documents_output_title({}, sw) });
  await expect(output.getByRole('article').getByRole('heading', { name: 'Achieng Odhiambo' })).toBeVisible({ timeout: 20_000 });
  await checkPage(page, 'ai-tools');

  // Check an offer: a "processing fee" message is called a likely scam, in Kiswahili.
  await page.goto('/sw/offer-check');
  await main.getByRole('textbox', { name: m.guidance_offer_text_label({}, sw) }).fill(SCAM);
  await main.getByRole('button', { name: m.guidance_offer_submit({}, sw) }).click();
  await expect(page.getByRole('heading', { level: 2, name: m.guidance_offer_verdict_scam_heading({}, sw) })).toBeFocused();
  await checkPage(page, 'offer-check');

  expect(problems).toEqual([]);
});
