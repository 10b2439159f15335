import { expect, type BrowserContext, type Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../scripts/build-lib.mjs';
import { test } from './support/test';
import { createAccount, signInAsMember, signInBrowser } from './support/accounts';

/**
 * Issue 30, the pseudo-locale check (docs/product.md#languages): every page is loaded in English and at its /sw/
 * twin, and a line of the Kiswahili page that is still the English page's, word for word, and reads as English
 * (two common English words or more) is a text left out of the catalogues. Data stays as published — job titles,
 * employers, NOC titles and duties, generated documents, people's names, payment references — and is marked
 * `translate="no"`, which the check (like a browser's translator) leaves out. (A random reference such as
 * `pi_sandbox_1fd4…a0…a9` reads as two English words, `a` and `a`: it failed this check once before it was marked.)
 */
const ENGLISH_WORDS = new Set(
  'the and your you to of for with is are this our we in on a an it be by or from at not can will what how who'.split(' '),
);

const readsAsEnglish = (line: string) =>
  line
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((word) => ENGLISH_WORDS.has(word)).length >= 2;

/**
 * The visible text of the page, one entry per line of a text node, leaving out the regions marked translate="no"
 * (a string: the e2e files compile without the DOM library).
 */
const VISIBLE_LINES = `(() => {
  const lines = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('[translate="no"], script, style, noscript, [aria-hidden="true"]')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    for (const line of (node.textContent || '').split('\\n')) {
      const text = line.replace(/\\s+/g, ' ').trim();
      if (text) lines.push(text);
    }
  }
  return lines;
})()`;

const visibleLines = (page: Page) => page.evaluate(VISIBLE_LINES) as Promise<string[]>;

/** The page's lines in both languages, the `lang` cookie set to each so a member's own language moves nothing. */
async function untranslatedLines(page: Page, context: BrowserContext, baseURL: string, path: string) {
  const load = async (locale: 'en' | 'sw') => {
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL }]);
    await page.goto(locale === 'sw' ? `/sw${path}` : path);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname, `${locale} ${path}`).toBe(locale === 'sw' ? `/sw${path}` : path);
    return visibleLines(page);
  };
  const englishLines = await load('en');
  // The check reads the page at all: the English page has English sentences.
  expect(englishLines.filter(readsAsEnglish).length, path).toBeGreaterThan(0);
  const english = new Set(englishLines);
  const kiswahili = await load('sw');
  return [...new Set(kiswahili.filter((line) => english.has(line) && readsAsEnglish(line)))].map((line) => `${path}: ${line}`);
}

const PUBLIC_PAGES = PRERENDERED_PAGES.map(({ route }) => route).filter(
  (route) => !['/jobs', '/ai-tools', '/resume-converter'].includes(route),
);
const MEMBER_PAGES = ['/jobs', '/ai-tools', '/resume-converter', '/applications', '/account', '/profile', '/matches'];

test.describe('no English left on the Kiswahili pages', () => {
  test('the public pages', async ({ page, context, baseURL }) => {
    test.slow(); // Two loads of each public page, several of them large, on a shared machine.
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) found.push(...(await untranslatedLines(page, context, baseURL!, path)));
    expect(found).toEqual([]);
  });

  test('the member pages', async ({ page, context, baseURL }) => {
    test.slow(); // Two loads of each member page, with the jobs and matches read from the database.
    await signInAsMember(page);
    const found: string[] = [];
    for (const path of MEMBER_PAGES) found.push(...(await untranslatedLines(page, context, baseURL!, path)));
    expect(found).toEqual([]);
  });

  test('the checkout of an unpaid account', async ({ page, context, baseURL }) => {
    const account = await createAccount(page.request);
    await signInBrowser(page, account);
    expect(await untranslatedLines(page, context, baseURL!, '/checkout')).toEqual([]);
  });
});
