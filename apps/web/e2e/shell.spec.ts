import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_USERS, logIn } from './support/session';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoHorizontalOverflow, test } from './support/page-checks';

/** Two segments, so no route (not even the CMS page route /$slug) matches: the 404 page, no data. */
const UNMATCHED_PATH = '/pagina/que/nao/existe';

function newsletterForm(page: Page) {
  return page.getByRole('form', { name: 'Newsletter' });
}

test('the newsletter signs an address up once, then refuses it as a duplicate', async ({ page }) => {
  const email = `shell-${Date.now()}@example.pt`;
  await page.goto(UNMATCHED_PATH);
  const form = newsletterForm(page);
  const field = form.getByRole('textbox', { name: 'Endereço de e-mail' });

  await form.getByRole('button', { name: 'Subscrever' }).click();
  await expect(form.getByText('É necessário um endereço de e-mail')).toBeVisible();

  await field.fill(email);
  await form.getByRole('button', { name: 'Subscrever' }).click();
  await expect(page.getByText('Sucesso!', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');

  await field.fill(email);
  await form.getByRole('button', { name: 'Subscrever' }).click();
  await expect(page.getByText('Erro! E-mail já existe!', { exact: true })).toBeVisible();
  await expect(field).toHaveValue(email);
});

test('a logged-in visitor gets the account menu with their name, and Sair logs out', async ({ page, context, request }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(context, request, DEMO_USERS.ana);
  await page.goto(UNMATCHED_PATH);
  const header = page.getByRole('banner');

  const accountButton = header.getByRole('button', { name: /^Ana Silva/ });
  await expect(accountButton).toBeVisible();
  await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);

  await accountButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Caixa de entrada/ })).toHaveAttribute('href', '/my-account#inbox');
  await expect(menu.getByRole('menuitem', { name: 'Meu perfil' })).toHaveAttribute('href', '/my-account#perfil');
  await expect(menu.getByRole('menuitem', { name: 'A Minha Bicicleta' })).toHaveAttribute('href', '/my-account#minha_bicicleta');
  await expect(menu.getByRole('menuitem', { name: 'Adicionar Bicicleta' })).toHaveAttribute('href', '/register-bikes');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/shell-menu-desktop.png` });

  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
});

test('the account menu on a phone lives in the side menu', async ({ page, context, request }) => {
  await page.setViewportSize(PHONE);
  await logIn(context, request, DEMO_USERS.ana);
  await page.goto(UNMATCHED_PATH);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  const account = drawer.getByRole('list', { name: 'Ana Silva' });
  await expect(account.getByRole('link', { name: 'Meu perfil' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sair' })).toBeVisible();
  // The drawer slides in; wait until it has arrived.
  await expect(drawer.locator('xpath=ancestor::*[contains(@class, "MuiDrawer-paper")]')).toHaveCSS('transform', 'none');
  await page.screenshot({ path: `${SCREENSHOTS}/shell-drawer-phone.png` });
});

test('the header sticks to the top after 150 px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'static');

  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveCSS('position', 'fixed');
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('position', 'static');
});

test('a new page starts at the top, with the loading bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(UNMATCHED_PATH);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  // The page may still be shorter than the viewport right after it renders, so scroll on each try.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Ajuda' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByTestId('page-progress')).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('header and footer at 1440 px and 390 px, and the 404 page is accessible', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(UNMATCHED_PATH);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SCREENSHOTS}/shell-desktop.png`, fullPage: true });

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SCREENSHOTS}/shell-phone.png`, fullPage: true });
});

test.describe(() => {
  // The page's own code fails to load, so the app cannot hydrate the server's screen either.
  test.use({ hydrationMayFail: true });

  test('a code chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
    let blocked = 0;
    // The donations page's code, as if a deploy had replaced it since the tab was opened.
    await page.route(/\/assets\/donate[-.][^/]*\.js$/, (route) => {
      blocked += 1;
      return route.abort();
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.goto('/donate');

    await expect(page.getByRole('heading', { level: 1, name: 'Erro' })).toBeVisible();
    expect(blocked).toBeGreaterThanOrEqual(2);
    expect(loads).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
  });
});
