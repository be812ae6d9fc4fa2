import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CMS_URL, DEMO_PASSWORD, DEMO_USERS, logIn } from './support/session';
import { DESKTOP, PHONE, expectNoCspViolation, expectNoHorizontalOverflow, screenshot, test, watchCsp } from './support/page-checks';

/** The phone first: each check ends on the desktop, where the journey goes on. */
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const TABS = {
  anuncios: 'Os meus anúncios',
  ofertas: 'Ofertas e mensagens',
  transferencias: 'Transferências',
  pagamentos: 'Pagamentos',
} as const;

interface OwnBike {
  documentId: string;
  slug: string;
  nickName: string;
  approved: boolean;
  stolen: boolean;
  on_sale: boolean;
  auth_code: string | null;
}

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

async function bikesOf(request: APIRequestContext, jwt: string) {
  const response = await request.get(`${CMS_URL}/api/bikes/mine`, { headers: bearer(jwt) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OwnBike[] }).data;
}

/** Axe measures colours as they are painted: wait until the dialog's fade-in has finished. */
async function dialogSettled(page: Page) {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}

/** Each viewport in turn: a11y on desktop (the same markup), no overflow and a screenshot on both. */
async function checkEveryViewport(page: Page, name: string, open: () => Promise<void>) {
  for (const [viewport, size] of VIEWPORTS) {
    await page.setViewportSize(size);
    await open();
    await expectNoHorizontalOverflow(page);
    if (viewport === 'desktop') await expectNoSeriousA11yViolations(page);
    await screenshot(page, `${name}-${viewport}`);
  }
}

test('a visitor is sent to /login from the three pages', async ({ page }) => {
  for (const path of ['/classified-account#ofertas', '/user-bikes', '/report-stolen']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test.describe('logged in as Marta, who has bikes on sale', () => {
  // One browser session and one sign-in for the whole journey: the CMS limits sign-ins per account.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let context: BrowserContext;
  let page: Page;
  let api: APIRequestContext;
  let marta = '';
  let joao = '';
  let martaBikes: OwnBike[] = [];
  /** Transfers this journey starts: each is cancelled again at the end, whatever happened. */
  const startedTransfers: { bike: OwnBike; jwt: string }[] = [];

  // This context is not the fixture's: its CSP violations are collected here.
  const cspViolations: string[] = [];
  test.afterEach(() => expectNoCspViolation(cspViolations));

  test.beforeAll(async ({ browser, playwright }) => {
    api = await playwright.request.newContext();
    context = await browser.newContext({ viewport: DESKTOP });
    watchCsp(context, cspViolations);
    page = await context.newPage();
    marta = await logIn(context, api, DEMO_USERS.marta);
    const signIn = await api.post(`${CMS_URL}/api/auth/local`, { data: { identifier: DEMO_USERS.joao, password: DEMO_PASSWORD } });
    expect(signIn.ok()).toBe(true);
    joao = ((await signIn.json()) as { jwt: string }).jwt;
    martaBikes = await bikesOf(api, marta);
  });

  test.afterAll(async () => {
    for (const { bike, jwt } of startedTransfers) {
      // 400 'Não existe nenhuma transferência pendente' once the journey itself cancelled it.
      await api.delete(`${CMS_URL}/api/bikes/${bike.documentId}/transfer`, { headers: bearer(jwt) });
      const left = (await bikesOf(api, jwt)).find((own) => own.documentId === bike.documentId);
      expect(left?.auth_code).toBeNull();
    }
    await context.close();
    await api.dispose();
  });

  /** A fresh load of the page: a hash-only navigation would keep the app, and its cached lists, as they were. */
  const openTab = async (hash: keyof typeof TABS) => {
    await page.goto('about:blank');
    await page.goto(`/classified-account#${hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Os meus classificados' })).toBeVisible();
    await expect(page.getByRole('tab', { name: TABS[hash], selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: TABS[hash] })).toBeVisible();
  };

  test("'Os meus anúncios' lists her ads with view, edit and remove", async () => {
    const ads = martaBikes.filter((bike) => bike.on_sale && !bike.stolen);
    expect(ads.length).toBeGreaterThan(1);

    await checkEveryViewport(page, 'classified-account-anuncios', async () => {
      await openTab('anuncios');
      await expect(page.getByRole('list', { name: 'Anúncios publicados' }).getByRole('article')).toHaveCount(ads.length);
    });

    const [ad] = ads;
    const row = page.getByRole('article', { name: ad.nickName });
    await expect(row.getByText(/\d\s€/)).toBeVisible();
    await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(row.getByRole('link', { name: `Ver o anúncio de ${ad.nickName}` })).toHaveAttribute('href', `/classified/${ad.slug}`);
    await expect(row.getByRole('link', { name: `Editar o anúncio de ${ad.nickName}` })).toHaveAttribute(
      'href',
      `/edit-bike/${ad.slug}#classificado`,
    );

    // Removing asks first; cancelling leaves the ad where it is.
    await row.getByRole('button', { name: `Remover o anúncio de ${ad.nickName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover o anúncio?' });
    await expect(confirm).toContainText(ad.nickName);
    await dialogSettled(page);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    // Every bike of hers is on sale, stolen or pending: there is none left to advertise.
    await page.getByRole('button', { name: 'Adicionar anúncio' }).click();
    const choose = page.getByRole('dialog', { name: 'Adicionar anúncio' });
    await expect(choose).toContainText('Não tem nenhuma bicicleta que possa anunciar');
    await choose.getByRole('button', { name: 'Fechar' }).click();
    await expect(choose).toBeHidden();

    await row.getByRole('link', { name: `Editar o anúncio de ${ad.nickName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-bike/${ad.slug}#classificado$`));
    await expect(page.getByRole('tab', { name: 'Vender', selected: true })).toBeVisible();
  });

  test('the tabs follow the keyboard and the URL hash', async () => {
    await openTab('anuncios');
    await page.getByRole('tab', { name: TABS.anuncios }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/classified-account#ofertas$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: TABS.anuncios, selected: true })).toBeVisible();
  });

  test("'Ofertas e mensagens' shows conversations about bikes on sale, not the others", async () => {
    const onSale = martaBikes.find((bike) => bike.on_sale && !bike.stolen);
    const stolen = martaBikes.find((bike) => bike.stolen);
    if (!onSale || !stolen) throw new Error('the seed gives Marta a bike on sale and a stolen one');
    const offer = `Boa tarde Marta, aceita uma oferta pela ${onSale.nickName}?`;
    for (const [bike, message] of [
      [onSale, offer],
      [stolen, `Vi uma bicicleta parecida com a ${stolen.nickName} na feira.`],
    ] as const) {
      const sent = await api.post(`${CMS_URL}/api/messages`, { headers: bearer(joao), data: { data: { bike: bike.documentId, message } } });
      expect(sent.status()).toBe(201);
    }

    await checkEveryViewport(page, 'classified-account-ofertas', async () => {
      await openTab('ofertas');
      await expect(page.getByRole('list', { name: 'Conversas sobre bicicletas à venda' })).toBeVisible();
    });

    const conversations = page.getByRole('list', { name: 'Conversas sobre bicicletas à venda' }).getByRole('listitem');
    await expect(conversations.filter({ hasText: `sobre ${onSale.nickName}` })).toHaveCount(1);
    await expect(conversations.filter({ hasText: `sobre ${stolen.nickName}` })).toHaveCount(0);

    await conversations.filter({ hasText: `sobre ${onSale.nickName}` }).getByRole('button').click();
    await expect(page.getByRole('heading', { level: 3, name: 'Conversa com João Pereira' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Mensagens com João Pereira' })).toContainText(offer);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(conversations.first()).toBeVisible();
  });

  test("'Transferências' shows a transfer she sent and one sent to her, and cancels hers", async () => {
    const hers = martaBikes.find((bike) => bike.approved && !bike.stolen && !bike.auth_code);
    const his = (await bikesOf(api, joao)).find((bike) => bike.approved && !bike.stolen && !bike.auth_code);
    if (!hers || !his) throw new Error('Marta and João each need an approved bike that is not stolen');
    for (const [bike, jwt, to] of [
      [hers, marta, { name: 'Ana Silva', email: DEMO_USERS.ana }],
      [his, joao, { name: 'Marta Costa', email: DEMO_USERS.marta }],
    ] as const) {
      const started = await api.post(`${CMS_URL}/api/bikes/${bike.documentId}/transfer`, { headers: bearer(jwt), data: { data: to } });
      expect(started.status()).toBe(200);
      startedTransfers.push({ bike, jwt });
    }

    await checkEveryViewport(page, 'classified-account-transferencias', async () => {
      await openTab('transferencias');
      await expect(page.getByRole('list', { name: 'Transferências enviadas' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Transferências recebidas' })).toBeVisible();
    });

    const sent = page.getByRole('list', { name: 'Transferências enviadas' }).getByRole('article', { name: hers.nickName });
    await expect(sent).toContainText(`Para Ana Silva (${DEMO_USERS.ana})`);
    await expect(sent).toContainText('Enviada em:');
    await expect(sent).toContainText('Válida até:');
    const received = page.getByRole('list', { name: 'Transferências recebidas' }).getByRole('article', { name: his.nickName });
    await expect(received).toContainText(/De:\s*João Pereira/);
    // The code travels by email or by hand, never through this list.
    const code = (await bikesOf(api, joao)).find((bike) => bike.documentId === his.documentId)?.auth_code;
    expect(code).toBeTruthy();
    await expect(page.getByText(code as string)).toHaveCount(0);

    await received.getByRole('button', { name: `Reclamar ${his.nickName}` }).click();
    const claim = page.getByRole('dialog', { name: 'Transferência de bicicleta' });
    await expect(claim.getByRole('textbox', { name: /Código de autenticação/ })).toBeFocused();
    await dialogSettled(page);
    await expectNoSeriousA11yViolations(page);
    await claim.getByRole('button', { name: 'Cancelar' }).click();
    await expect(claim).toBeHidden();

    await sent.getByRole('button', { name: `Cancelar a transferência de ${hers.nickName}` }).click();
    await expect(page.getByText('A transferência de bicicleta foi cancelada!')).toBeVisible();
    await expect(sent).toHaveCount(0);
    expect((await bikesOf(api, marta)).find((bike) => bike.documentId === hers.documentId)?.auth_code).toBeNull();
  });

  test("'Pagamentos' says honestly that no payments go through Bicla", async () => {
    await checkEveryViewport(page, 'classified-account-pagamentos', async () => {
      await openTab('pagamentos');
      await expect(page.getByText('O Bicla ainda não processa pagamentos', { exact: false })).toBeVisible();
    });
  });

  test('/user-bikes lists her bikes with a way to add one', async () => {
    await checkEveryViewport(page, 'user-bikes', async () => {
      await page.goto('/user-bikes');
      await expect(page.getByRole('heading', { level: 1, name: 'As minhas bicicletas' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'As minhas bicicletas' }).getByRole('listitem')).toHaveCount(martaBikes.length);
    });
    await expect(page.getByRole('link', { name: 'Adicionar Bicicleta' })).toHaveAttribute('href', '/register-bikes');
  });

  test('/report-stolen offers her bikes that are not stolen, and shows the stolen ones as such', async () => {
    const candidates = martaBikes.filter((bike) => bike.approved && !bike.stolen);
    const stolen = martaBikes.filter((bike) => bike.stolen);

    await checkEveryViewport(page, 'report-stolen', async () => {
      await page.goto('/report-stolen');
      await expect(page.getByRole('heading', { level: 1, name: 'Reportar bicicleta roubada' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Bicicletas que pode reportar' }).getByRole('listitem')).toHaveCount(candidates.length);
      await expect(page.getByRole('list', { name: 'Bicicletas dadas como roubadas' }).getByRole('listitem')).toHaveCount(stolen.length);
    });
    await expect(page.getByText('Tem 1 bicicleta pendente de aprovação', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Bicicletas dadas como roubadas' }).getByRole('listitem').first().getByText('ROUBADA'),
    ).toBeVisible();

    await page.getByRole('list', { name: 'Bicicletas que pode reportar' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/edit-bike/${candidates[0].slug}#furtada$`));
    await expect(page.getByRole('tab', { name: 'Reportar roubo', selected: true })).toBeVisible();
  });
});
