import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CMS_URL, DEMO_USERS, jwtOf } from './support/session';
import { DESKTOP, PHONE, expectNoHorizontalOverflow, screenshot, test } from './support/page-checks';


const TABS = [
  { hash: 'perfil', name: 'Meu perfil' },
  { hash: 'minha_bicicleta', name: 'A Minha Bicicleta' },
  { hash: 'inbox', name: 'Caixa de entrada' },
  { hash: 'redefinir_senha', name: 'Redefinir senha' },
] as const;

interface OwnBike {
  documentId: string;
  nickName: string;
  approved: boolean;
  on_sale: boolean;
}

async function sendMessage(request: APIRequestContext, jwt: string, bike: string, message: string) {
  const response = await request.post(`${CMS_URL}/api/messages`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { data: { bike, message } },
  });
  expect(response.status()).toBe(201);
}

/**
 * The browser gets Ana's token as the login page would leave it. One login per run: the CMS
 * limits sign-ins per account, and the other journeys sign in as Ana too.
 */
async function startBrowserSession(context: BrowserContext, jwt: string) {
  const webUrl = new URL(process.env.E2E_WEB_URL ?? 'http://localhost:4174');
  await context.addCookies([{ name: 'token', value: jwt, domain: webUrl.hostname, path: '/', sameSite: 'Lax' }]);
}

/**
 * Ana's inbox gets real conversations: João writes about six of her approved bikes and Marta
 * about one, so the inbox has more than one page of 5.
 */
async function fillAnasInbox(request: APIRequestContext, ana: string) {
  const mine = await request.get(`${CMS_URL}/api/bikes/mine`, { headers: { Authorization: `Bearer ${ana}` } });
  const bikes = ((await mine.json()) as { data: OwnBike[] }).data.filter((bike) => bike.approved);
  expect(bikes.length).toBeGreaterThanOrEqual(7);

  const joao = await jwtOf(request, DEMO_USERS.joao);
  for (const bike of bikes.slice(0, 6)) {
    await sendMessage(request, joao, bike.documentId, `Olá Ana, a ${bike.nickName} ainda está disponível?`);
  }
  const marta = await jwtOf(request, DEMO_USERS.marta);
  await sendMessage(request, marta, bikes[6].documentId, 'Bom dia! Posso ver a bicicleta no sábado?');
}

/** Waits for what each tab shows once its real data has arrived. */
async function expectTabLoaded(page: Page, hash: (typeof TABS)[number]['hash']) {
  const panel = page.getByRole('tabpanel');
  switch (hash) {
    case 'perfil':
      await expect(panel.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana Silva');
      await expect(panel.getByRole('combobox', { name: 'Localidade' })).toHaveValue('Lisboa');
      break;
    case 'minha_bicicleta':
      await expect(panel.getByRole('list', { name: 'As minhas bicicletas' }).getByRole('listitem').first()).toBeVisible();
      break;
    case 'inbox':
      await expect(panel.getByRole('list', { name: 'Conversas' })).toBeVisible();
      break;
    case 'redefinir_senha':
      await expect(panel.getByLabel(/^Senha antiga/)).toBeVisible();
      break;
  }
}

test('a visitor is sent from /my-account to /login', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('logged in as Ana', () => {
  let anaJwt = '';

  test.beforeAll(async ({ request }) => {
    anaJwt = await jwtOf(request, DEMO_USERS.ana);
    await fillAnasInbox(request, anaJwt);
  });

  test.beforeEach(async ({ context }) => {
    await startBrowserSession(context, anaJwt);
  });

  test('each tab renders with real data, without serious a11y violations, on desktop and phone', async ({ page }) => {
    for (const [viewport, size] of [['desktop', DESKTOP] as const, ['phone', PHONE] as const]) {
      await page.setViewportSize(size);
      for (const { hash, name } of TABS) {
        await page.goto(`/my-account#${hash}`);
        await expect(page.getByRole('heading', { level: 1, name: 'A minha conta' })).toBeVisible();
        await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        await expectTabLoaded(page, hash);
        await expectNoHorizontalOverflow(page);
        if (viewport === 'desktop') await expectNoSeriousA11yViolations(page);
        await screenshot(page, `my-account-${hash}-${viewport}`);
      }
    }
  });

  test('/my-bikes and /inbox open their own tab', async ({ page }) => {
    await page.goto('/my-bikes');
    await expect(page.getByRole('tab', { name: 'A Minha Bicicleta', selected: true })).toBeVisible();
    await page.goto('/inbox');
    await expect(page.getByRole('tab', { name: 'Caixa de entrada', selected: true })).toBeVisible();
  });

  test('the tabs follow the URL hash and the keyboard', async ({ page }) => {
    await page.goto('/my-account');
    await page.getByRole('tab', { name: 'Meu perfil' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-account#minha_bicicleta$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Meu perfil', selected: true })).toBeVisible();
  });

  test('my bikes show their state and lead to the edit page', async ({ page }) => {
    await page.goto('/my-account#minha_bicicleta');
    const bikes = page.getByRole('list', { name: 'As minhas bicicletas' });
    await expect(bikes.getByText('ROUBADA').first()).toBeVisible();
    await expect(bikes.getByText('EM VENDA').first()).toBeVisible();
    const estradista = bikes.getByRole('listitem').filter({ hasText: 'Estradista' });
    await expect(estradista.getByRole('link')).toHaveAttribute('href', /^\/edit-bike\/[^/]+#editar$/);
    await expect(page.getByRole('link', { name: 'Adicionar Bicicleta' })).toHaveAttribute('href', '/register-bikes');

    await page.getByRole('button', { name: 'Transferência de bicicleta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transferência de bicicleta' });
    await dialog.getByRole('textbox', { name: /Código de autenticação/ }).fill('NAOEXISTE1');
    await dialog.getByRole('button', { name: 'Receber bicicleta' }).click();
    await expect(page.getByText('Código de autenticação inválido')).toBeVisible();
  });

  test('the profile is saved and still there after a reload', async ({ page }) => {
    await page.goto('/my-account#perfil');
    const phone = page.getByRole('textbox', { name: /^Telemóvel/ });
    const birthDate = page.getByRole('textbox', { name: /^Data de nascimento/ });
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana Silva');

    await phone.fill('912 345 678');
    await birthDate.fill('23/05/1990');
    await page.getByRole('combobox', { name: 'Género' }).click();
    await page.getByRole('option', { name: 'Feminino' }).click();
    await page.getByRole('button', { name: 'Guardar alterações' }).click();
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();

    await page.reload();
    await expect(phone).toHaveValue('912 345 678');
    await expect(birthDate).toHaveValue('23/05/1990');
    await expect(page.getByRole('combobox', { name: 'Género' })).toHaveText('Feminino');
  });

  test('the inbox pages by 5, opens a conversation, marks it read and sends a reply', async ({ page }) => {
    await page.goto('/my-account#inbox');
    const conversations = page.getByRole('list', { name: 'Conversas' }).getByRole('listitem');
    await expect(conversations).toHaveCount(5);
    const pages = page.getByRole('navigation', { name: 'Páginas da caixa de entrada' });
    await pages.getByRole('button', { name: /página 2/i }).click();
    await expect(conversations.first()).toBeVisible();

    await pages.getByRole('button', { name: /página 1/i }).click();
    // Marta wrote last, so her conversation heads the list, unread.
    const latest = page.getByRole('list', { name: 'Conversas' }).getByRole('button').first();
    await expect(latest).toContainText('Marta Costa');
    await expect(latest.getByText(/\d+ novas?/)).toBeVisible();
    await latest.click();

    await expect(page.getByRole('heading', { level: 3, name: /^Conversa com / })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Mensagens com / }).getByRole('listitem').first()).toContainText(
      /\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}/,
    );
    await page.getByRole('textbox', { name: /^Resposta/ }).fill('Olá! Sim, ainda está disponível.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Mensagem enviada com sucesso!')).toBeVisible();
    await expect(page.getByRole('list', { name: /^Mensagens com / })).toContainText('Olá! Sim, ainda está disponível.');
    await screenshot(page, 'my-account-inbox-conversation-desktop');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByRole('list', { name: 'Conversas' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversas' }).getByRole('listitem').first()).not.toContainText(/\d+ novas?/);
  });
});
