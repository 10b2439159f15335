import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createPaidMember, fillSignIn } from './support/accounts';
import { test } from './support/test';

// docs/product.md#accessibility: every public page, at a 390 px phone and at desktop width, has no serious or
// critical axe-core violation, and does not scroll sideways on the phone.

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/jobs',
  '/ai-tools',
  '/resume-converter',
  '/marketing-flyer',
  '/calculators',
  '/offer-check',
  '/about',
  '/terms',
  '/privacy',
  '/refunds',
  '/admin-login',
] as const;

const VIEWPORTS = [
  { name: 'a 390 px phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
] as const;

/** The member's own pages, checked signed in as a paid member. */
// /checkout needs a session (docs/product.md#checkout): a paid member sees how long they are a member.
const MEMBER_PAGES = ['/applications', '/account', '/jobs', '/checkout'] as const;

/** Serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The page once its data has arrived: nothing busy, no spinner. */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const viewport of VIEWPORTS) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
        if (viewport.width === 390) {
          const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
          expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(390);
        }
      });
    }

    test("a member's own pages have no serious or critical accessibility violation", async ({ page }) => {
      // Four pages, each settled and scanned: about 25 s on a quiet 2-core machine.
      test.setTimeout(90_000);
      const account = await createPaidMember(page);
      await page.goto('/sign-in');
      await fillSignIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/jobs$/);
      for (const path of MEMBER_PAGES) {
        await page.goto(path);
        await settled(page);
        expect(await seriousViolations(page), path).toEqual([]);
        if (viewport.width === 390) {
          const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
          expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(390);
        }
      }
    });
  });
}

test('the home page can be used from the keyboard, with a visible focus on every stop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await settled(page);
  const invisible: string[] = [];
  for (let stop = 0; stop < 25; stop += 1) {
    await page.keyboard.press('Tab');
    // A string, because the e2e files compile without the DOM library.
    const focus = (await page.evaluate(`(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== 'none';
      return { name: element.tagName.toLowerCase() + ' ' + (element.textContent || '').trim().slice(0, 40), visible: outlined || ringed };
    })()`)) as { name: string; visible: boolean } | null;
    if (focus && !focus.visible) invisible.push(focus.name);
  }
  expect(invisible).toEqual([]);
});
