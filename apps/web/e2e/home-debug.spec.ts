import { test } from '@playwright/test';

test('home debug', async ({ page }) => {
  page.on('pageerror', (error) => console.log('PAGEERROR', error.message, error.stack));
  page.on('console', (message) => console.log('CONSOLE', message.type(), message.text()));
  page.on('response', (response) => {
    if (response.status() >= 400) console.log('HTTP', response.status(), response.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.waitForTimeout(4000);
  console.log('MAIN', (await page.locator('main').innerText()).slice(0, 500));
});
