import { expect, type CDPSession, type Page, type Request } from '@playwright/test';
import { test } from './support/test';
import { createPaidMember, fillSignIn, uniqueEmail, type TestAccount } from './support/accounts';
import { collectConsoleErrors } from './support/page';

/**
 * Issue 24: two members, one browser tab (a shared phone, a cyber café). What member A typed and loaded must
 * be nowhere once A signs out and B signs in: not in either storage, not on any page, not in the app's memory
 * (queries, mutations, the /ai-tools profile), not in any request B's browser sends
 * (docs/product.md#browser-storage, docs/decisions/024-shared-phone-privacy.md).
 *
 * The app is moved between pages by its own links, never by page.goto: a reload empties memory by itself and
 * would hide a leak.
 */
const A_DETAILS = { firstName: 'Achieng', lastName: 'Wekesa', phone: '+254 733 481 926' };
const B_DETAILS = { firstName: 'Baraka', lastName: 'Mutua', phone: '+254 722 950 317' };
const A_EXPERIENCE = 'Ward clerk, Kakamega County Referral Hospital, 2018 – 2025';

/** Every form in which A's details could be written down: as typed, and the phone's digits alone. */
function tracesOf(account: TestAccount) {
  return [account.email, A_DETAILS.firstName, A_DETAILS.lastName, A_DETAILS.phone, A_DETAILS.phone.replace(/\D/g, ''), 'Kakamega'].concat(
    account.email !== account.email.toLowerCase() ? [account.email.toLowerCase()] : [],
  );
}

/** Both storages, whole (the e2e files compile without the DOM library). */
function storages(page: Page) {
  return page.evaluate(() => {
    type Store = { length: number; key(index: number): string | null; getItem(key: string): string | null };
    const dump = (store: Store) =>
      Object.fromEntries(Array.from({ length: store.length }, (_, i) => store.key(i)!).map((key) => [key, store.getItem(key)]));
    const { localStorage, sessionStorage } = globalThis as unknown as { localStorage: Store; sessionStorage: Store };
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

/** The page's text and the values of its fields (a filled input's value is not text). */
function pageContent(page: Page) {
  return page.evaluate(() => {
    type Field = { value: string };
    const doc = (globalThis as unknown as { document: { body: { innerText: string }; querySelectorAll(s: string): ArrayLike<Field> } })
      .document;
    return [doc.body.innerText, ...Array.from(doc.querySelectorAll('input, textarea, select'), (field) => field.value)].join('\n');
  });
}

/**
 * Every string the page's JavaScript can still reach, from a heap snapshot taken after a garbage collection:
 * the query and mutation caches, module state and React's trees are all in there.
 */
async function reachableHeap(cdp: CDPSession) {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  if (process.env.HEAP_DUMP) (await import('node:fs')).writeFileSync(process.env.HEAP_DUMP, chunks.join(''));
  const snapshot = JSON.parse(chunks.join('')) as { strings: string[] };
  return snapshot.strings.join('\n');
}

async function describeRequest(request: Request) {
  return [request.method(), request.url(), JSON.stringify(await request.allHeaders()), request.postData() ?? ''].join('\n');
}

/** Client-side navigation to a page no link on the current one leads to (React Router listens to popstate). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    const w = globalThis as unknown as {
      history: { pushState(s: unknown, t: string, u: string): void };
      dispatchEvent(e: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    w.history.pushState({}, '', target);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, path);
}

test('the next member on a shared browser finds nothing of the last one: storage, pages, requests', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectConsoleErrors(page);
  const a = await createPaidMember(page, { ...A_DETAILS, email: uniqueEmail().replace('e2e-', 'achieng-') });
  const b = await createPaidMember(page, { ...B_DETAILS, email: uniqueEmail().replace('e2e-', 'baraka-') });
  const header = page.getByRole('banner');
  const main = page.getByRole('main');

  // Member A signs in, types their details on /ai-tools, writes a resume, opens their account, signs out.
  await page.goto('/sign-in');
  await fillSignIn(page, a.email, a.password);
  await expect(page).toHaveURL(/\/jobs$/);
  await header.getByRole('link', { name: 'AI Tools' }).click();
  await main.getByLabel('First name').fill(A_DETAILS.firstName);
  await main.getByLabel('Last name').fill(A_DETAILS.lastName);
  await main.getByLabel('Email').fill(a.email);
  await main.getByLabel('Phone').fill(A_DETAILS.phone);
  await main.getByLabel('Experience').fill(A_EXPERIENCE);
  const resumeTab = main.getByRole('tabpanel');
  await resumeTab.getByLabel('Job title').fill('Medical Records Clerk');
  await resumeTab.getByLabel('Job description').fill('Keep patient records in order and answer enquiries at the front desk.');
  await main.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(main.getByRole('region', { name: 'Generated Document' }).getByRole('article')).toContainText(A_DETAILS.lastName);
  await header.getByRole('button', { name: A_DETAILS.firstName }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(main.getByLabel('Phone')).toHaveValue(A_DETAILS.phone);
  await header.getByRole('button', { name: A_DETAILS.firstName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // From here on, everything the browser sends is B's.
  const sent: Request[] = [];
  page.on('request', (request) => void sent.push(request));

  // Member B signs in on the same tab, through the bar's link.
  await header.getByRole('link', { name: 'Sign In' }).click();
  await fillSignIn(page, b.email, b.password);
  await expect(page).toHaveURL(/\/jobs$/);
  await header.getByRole('link', { name: 'AI Tools' }).click();
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Experience']) await expect(main.getByLabel(label)).toHaveValue('');
  await expect(main.getByRole('heading', { name: 'My documents' })).toBeVisible();
  const onAiTools = await pageContent(page);

  await header.getByRole('button', { name: B_DETAILS.firstName }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(main.getByText(b.email)).toBeVisible();
  await expect(main.getByLabel('First name')).toHaveValue(B_DETAILS.firstName);
  const onAccount = await pageContent(page);

  // B is a member with 12 months left: the checkout says until when and offers no payment (nothing of A's).
  await openInApp(page, '/checkout');
  await expect(main.getByRole('heading', { name: /^You are a member until / })).toBeVisible();
  const onCheckout = await pageContent(page);

  const stored = JSON.stringify(await storages(page));
  const heap = await reachableHeap(await page.context().newCDPSession(page));
  const requests = await Promise.all(sent.map(describeRequest));
  expect(requests.length).toBeGreaterThan(5);

  for (const trace of tracesOf(a)) {
    expect(stored, `storage holds ${trace}`).not.toContain(trace);
    for (const [where, content] of Object.entries({ onAiTools, onAccount, onCheckout }))
      expect(content, `${where} shows ${trace}`).not.toContain(trace);
    expect(heap.includes(trace), `the page's memory still holds ${trace}`).toBe(false);
    for (const request of requests) expect(request, `a request of B's carries ${trace}`).not.toContain(trace);
  }
  // The client spec's keys and the old /ai-tools profile are not written at all (docs/product.md#d21-nothing-personal-in-browser-storage).
  expect(stored).not.toMatch(/userEmail|userInfo|userId|documentProfile/);
  // What B sees is B's own: the account shows B, and the checkout answers with B's standing (B's 12 months).
  expect(onAccount).toContain(b.email);
  expect(onCheckout).toMatch(/You are a member until/);
  expect(problems.filter((problem) => !/status of 40[13]/.test(problem))).toEqual([]);
});
