import type { Locator, Page } from '@playwright/test';

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Radix renders toasts inside this landmark (and a screen-reader copy outside it, which we ignore). */
export const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Reads the page's localStorage (the e2e files compile without the DOM library). */
export function readStorage(page: Page, key: string) {
  return page.evaluate(
    (name) => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(name),
    key,
  );
}

/** Console errors and uncaught exceptions of a page, from now on. Warnings (the API client's) are not collected. */
export function collectConsoleErrors(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The value of the figure labelled `label` in a `<dl>` of live counts (the landing band, the flyers). */
export const statFigure = (container: Locator, label: string) =>
  container
    .locator('dl > div')
    .filter({ has: container.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
