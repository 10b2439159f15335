import { test as base } from '@playwright/test';

/**
 * Playwright's test, with `page.goto` waiting until the app has started when the page arrived pre-rendered
 * (docs/decisions/018-fast-first-paint.md): a pre-rendered page is visible before React runs, and a click in
 * between would reach no handler. Pages rendered by the app alone are ready when they show anything.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
