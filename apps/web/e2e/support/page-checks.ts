import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The two widths every page is checked and photographed at. */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const SCREENSHOTS = 'e2e/screenshots';

/**
 * A picture from the top, with every photo loaded: lazy ones below the fold would be blank, and
 * the header is fixed only after scrolling.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  // Not by role: an open dialog hides the header from the accessibility tree.
  await expect(page.locator('header').first()).toHaveCSS('position', 'static');
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

/** Nothing may widen the page beyond the window (spec: 360 to 1440 px wide). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} overflows at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}

/** How Chromium reports a Content-Security-Policy violation in the console. */
const CSP_VIOLATION = /Content Security Policy/;

/**
 * Collects every CSP violation of a context's pages into `into`: the app must run under the
 * headers it ships with (apps/web/security-headers.ts), so a blocked script, style, image or
 * request is a failure, not a warning.
 */
export function watchCsp(context: BrowserContext, into: string[] = []) {
  context.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) into.push(`${message.location().url || context.pages()[0]?.url()}: ${message.text()}`);
  });
  return into;
}

export function expectNoCspViolation(violations: string[]) {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

/** What the app logs when its hydration found the server's screen different (src/main.tsx). */
const HYDRATION_MISMATCH = /\[web\] hydration/;

/**
 * Playwright's `test`, failing any test whose page met a CSP violation, or whose server-rendered
 * screen the app could not hydrate as it was (unless the test breaks the app on purpose:
 * `test.use({ hydrationMayFail: true })`).
 */
export const test = base.extend<{ cspViolations: string[]; hydrationMismatches: string[]; hydrationMayFail: boolean }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = watchCsp(context);
      await use(violations);
      expectNoCspViolation(violations);
    },
    { auto: true },
  ],
  hydrationMayFail: [false, { option: true }],
  hydrationMismatches: [
    async ({ context, hydrationMayFail }, use) => {
      const mismatches: string[] = [];
      context.on('console', (message) => {
        if (HYDRATION_MISMATCH.test(message.text())) mismatches.push(`${context.pages()[0]?.url()}: ${message.text()}`);
      });
      await use(mismatches);
      if (!hydrationMayFail) expect(mismatches, 'server screens the app could not hydrate').toEqual([]);
    },
    { auto: true },
  ],
});
