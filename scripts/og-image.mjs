// Draws the 1200 × 630 link-preview image (src/client/public/og-image.png) that the Open Graph and Twitter
// card tags of / and /pricing name (docs/decisions/018-fast-first-paint.md). Run it after changing the
// picture: `node scripts/og-image.mjs`; the PNG is committed, so neither the build nor the server draws it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const leaf =
  'M50 4 56 16 63 12 60 34 72 22 75 29 88 26 84 40 90 44 70 60 73 68 53 65 54 92 46 92 47 65 27 68 30 60 10 44 16 40 12 26 25 29 28 22 40 34 37 12 44 16Z';

const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: 'Liberation Sans', Arial, sans-serif; background: #fff; color: #111827; }
  .card { position: relative; width: 1200px; height: 630px; padding: 64px 72px; background: linear-gradient(135deg, #eff6ff 0%, #ffffff 60%); overflow: hidden; }
  .stripe { position: absolute; left: 0; top: 0; bottom: 0; width: 18px; background: #dc2626; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 40px; font-weight: 700; }
  .brand svg { width: 56px; height: 56px; color: #dc2626; }
  h1 { margin-top: 56px; font-size: 64px; line-height: 1.1; font-weight: 700; max-width: 900px; }
  h1 span { color: #2563eb; }
  ul { margin-top: 40px; padding: 0; list-style: none; display: grid; gap: 14px; font-size: 30px; color: #374151; }
  li::before { content: ''; display: inline-block; width: 14px; height: 14px; margin-right: 16px; border-radius: 50%; background: #2563eb; }
  .price { position: absolute; right: 72px; bottom: 64px; padding: 20px 28px; border-radius: 16px; background: #2563eb; color: #fff; font-size: 30px; font-weight: 700; text-align: center; line-height: 1.3; }
  .price small { display: block; font-size: 22px; font-weight: 400; }
  .big-leaf { position: absolute; right: -60px; top: -40px; width: 380px; height: 380px; color: #dc2626; opacity: 0.08; }
</style></head><body><div class="card">
  <div class="stripe"></div>
  <svg class="big-leaf" viewBox="0 0 100 100"><path d="${leaf}" fill="currentColor"/></svg>
  <div class="brand"><svg viewBox="0 0 100 100"><path d="${leaf}" fill="currentColor"/></svg>Maple Bridge</div>
  <h1>LMIA jobs in Canada for <span>Kenyan job seekers</span></h1>
  <ul>
    <li>Employers with a positive LMIA, by province</li>
    <li>Canadian-format resumes and cover letters with AI</li>
    <li>The immigration pathway, step by step</li>
  </ul>
  <div class="price">300 CAD<small>once, for 12 months</small></div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  const file = path.join(root, 'src', 'client', 'public', 'og-image.png');
  await page.screenshot({ path: file, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`Wrote ${path.relative(root, file)}`);
} finally {
  await browser.close();
}
