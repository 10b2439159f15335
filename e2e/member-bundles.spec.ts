import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { HOME_START_BUDGET_KIB, MEMBER_ROUTES, MEMBER_START_BUDGET_KIB, measureRoutes } from '../bench/route-bundles';

const root = fileURLToPath(new URL('..', import.meta.url));

// Read from the build the suite runs against (scripts/e2e.mjs builds it first): a form, an editor or a sheet
// pulled back into a member page's start (a static import where a lazy one was) fails here, not in a bench run
// nobody reads (docs/decisions/054-member-pages-start-small.md).
test(`every member page starts with at most ${MEMBER_START_BUDGET_KIB} KiB of JavaScript, brotli`, () => {
  const routes = measureRoutes(root);
  for (const route of MEMBER_ROUTES) {
    const measured = routes.find((candidate) => candidate.route === route);
    expect(measured, `${route} is measured (bench/route-bundles.ts ROUTES)`).toBeDefined();
    const kib = measured!.jsBrotli / 1024;
    expect
      .soft(kib, `${route} starts with ${kib.toFixed(1)} KiB: ${measured!.files.filter((file) => file.endsWith('.js')).join(' ')}`)
      .toBeLessThanOrEqual(MEMBER_START_BUDGET_KIB);
  }
});

// The home page in both languages: its first visit is the one every newcomer pays for, on a phone's data bundle
// (docs/decisions/057-a-build-per-language.md).
test(`the home page starts with at most ${HOME_START_BUDGET_KIB} KiB of JavaScript, brotli, in each language`, () => {
  for (const locale of ['en', 'sw'] as const) {
    const home = measureRoutes(root, locale)[0];
    expect(home?.route, 'the first route measured is the home page').toBe(locale === 'en' ? '/' : `/${locale}/`);
    const kib = home!.jsBrotli / 1024;
    expect
      .soft(kib, `${home!.route} starts with ${kib.toFixed(1)} KiB: ${home!.files.filter((file) => file.endsWith('.js')).join(' ')}`)
      .toBeLessThanOrEqual(HOME_START_BUDGET_KIB);
  }
});
