import { expect, test } from '@playwright/test';

const SCREENSHOTS = 'e2e/screenshots';

test('the home page shows the banner editors wrote in the CMS', async ({ page, request }) => {
  const block = await request.get('http://localhost:1338/api/cms-blocks?filters[slug][$eq]=home-banner&populate[content]=true');
  const [banner] = (await block.json()).data;
  expect(banner.title).toBeTruthy();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: banner.title })).toBeVisible();
  for (const item of banner.content) {
    await expect(page.getByText(item.title, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Donativos' }).first()).toHaveAttribute('href', '/donate');
  await expect(page.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacy-policy');
  await page.screenshot({ path: `${SCREENSHOTS}/home.png`, fullPage: true });
});

test('an unknown address shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/esta-pagina-nao-existe/mesmo');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await page.screenshot({ path: `${SCREENSHOTS}/not-found.png`, fullPage: true });
});

test('the home page fits a phone screen, with the menu behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/home-phone.png`, fullPage: true });
});
