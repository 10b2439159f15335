import { expect } from '@playwright/test';
import { test } from './support/test';
import { createPaidMember, fillSignIn } from './support/accounts';
import { collectConsoleErrors } from './support/page';

const NAV_LINKS = [
  ['Find Jobs', '/jobs'],
  ['AI Tools', '/ai-tools'],
  ['Resume Converter', '/resume-converter'],
  ['NOC Finder', '/noc-finder'],
  ['Calculators', '/calculators'],
  ['Pricing', '/pricing'],
  ['Immigration', '/#immigration'],
  ['Employers', '/#employers'],
] as const;

test.describe('navigation bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the logo, both flags, the links in order and the account links', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Maple Bridge' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('img', { name: 'Flag of Canada' })).toBeVisible();
    await expect(header.getByRole('img', { name: 'Flag of Kenya' })).toBeVisible();

    const links = header.getByRole('navigation', { name: 'Main' }).getByRole('link');
    // The pages, then the language switch, last (docs/product.md#languages).
    await expect(links).toHaveText([...NAV_LINKS.map(([label]) => label), 'Kiswahili']);
    const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute('href')));
    expect(hrefs.slice(0, -1)).toEqual(NAV_LINKS.map(([, href]) => href));
    expect(hrefs.at(-1)).toBe('/language/sw?next=%2Fsw%2F');

    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(header.getByRole('link', { name: 'Create Account - $300' })).toHaveAttribute('href', '/sign-up');
  });

  test('marks the current page red with aria-current', async ({ page }) => {
    await page.goto('/pricing');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const pricing = nav.getByRole('link', { name: 'Pricing' });
    await expect(pricing).toHaveAttribute('aria-current', 'page');
    await expect(pricing).toHaveCSS('color', 'rgb(220, 38, 38)');
    await expect(nav.getByRole('link', { name: 'Find Jobs' })).not.toHaveAttribute('aria-current');
  });

  test('an Immigration link from another page lands on the section of the home page', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('link', { name: 'Immigration' }).click();
    await expect(page).toHaveURL(/\/#immigration$/);
    await expect(page.getByRole('heading', { name: 'Immigration pathways' })).toBeInViewport();
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a 300 px drawer that closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Measured while it slides in: the transform can leave a sub-pixel remainder (299.99999).
    expect((await drawer.boundingBox())?.width).toBeCloseTo(300, 1);

    await drawer.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test('closes with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a page whose chunk fails to load shows the error screen and reports the error', async ({ page }) => {
  await page.route('**/assets/pricing-*.js', (route) => route.abort());
  const report = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST');

  await page.goto('/pricing');

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('We apologize for the inconvenience. Our team has been notified of this issue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();

  const body = (await report).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ url: expect.stringContaining('/pricing'), userId: 'anonymous' });
  expect(typeof body.message).toBe('string');
  expect(new Date(String(body.timestamp)).toISOString()).toBe(body.timestamp);

  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canadian employers approved');
});

test('the home page search goes to /jobs with only the chosen filters', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Search jobs' });
  await search.getByLabel('Job title or keyword').fill('welder');
  await search.getByLabel('Province').selectOption('Nova Scotia');
  await search.getByLabel('LMIA jobs only').check();
  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?search=welder&province=Nova\+Scotia&lmiaOnly=true$/);
});

test('the home page loads without console errors or page errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const PAGES = [
    '/',
    '/jobs',
    '/ai-tools',
    '/resume-converter',
    '/pricing',
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    '/admin-login',
    '/noc-finder?title=fundi+wa+magari',
    '/calculators',
    '/offer-check',
    '/no-such-page',
  ];

  test('no page scrolls sideways', async ({ page }) => {
    const wide: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      if (width > 390) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
  });
});

test.describe('pre-rendered public pages', () => {
  const PRERENDERED = [
    ['/', 'LMIA jobs in Canada for Kenyan job seekers | Maple Bridge', 'From Kenya to Canada'],
    ['/pricing', 'Pricing | Maple Bridge', 'Pricing'],
    ['/jobs', 'Find Jobs | Maple Bridge', 'Canadian employers approved, with a positive LMIA'],
    ['/ai-tools', 'AI Document Generator | Maple Bridge', 'AI Document Generator'],
    ['/resume-converter', 'Resume Converter | Maple Bridge', 'Resume Converter'],
    ['/marketing-flyer', 'Marketing Flyer | Maple Bridge', 'Marketing Flyer'],
    ['/noc-finder', 'NOC finder | Maple Bridge', 'What are NOC and TEER?'],
    ['/calculators', 'CRS and CLB calculators | Maple Bridge', 'Job offers give no points since 25 March 2025.'],
    ['/offer-check', 'Check a job offer | Maple Bridge', 'Paste the message, e-mail or offer letter'],
  ] as const;

  test('arrive as HTML with their own title and description, and no inline script or style', async ({ request }) => {
    for (const [path, title, text] of PRERENDERED) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(html, path).toContain(text);
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)|\sstyle="/);
    }
  });

  test('/ and /pricing carry Open Graph and Twitter cards with an absolute 1200 × 630 image', async ({ request, baseURL }) => {
    for (const path of ['/', '/pricing']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}" />`);
      expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  for (const member of [false, true]) {
    test(`hydrate without errors or refusals of the CSP, and respond, for a ${member ? 'signed-in member' : 'visitor'}`, async ({
      page,
    }) => {
      // Every pre-rendered page, each until the network is quiet: a long journey on a busy CI machine.
      test.slow();
      if (member) {
        // Signed in through the form, so the browser also remembers the member (what the header reads).
        const account = await createPaidMember(page);
        await page.goto('/sign-in');
        await fillSignIn(page, account.email, account.password);
        await expect(page).toHaveURL(/\/jobs$/);
      }
      const problems = collectConsoleErrors(page);
      // What the Content-Security-Policy refuses is reported as an event, not always on the console.
      await page.addInitScript(
        "document.addEventListener('securitypolicyviolation', (event) => console.error('CSP refused ' + event.violatedDirective + ': ' + event.blockedURI + ' in ' + event.sourceFile))",
      );
      for (const [path, title] of PRERENDERED) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page, path).toHaveTitle(title);
        expect(await page.evaluate('document.querySelectorAll("title").length'), path).toBe(1);
      }
      // Hydrated: the client-side router handles a link (no document load) and the page changes.
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
      expect(loads).toBe(0);
      expect(problems).toEqual([]);
    });
  }
});
