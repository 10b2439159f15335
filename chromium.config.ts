/**
 * The system Chromium that every browser test drives — the end-to-end suite (playwright.config.ts) and the
 * component tests (vitest.config.ts) — never a downloaded browser. CHROMIUM_PATH names another binary.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The machines here have no outside network: these keep Chromium from trying to reach Google. */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
