import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { createPaidMember, fillSignIn } from './support/accounts';
import { collectConsoleErrors } from './support/page';

// docs/product.md#my-matches: a nurse's matches at 390 px, from the profile to an employer's page.

const NURSE_PROFILE = {
  personalInfo: { firstName: 'Achieng', lastName: 'Otieno', email: 'achieng@example.com', phone: '', location: 'Nairobi, Kenya' },
  summary: '',
  skills: ['Patient care'],
  languages: [],
  workExperience: [
    {
      position: 'Registered nurse',
      company: 'Kenyatta National Hospital',
      location: 'Nairobi',
      duration: '2018 – Present',
      achievements: [],
    },
  ],
  education: [],
  licences: [],
  excludedDetails: [],
};

const noWiderThanThePhone = async (page: Page) =>
  expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a nurse sees NOC 31301 first, employers with their reasons, narrows to Ontario, opts in and opens an employer', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = collectConsoleErrors(page);
    const account = await createPaidMember(page);
    await page.goto('/sign-in');
    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/jobs$/);

    // No job titles yet: the page says what to do.
    await page.goto('/matches');
    await expect(page.getByText('Add your job titles to your profile to see matches')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile');

    expect((await page.request.put('/api/profile', { data: NURSE_PROFILE })).ok()).toBe(true);
    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: 'My matches' }).click();
    await expect(page).toHaveURL(/\/matches$/);

    const chips = page.getByRole('list', { name: 'Occupations used' }).getByRole('listitem');
    await expect(chips.first()).toContainText('31301 Registered nurses and registered psychiatric nurses');
    await settled(page);
    const employers = page
      .getByRole('region', { name: 'Employers' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(employers.first()).toBeVisible();
    const reasons = employers.first().getByRole('list', { name: 'Why it is a match' });
    await expect(reasons).toContainText(/positions? for Registered nurses and registered psychiatric nurses \(31301\)/);
    await expect(reasons).toContainText(/Approved in /);
    await noWiderThanThePhone(page);

    // Ontario only: the choice is in the address, and each employer says it is in one of the member's provinces.
    await page.getByText(/^Provinces: all of Canada/).click();
    await page.getByRole('checkbox', { name: 'Ontario' }).click();
    await expect(page).toHaveURL(/province=ON/);
    await settled(page);
    await expect(employers.first().getByRole('list', { name: 'Why it is a match' })).toContainText('In Ontario, one of your provinces');
    await noWiderThanThePhone(page);

    // The new-quarter e-mail opt-in is kept on the server.
    const optIn = page.getByRole('checkbox', { name: /E-mail me my new matches/ });
    await optIn.click();
    await expect(optIn).toBeChecked();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /E-mail me my new matches/ })).toBeChecked();
    await expect(page).toHaveURL(/province=ON/);

    const link = employers.first().getByRole('heading').getByRole('link');
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/employers\/on-[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Every province unticked is all of Canada, said in the address: an absent one would mean the profile's.
    await page.goBack();
    await expect(page).toHaveURL(/province=ON/);
    const ontario = page.getByRole('checkbox', { name: 'Ontario' });
    if (!(await ontario.isVisible())) await page.getByText(/^Provinces: ON/).click();
    await ontario.click();
    await expect(page).toHaveURL(/province=all/);
    await expect(page.getByText(/^Provinces: all of Canada/)).toBeVisible();
    await settled(page);
    await expect(employers.first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
