import { expect } from '@playwright/test';
import { test } from './support/page-checks';

/** The app's entry script, held back to stand for a phone on which it arrives late. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

test('the home page is on screen before the app’s code, the app hydrates it, and a scroll made meanwhile survives the app’s start', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await entryHeld;
    await route.continue();
  });

  await page.goto('/', { waitUntil: 'commit' });
  // Only the server's HTML can show this: the app's code has not arrived.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('A Bicla em números')).toBeVisible();
  // Until the app runs, the server's screen takes no clicks: they would be lost.
  await expect(page.locator('#root')).toHaveCSS('pointer-events', 'none');
  const serverHeading = await page.getByRole('heading', { level: 1 }).elementHandle();
  await page.evaluate(() => window.scrollTo(0, 400));

  releaseEntry();
  // The header turns fixed past 150 px only once the app runs, and the page is where it was left.
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  // Hydrated, not rendered afresh: the server's elements are the app's, and take clicks now.
  expect(await serverHeading?.evaluate((heading) => heading.isConnected)).toBe(true);
  await expect(page.locator('#root')).toHaveCSS('pointer-events', 'auto');
});

test('the app’s code is asked for once the server’s screen has loaded, its photo included, and the app then takes it over', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveCSS('pointer-events', 'auto');
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const photo = resources.find((resource) => resource.initiatorType === 'link' && /\/uploads\//.test(resource.name));
    const entry = resources.find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    return { loaded: navigation.loadEventStart, photoArrived: photo?.responseEnd, entryAsked: entry?.startTime };
  });
  expect(timings.photoArrived).toBeDefined();
  expect(timings.entryAsked).toBeDefined();
  expect(timings.entryAsked!).toBeGreaterThanOrEqual(timings.loaded);
  expect(timings.entryAsked!).toBeGreaterThanOrEqual(timings.photoArrived!);
});
