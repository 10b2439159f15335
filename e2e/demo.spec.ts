import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { collectConsoleErrors } from './support/page';

// docs/product.md#guided-demo: the poster on /, the player chunk fetched on Play, the 56 s timeline on a fake
// clock, with the browser's speech synthesis (headless Chromium has it, without voices) and without it.

const START = new Date('2026-03-02T09:00:00Z');

const section = (page: Page) => page.locator('#demo');
const player = (page: Page) => page.getByRole('region', { name: 'Guided demo' });
const stepHeading = (page: Page, title: string) => player(page).getByRole('heading', { level: 3, name: title, exact: true });
const progress = (page: Page) => player(page).getByRole('slider', { name: 'Demo progress' });
const controls = (page: Page) => player(page).locator('[data-controls]');

/** Opens / on a paused fake clock: the demo's time moves only when a test says so. */
async function openLanding(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/');
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
  await expect(section(page).getByRole('heading', { level: 2, name: 'See how Maple Bridge works' })).toBeVisible();
}

async function play(page: Page) {
  await section(page).getByRole('button', { name: 'Play the guided demo' }).click();
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(stepHeading(page, 'Welcome to Maple Bridge')).toBeVisible();
}

for (const speech of ['with', 'without'] as const) {
  test.describe(`the guided demo ${speech} speech synthesis`, () => {
    let problems: string[] = [];

    test.beforeEach(async ({ page }) => {
      problems = collectConsoleErrors(page);
      if (speech === 'without') await page.addInitScript('delete window.speechSynthesis; delete window.SpeechSynthesisUtterance');
    });

    test.afterEach(() => {
      expect(problems).toEqual([]);
    });

    test('the poster lists the chapters, and the player chunk is fetched only on Play', async ({ page }) => {
      const playerRequests: string[] = [];
      page.on('request', (request) => {
        if (/demo-player/.test(request.url())) playerRequests.push(request.url());
      });
      await openLanding(page);
      expect(await page.evaluate('typeof window.speechSynthesis')).toBe(speech === 'with' ? 'object' : 'undefined');
      const chapters = section(page).getByRole('list', { name: 'Chapters' });
      await expect(chapters.getByRole('listitem')).toHaveText([
        /Welcome to Maple Bridge/,
        /Create your profile/,
        /Pay \$300 CAD/,
        /Browse LMIA jobs/,
        /Generate AI documents/,
        /Apply to employers/,
        /Move to Canada/,
      ]);
      await expect(section(page)).toContainText('56 seconds, 7 steps, narrated and with captions.');
      await page.waitForLoadState('networkidle');
      expect(playerRequests).toEqual([]);
      await play(page);
      expect(playerRequests.length).toBeGreaterThan(0);
    });

    test('playing moves to step 2 after 8 s', async ({ page }) => {
      await openLanding(page);
      await play(page);
      await page.clock.runFor(7_900);
      await expect(stepHeading(page, 'Welcome to Maple Bridge')).toBeVisible();
      await page.clock.runFor(100);
      await expect(stepHeading(page, 'Create your profile')).toBeVisible();
      await expect(player(page)).toContainText('Step 2 of 7');
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '0:08 of 0:56');
    });

    test('forward and back 10 seconds seek, and mute toggles', async ({ page }) => {
      await openLanding(page);
      await play(page);
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '0:00 of 0:56');
      await player(page).getByRole('button', { name: 'Forward 10 seconds' }).click();
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '0:10 of 0:56');
      await expect(stepHeading(page, 'Create your profile')).toBeVisible();
      await player(page).getByRole('button', { name: 'Back 10 seconds' }).click();
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '0:00 of 0:56');
      await player(page).getByRole('button', { name: 'Back 10 seconds' }).click();
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '0:00 of 0:56');

      await player(page).getByRole('button', { name: 'Mute', exact: true }).click();
      await expect(player(page).getByRole('button', { name: 'Unmute' })).toBeVisible();
      await player(page).getByRole('button', { name: 'Unmute' }).click();
      await expect(player(page).getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
      await expect(player(page).getByRole('slider', { name: 'Volume' })).toHaveValue('0.8');
    });

    test('the keyboard plays, pauses, seeks and mutes while the player has focus', async ({ page }) => {
      await openLanding(page);
      await play(page);
      await expect(player(page)).toBeFocused();
      await page.keyboard.press('k');
      await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '0:10 of 0:56');
      await page.keyboard.press('ArrowLeft');
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '0:00 of 0:56');
      await page.keyboard.press('m');
      await expect(player(page).getByRole('button', { name: 'Unmute' })).toBeVisible();
      await page.keyboard.press(' ');
      await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    });

    test('the control bar hides 3 s into playback and comes back on a mouse move', async ({ page }) => {
      await openLanding(page);
      await play(page);
      await expect(controls(page)).toHaveAttribute('data-controls', 'visible');
      await page.clock.runFor(2_900);
      await expect(controls(page)).toHaveAttribute('data-controls', 'visible');
      await page.clock.runFor(200);
      await expect(controls(page)).toHaveAttribute('data-controls', 'hidden');
      const box = await player(page).boundingBox();
      if (!box) throw new Error('The player has no box');
      await page.mouse.move(box.x + box.width / 3, box.y + 40);
      await page.mouse.move(box.x + box.width / 2, box.y + 60);
      await expect(controls(page)).toHaveAttribute('data-controls', 'visible');
      // Paused, it stays.
      await player(page).getByRole('button', { name: 'Pause', exact: true }).click();
      await page.clock.runFor(5_000);
      await expect(controls(page)).toHaveAttribute('data-controls', 'visible');
    });

    test('after the last step the player stops at step 1 and offers Get Started → /pricing', async ({ page }) => {
      await openLanding(page);
      await play(page);
      for (let step = 0; step < 6; step += 1) await page.clock.runFor(8_000);
      await expect(stepHeading(page, 'Move to Canada')).toBeVisible();
      await expect(player(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
      await page.clock.runFor(8_000);
      await expect(stepHeading(page, 'Welcome to Maple Bridge')).toBeVisible();
      await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '0:00 of 0:56');
      await expect(player(page).getByRole('button', { name: 'Replay' })).toBeVisible();
      await player(page).getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
    });
  });
}

test('the player fits a 390 px phone with 40 px controls, and Close returns to the poster', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openLanding(page);
  await play(page);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  for (const name of ['Pause', 'Back 10 seconds', 'Forward 10 seconds', 'Mute', 'Close the demo']) {
    const box = await player(page).getByRole('button', { name, exact: true }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(40);
    expect(box?.width, name).toBeGreaterThanOrEqual(40);
  }
  await player(page).getByRole('button', { name: 'Close the demo' }).click();
  await expect(player(page)).toHaveCount(0);
  await expect(section(page).getByRole('button', { name: 'Play the guided demo' })).toBeFocused();
  expect(problems).toEqual([]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the open player has no serious or critical accessibility violation at ${viewport.width} px`, async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await openLanding(page);
    await play(page);
    await player(page).getByRole('button', { name: 'Pause', exact: true }).click();
    // axe-core waits on timers of its own: let the (fake) clock run again; the demo is paused.
    await page.clock.resume();
    const results = await new AxeBuilder({ page })
      .include('#demo')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('with reduced motion nothing in the demo animates or fades', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLanding(page);
  await play(page);
  await page.clock.runFor(8_000);
  await expect(stepHeading(page, 'Create your profile')).toBeVisible();
  // No keyframes and no fade or movement transitions are set (the page's global rule only shortens them to 1 ms).
  // A string, because the e2e files compile without the DOM library.
  const moving = await page.evaluate(`[...document.querySelectorAll('#demo *')]
    .filter((element) => {
      const style = getComputedStyle(element);
      return style.animationName !== 'none' || /opacity|transform|translate|scale/.test(style.transitionProperty);
    })
    .map((element) => element.tagName + '.' + element.className)`);
  expect(moving).toEqual([]);
  expect(problems).toEqual([]);
});
