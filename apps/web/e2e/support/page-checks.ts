import { expect, type Page } from '@playwright/test';

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
