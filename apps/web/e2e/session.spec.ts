import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, DEMO_USERS, logIn } from './support/session';
import { SCREENSHOTS, expectNoHorizontalOverflow, test } from './support/page-checks';

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const passwordField = (page: Page) => page.getByLabel('Palavra-passe', { exact: true });

test('logs in with Lembrar-me: a 30-day cookie and the profile tab', async ({ page, context }) => {
  await page.goto('/login');
  await emailField(page).fill(DEMO_USERS.ana);
  await passwordField(page).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: 'Lembrar-me' }).check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page.getByText('Login com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account#perfil$/);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.value).toBeTruthy();
  expect(token?.sameSite).toBe('Lax');
  const daysLeft = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(29.9);
  expect(daysLeft).toBeLessThanOrEqual(30);
});

test('logs in without Lembrar-me: a cookie that ends with the browser', async ({ page, context }) => {
  await page.goto('/login');
  await emailField(page).fill(DEMO_USERS.marta);
  await passwordField(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(/\/my-account#perfil$/);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.value).toBeTruthy();
  expect(token?.expires).toBe(-1);
});

test("a wrong password shows 'Identificador ou senha inválido' and keeps the user out", async ({ page, context }) => {
  await page.goto('/login');
  await emailField(page).fill(DEMO_USERS.ana);
  await passwordField(page).fill('Errada2026!');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page.getByText('Identificador ou senha inválido')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
});

test('a logged-in user is sent away from /login and /sign-up', async ({ page, context, request }) => {
  await logIn(context, request, DEMO_USERS.joao);
  for (const path of ['/login', '/sign-up']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('sign-up shows its messages, offers Lisboa, and leads to /verify', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Registo' })).toBeVisible();

  await page.getByRole('button', { name: 'Registar', exact: true }).click();
  for (const message of [
    '*Nome é obrigatório',
    '*Email é obrigatório',
    '*Palavra-passe é obrigatória',
    '*Confirmação de palavra-passe é obrigatória',
    '*Localidade é obrigatória',
    '*Por favor, aceite os termos e condições.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENSHOTS}/sign-up-errors-desktop.png`, fullPage: true });

  const email = `e2e.${Date.now()}@exemplo.pt`;
  await page.getByRole('textbox', { name: 'Nome' }).fill('Rita Sousa');
  await emailField(page).fill(email);
  await passwordField(page).fill('BoaPalavra1');
  await page.getByLabel('Confirmação da palavra-passe').fill('BoaPalavra1');
  await page.getByRole('combobox', { name: 'Localidade' }).fill('Lis');
  const lisboa = page.getByRole('option', { name: /^Lisboa/ });
  await expect(lisboa).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/sign-up-city-desktop.png` });
  await lisboa.click();
  await expect(page.getByRole('combobox', { name: 'Localidade' })).toHaveValue('Lisboa');

  await page.getByRole('button', { name: 'política de privacidade' }).click();
  const policy = page.getByRole('dialog', { name: 'Política de Privacidade' });
  await expect(policy.getByText(/A sua privacidade é importante para nós/)).toBeVisible();
  await policy.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Registar', exact: true }).click();

  await expect(page.getByText('Conta criada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify\?email=/);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Reenviar email de confirmação' }).click();
  await expect(page.getByText('Verificação enviada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("sign-up answers a taken email with 'Nome de usuário existente'", async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Ana Silva');
  await emailField(page).fill(DEMO_USERS.ana);
  await passwordField(page).fill('BoaPalavra1');
  await page.getByLabel('Confirmação da palavra-passe').fill('BoaPalavra1');
  await page.getByRole('combobox', { name: 'Localidade' }).fill('Porto');
  await page.getByRole('option', { name: /^Porto/ }).first().click();
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Registar', exact: true }).click();

  await expect(page.getByText('Nome de usuário existente')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('forgot-password sends the link; reset-password without a code goes to /login', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Fazer reset à password' }).click();
  await expect(page.getByText('*O email é obrigatório')).toBeVisible();
  await emailField(page).fill(DEMO_USERS.ana);
  await page.getByRole('button', { name: 'Fazer reset à password' }).click();
  await expect(page.getByText('O link de redefinição de senha foi enviado para o e-mail')).toBeVisible();

  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/reset-password?code=codigo-errado');
  await page.getByLabel('Nova palavra-passe', { exact: true }).fill('NovaPalavra1');
  await page.getByLabel('Confirmar nova palavra-passe').fill('NovaPalavra1');
  await page.getByRole('button', { name: 'Guardar nova palavra-passe' }).click();
  await expect(page.getByText('Falha na redefinição de senha')).toBeVisible();
});

const PAGES = [
  { name: 'login', path: '/login', heading: 'Entrar' },
  { name: 'sign-up', path: '/sign-up', heading: 'Registo' },
  { name: 'verify', path: '/verify?email=rita.sousa%40exemplo.pt', heading: 'Obrigado pelo seu registo!' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Esqueceu-se da palavra-passe?' },
  { name: 'reset-password', path: '/reset-password?code=x', heading: 'Redefinir palavra-passe' },
] as const;

for (const { name, path, heading } of PAGES) {
  test(`${name}: accessible, and fits the desktop and a phone`, async ({ page }) => {
    for (const [viewport, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      if (viewport === 'desktop') await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport}.png`, fullPage: true });
    }
  });
}
