import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';
import { E2E_OPERATOR } from './e2e/support/operator.ts';

/**
 * End-to-end tests drive the system Chromium (never a downloaded browser) against the built app, served
 * by the real server on a fresh embedded database. `npm run test:e2e` (scripts/e2e.mjs) checks the
 * browser and the build before it hands over to this file.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // 60 s a test: most take 2–15 s alone, but CI runs two workers on two cores, and a journey that signs up, pays and
  // signs in took 25–35 s there (three CI runs failed on tests over 30 s that were right when they ran out of time).
  // Slower journeys set their own, longer limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh database loads the shipped LMIA data on start (~30 s on PGlite here).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_URL: baseURL,
      // The e2e administrator; tests read the e-mail outbox through the admin API with it.
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-Password-1',
      // As behind a reverse proxy on the same machine: the accounts and payments the tests make through the API
      // come from addresses of their own (e2e/support/accounts.ts), or the suite would hit the per-address
      // sign-up and payment limits that protect the real site. The browser's own requests carry no such header.
      TRUST_PROXY: '127.0.0.1',
      // Not the example identity: e2e/trust.spec.ts finds these in the served pages and on a receipt.
      OPERATOR_LEGAL_NAME: E2E_OPERATOR.legalName,
      OPERATOR_REGISTRATION_NUMBER: E2E_OPERATOR.registrationNumber,
      OPERATOR_POSTAL_ADDRESS: E2E_OPERATOR.postalAddress,
      SUPPORT_EMAIL: E2E_OPERATOR.supportEmail,
      SUPPORT_WHATSAPP_KENYA: E2E_OPERATOR.whatsappKenya,
      SUPPORT_WHATSAPP_CANADA: E2E_OPERATOR.whatsappCanada,
      REFUND_WINDOW_DAYS: String(E2E_OPERATOR.refundWindowDays),
    },
  },
});
