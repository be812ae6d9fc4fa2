import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import { approveAsEditor, png } from './support/bikes';
import { emailsTo, linkIn, waitForEmail } from './support/mailbox';
import { CMS_URL, DEMO_USERS, logIn } from './support/session';
import { DESKTOP, SCREENSHOTS, expectNoCspViolation, screenshot, test, watchCsp } from './support/page-checks';

/*
 * Issue 6's proof: whole journeys of real people through the UI, against the seeded CMS, with
 * the mail the CMS sends caught by a real SMTP server (start-cms.mjs). A registers, confirms the
 * email and fills the profile; registers a bike that an editor approves; reports it stolen and
 * recovers it; sells it to B through the classifieds and the inbox; and transfers it to B while
 * a wrong code and a third user, C, are refused. The API is used only for what is not the point:
 * the editor's approval, B's sign-up, and reading what the pages saved.
 */

const PASSWORD = 'BoaPalavra1';

const run = Date.now().toString(36);
const userA = { name: 'Inês Carvalho', email: `journey.a.${run}@exemplo.pt` };
const userB = { name: 'Tiago Fernandes', email: `journey.b.${run}@exemplo.pt` };
const bike = {
  nickName: `Gravel da Inês ${run}`,
  model: 'Checkpoint ALR 5',
  serial: `JRN-${run.toUpperCase()}-77`,
};

interface OwnBike {
  documentId: string;
  slug: string;
  nickName: string;
  approved: boolean;
}

/** The smallest valid one-page PDF: an invoice may be a PDF. */
const invoicePdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

const fileInput = (page: Page, label: string) => page.locator(`input[type="file"][aria-label="${label}"]`);

/** Picks an option of the MUI select with this label. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multiple select stays open until Escape.
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}

async function logInThroughForm(page: Page, email: string, { remember }: { remember: boolean }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  if (remember) await page.getByRole('checkbox', { name: 'Lembrar-me' }).check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account#perfil$/);
}

/** The JWT the browser holds, to read through the API what a page has saved. */
async function tokenOf(context: BrowserContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return token as string;
}

async function bikesOf(request: APIRequestContext, context: BrowserContext): Promise<OwnBike[]> {
  const response = await request.get(`${CMS_URL}/api/bikes/mine`, { headers: { Authorization: `Bearer ${await tokenOf(context)}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OwnBike[] }).data;
}

/** The edit page's tab with this name, clicked as a person would, and the hash it leads to. */
async function openTab(page: Page, name: string, hash: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${hash}$`));
}

test.describe.serial('journeys', () => {
  test.describe.configure({ timeout: 180_000 });

  let contextA: BrowserContext;
  let contextB: BrowserContext;
  let contextC: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  let pageC: Page;
  let slug = '';

  // The three users' own contexts are not the fixture's: their CSP violations are collected here.
  const cspViolations: string[] = [];
  test.afterEach(() => expectNoCspViolation(cspViolations));

  const newUser = async (browser: Browser) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    watchCsp(context, cspViolations);
    // Long journeys, but no single step should wait long: fail where it stops, not at the end.
    context.setDefaultTimeout(15_000);
    return { context, page: await context.newPage() };
  };

  test.beforeAll(async ({ browser }) => {
    ({ context: contextA, page: pageA } = await newUser(browser));
    ({ context: contextB, page: pageB } = await newUser(browser));
    ({ context: contextC, page: pageC } = await newUser(browser));
  });

  test.afterAll(async () => {
    await Promise.all([contextA?.close(), contextB?.close(), contextC?.close()]);
  });

  test('A signs up, confirms the email, logs in with Lembrar-me and fills the profile', async () => {
    const page = pageA;
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Nome' }).fill(userA.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(userA.email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmação da palavra-passe').fill(PASSWORD);
    await page.getByRole('combobox', { name: 'Localidade' }).fill('Lis');
    await page.getByRole('option', { name: /^Lisboa/ }).click();
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Registar', exact: true }).click();

    await expect(page.getByText('Conta criada com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Obrigado pelo seu registo!' })).toBeVisible();
    await expect(page.getByText(userA.email)).toBeVisible();
    await screenshot(page, 'journey-verify');

    // Not confirmed yet: the account cannot sign in.
    const early = await page.request.post(`${CMS_URL}/api/auth/local`, { data: { identifier: userA.email, password: PASSWORD } });
    expect(early.ok()).toBe(false);

    const confirmation = await waitForEmail(page.request, userA.email, 'confirme o seu endereço de e-mail');
    expect(confirmation.text).toContain(`Olá ${userA.name}`);
    await page.goto(linkIn(confirmation, /email-confirmation\?confirmation=/));
    await expect(page).toHaveURL(/\/login$/);

    await logInThroughForm(page, userA.email, { remember: true });
    const cookie = (await contextA.cookies()).find((candidate) => candidate.name === 'token');
    expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29.9);

    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('textbox', { name: /^Nome/ })).toHaveValue(userA.name);
    await expect(panel.getByRole('combobox', { name: 'Localidade' })).toHaveValue('Lisboa');
    const nif = panel.getByRole('textbox', { name: 'NIF' });
    const phone = panel.getByRole('textbox', { name: /^Telemóvel/ });
    const birthDate = panel.getByRole('textbox', { name: /^Data de nascimento/ });
    await nif.fill('123456789');
    await phone.fill('912 345 678');
    await panel.getByRole('combobox', { name: 'Género' }).click();
    await page.getByRole('option', { name: 'Feminino' }).click();
    await birthDate.fill('14/03/1988');
    await panel.getByRole('button', { name: 'Guardar alterações' }).click();
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();

    await page.reload();
    await expect(nif).toHaveValue('123456789');
    await expect(phone).toHaveValue('912 345 678');
    await expect(panel.getByRole('combobox', { name: 'Género' })).toHaveText('Feminino');
    await expect(birthDate).toHaveValue('14/03/1988');
    await screenshot(page, 'journey-profile');
  });

  test('A registers a bike with three photos; an editor approves it, A is emailed and edits it', async ({ request }) => {
    const page = pageA;
    await page.goto('/my-account#minha_bicicleta');
    await expect(page.getByText('Ainda não tem nenhuma bicicleta registada.')).toBeVisible();
    await page.getByRole('link', { name: 'Adicionar Bicicleta' }).click();
    await expect(page).toHaveURL(/\/register-bikes$/);

    await page.getByRole('textbox', { name: /^Alcunha/ }).fill(bike.nickName);
    await choose(page, /^Categoria/, 'Gravel');
    await choose(page, /^Ano/, '2024');
    await page.getByRole('combobox', { name: /^Marca/ }).fill('Trek');
    await page.getByRole('option', { name: 'Trek', exact: true }).click();
    await page.getByRole('textbox', { name: /^Modelo/ }).fill(bike.model);
    await choose(page, /^Côr Principal/, 'Verde');
    await choose(page, /^Tamanho de roda/, '700c');
    await choose(page, /^Materiais/, 'Alumínio');
    await choose(page, /^Tipo de Suspensão/, 'Rígida (sem suspensão)');
    await page.getByRole('textbox', { name: /^Número de Série/ }).fill(bike.serial);
    await page.getByRole('button', { name: 'Próximo Passo' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Carregar Fotografias' })).toBeVisible();
    // Each photo is uploaded as soon as it is chosen; its preview shows once the CMS has it.
    await fileInput(page, 'Fotografia da Bicicleta').setInputFiles({ name: 'bicicleta.png', mimeType: 'image/png', buffer: await png(page, '#0b6e4f') });
    await expect(page.getByRole('img', { name: 'Pré-visualização: Fotografia da Bicicleta' })).toBeVisible();
    await fileInput(page, 'Fotografia do Número de Série').setInputFiles({ name: 'serie.png', mimeType: 'image/png', buffer: await png(page, '#616161') });
    await expect(page.getByRole('img', { name: 'Pré-visualização: Fotografia do Número de Série' })).toBeVisible();
    await fileInput(page, 'Fotografia da Fatura').setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: invoicePdf() });
    await expect(page.getByText('fatura.pdf')).toBeVisible();
    await screenshot(page, 'journey-register-photos');
    await page.getByRole('button', { name: 'Registar bicicleta' }).click();

    await expect(page.getByText('Nova bicicleta foi enviada!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-account#minha_bicicleta$/);
    const card = page.getByRole('list', { name: 'As minhas bicicletas' }).getByRole('listitem').filter({ hasText: bike.nickName });
    await expect(card.getByText('Pendente de Aprovação')).toBeVisible();
    await card.click();
    await expect(page.getByText('Aguarde enquanto está em análise!')).toBeVisible();
    await screenshot(page, 'journey-pending');

    const [registered] = (await bikesOf(request, contextA)).filter((own) => own.nickName === bike.nickName);
    expect(registered).toMatchObject({ approved: false });
    slug = registered.slug;
    expect(await emailsTo(request, userA.email)).toHaveLength(1);

    await approveAsEditor(request, registered.documentId);
    const approval = await waitForEmail(request, userA.email, 'a sua bicicleta foi aprovada');
    expect(approval.text).toContain(`"${bike.nickName}" foi aprovada`);

    // A opens the link in the email.
    await page.goto(linkIn(approval, /\/edit-bike\//));
    await expect(page).toHaveURL(new RegExp(`/edit-bike/${slug}#editar$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Informação completa da bicicleta' })).toBeVisible();
    await expect(page.getByText('Pendente de Aprovação')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Outras informações' }).fill('Guarda-lamas pretos e um autocolante da Bicla no tubo de selim.');
    await page.getByRole('button', { name: 'Guardar alterações' }).click();
    await expect(page.getByText('Atualizado com sucesso!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Outras informações' })).toHaveValue(
      'Guarda-lamas pretos e um autocolante da Bicla no tubo de selim.',
    );
    await screenshot(page, 'journey-edit');
  });

  test('A reports it stolen, it is listed and found by its serial, then A marks it recovered', async () => {
    const page = pageA;
    await openTab(page, 'Reportar roubo', 'furtada');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(/^Data e hora do roubo/).fill(`${yesterday}T18:30`);
    await page.getByRole('textbox', { name: 'Telefone', exact: true }).fill('912345678');
    await page.getByRole('checkbox', { name: 'Utilizadores com sessão iniciada' }).check();
    await page.getByRole('textbox', { name: /^Morada ou cruzamento/ }).fill('Avenida da Liberdade 200');
    await page.getByRole('combobox', { name: /^Localidade/ }).fill('Lisboa');
    await page.getByRole('option', { name: 'Lisboa', exact: true }).click();
    await page.getByRole('textbox', { name: /^Código postal/ }).fill('1250-147');
    await page.getByRole('spinbutton', { name: /^Valor estimado/ }).fill('1100');
    await choose(page, /^Tipo de cadeado/, 'Cadeado em U');
    await choose(page, /^Como foi vencido o cadeado/, 'Cadeado cortado e deixado no local');
    await page.getByRole('textbox', { name: /^Esquadra/ }).fill('PSP Avenida');
    await page.getByRole('textbox', { name: /^Descrição do incidente/ }).fill('Presa a um suporte à porta do trabalho; ao fim do dia só lá estava o cadeado cortado.');
    await page.getByRole('button', { name: 'Reportar como roubada' }).click();
    await expect(page.getByText('Salvo com sucesso!')).toBeVisible();
    await expect(page.getByText('ROUBADA', { exact: true })).toBeVisible();

    await page.goto('/stolen-bike');
    const stolenCard = page.getByRole('list', { name: 'Bicicletas roubadas' }).getByRole('article').filter({ hasText: bike.nickName });
    await expect(stolenCard).toHaveCount(1);
    await expect(stolenCard.getByText('ROUBADA', { exact: true })).toBeVisible();
    await screenshot(page, 'journey-stolen-list');

    await page.goto('/search-bikes');
    await page.getByLabel('Número de série ou Número Bicla').fill(bike.serial.toLowerCase());
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const found = page.getByRole('list', { name: 'Resultados da pesquisa' }).getByRole('article').filter({ hasText: bike.nickName });
    await expect(found).toHaveCount(1);
    await expect(found.getByText('Roubada', { exact: true })).toBeVisible();
    await screenshot(page, 'journey-search');

    await page.goto(`/edit-bike/${slug}#furtada`);
    await page.getByRole('button', { name: 'Marcar recuperada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ótimas notícias! Ainda bem que recuperou a sua bicicleta!' });
    await dialog.getByRole('textbox', { name: /^Como a conseguiu recuperar/ }).fill('Apareceu à venda num grupo online; a PSP foi buscá-la.');
    await dialog.getByRole('checkbox', { name: 'Conseguimos ajudar?' }).check();
    await dialog.getByRole('button', { name: 'Assinalar como Recuperada' }).click();

    await expect(page).toHaveURL(/#historico$/);
    const history = page.getByRole('list', { name: 'Histórico da bicicleta' }).getByRole('listitem');
    await expect(history).toHaveText([
      /A bicicleta foi registada com sucesso!/,
      /Aprovada pela equipa Bicla em/,
      /Bicicleta dada como roubada/,
      /Bicicleta recuperada!/,
    ]);
    await expect(history.nth(3)).toContainText('Apareceu à venda num grupo online; a PSP foi buscá-la.');
    await screenshot(page, 'journey-history');
  });

  test('A lists it for sale; B finds the ad and writes; A reads and replies; B sees the reply', async ({ request }) => {
    await openTab(pageA, 'Vender', 'classificado');
    await pageA.getByRole('spinbutton', { name: /^Preço/ }).fill('780');
    await pageA.getByRole('textbox', { name: /^Comentários/ }).fill('Pouco uso, revisão feita em outubro. Entrego em Lisboa.');
    await fileInput(pageA, 'Fotografia do anúncio 1').setInputFiles({ name: 'anuncio.png', mimeType: 'image/png', buffer: await png(pageA, '#1565c0') });
    await pageA.getByRole('checkbox', { name: /Aceito os/ }).check();
    await pageA.getByRole('button', { name: 'Publicar anúncio' }).click();
    await expect(pageA.getByText('Salvo com sucesso!')).toBeVisible();
    await expect(pageA.getByRole('heading', { level: 2, name: 'O seu anúncio' })).toBeVisible();

    await signUpAndConfirm(request, userB, PASSWORD);
    await logInThroughForm(pageB, userB.email, { remember: false });
    await pageB.goto('/classified');
    await pageB.getByRole('textbox', { name: 'Nome' }).fill(bike.nickName);
    await expect(pageB).toHaveURL(/[?&]name=/);
    const ads = pageB.getByRole('article');
    await expect(ads).toHaveCount(1);
    await expect(ads.first()).toContainText('780 €');
    await screenshot(pageB, 'journey-classified-found');
    await ads.first().getByRole('link', { name: `Trek ${bike.model}` }).click();
    await expect(pageB.getByRole('heading', { level: 1, name: `Trek ${bike.model}` })).toBeVisible();
    await expect(pageB.getByRole('region', { name: 'Vendedor' })).toContainText(userA.name);
    await pageB.getByRole('textbox', { name: 'Mensagem' }).fill('Olá Inês! A bicicleta ainda está à venda? Posso vê-la no sábado?');
    await pageB.getByRole('button', { name: 'Enviar' }).click();
    await expect(pageB.getByText('Mensagem enviada com sucesso!')).toBeVisible();

    // A, back on the home page, is told in the header and by the notice.
    await pageA.goto('/');
    await expect(pageA.getByRole('button', { name: `${userA.name}, 1 mensagem não lida` })).toBeVisible();
    const notice = pageA.getByRole('link', { name: 'Você tem 1 nova mensagem' });
    await expect(notice).toBeVisible();
    await pageA.screenshot({ path: `${SCREENSHOTS}/journey-home-unread.png` });
    await notice.click();
    await expect(pageA).toHaveURL(/\/my-account#inbox$/);

    const row = pageA.getByRole('list', { name: 'Conversas' }).getByRole('button').filter({ hasText: userB.name });
    await expect(row.getByText('1 nova')).toBeVisible();
    await row.click();
    await expect(pageA.getByRole('heading', { level: 3, name: `Conversa com ${userB.name}` })).toBeVisible();
    await expect(pageA.getByRole('list', { name: `Mensagens com ${userB.name}` })).toContainText('Posso vê-la no sábado?');
    await pageA.getByRole('textbox', { name: /^Resposta/ }).fill('Olá Tiago! Está, sim. Sábado às 10h em Lisboa?');
    await pageA.getByRole('button', { name: 'Enviar' }).click();
    await expect(pageA.getByText('Mensagem enviada com sucesso!')).toBeVisible();
    await expect(pageA.getByRole('button', { name: userA.name, exact: true })).toBeVisible();
    await screenshot(pageA, 'journey-inbox-a');

    await pageB.goto('/my-account#inbox');
    const rowB = pageB.getByRole('list', { name: 'Conversas' }).getByRole('button').filter({ hasText: userA.name });
    await expect(rowB.getByText('1 nova')).toBeVisible();
    await rowB.click();
    const conversation = pageB.getByRole('list', { name: `Mensagens com ${userA.name}` }).getByRole('listitem');
    await expect(conversation).toHaveText([/Posso vê-la no sábado\?/, /Sábado às 10h em Lisboa\?/]);
    await screenshot(pageB, 'journey-inbox-b');
  });

  test('A transfers it to B; a wrong code and C with the right one are refused; B claims it', async ({ request }) => {
    await pageA.goto(`/edit-bike/${slug}`);
    await openTab(pageA, 'Transferir', 'transfer');
    await pageA.getByRole('textbox', { name: /^Nome do proprietário/ }).fill(userB.name);
    await pageA.getByRole('textbox', { name: /^Email do proprietário/ }).fill(userB.email);
    await pageA.getByRole('button', { name: 'Transferir' }).click();
    const shownCode = pageA.getByRole('textbox', { name: 'Código de autenticação' });
    await expect(shownCode).toHaveValue(/^[A-Z0-9]{8,}$/);
    await screenshot(pageA, 'journey-transfer-started');

    const offer = await waitForEmail(request, userB.email, `quer transferir-lhe a bicicleta "${bike.nickName}"`);
    const code = offer.text.match(/código de autenticação é: ([A-Z0-9]+)/)?.[1];
    expect(code).toBe(await shownCode.inputValue());

    /** 'Transferência de bicicleta' in A Minha Bicicleta. */
    const openClaim = async (page: Page) => {
      await page.goto('/my-account#minha_bicicleta');
      await page.getByRole('button', { name: 'Transferência de bicicleta' }).click();
      return page.getByRole('dialog', { name: 'Transferência de bicicleta' });
    };
    const sendCode = async (dialog: Locator, typed: string) => {
      await dialog.getByRole('textbox', { name: /Código de autenticação/ }).fill(typed);
      await dialog.getByRole('button', { name: 'Receber bicicleta' }).click();
    };

    const dialogB = await openClaim(pageB);
    await sendCode(dialogB, 'ERRADO1234');
    await expect(pageB.getByText('Código de autenticação inválido')).toBeVisible();
    await expect(dialogB.getByRole('textbox', { name: /Código de autenticação/ })).toHaveValue('ERRADO1234');
    await screenshot(pageB, 'journey-claim-wrong-code', { fullPage: false });

    // C has the right code but is not the addressee.
    await logIn(contextC, request, DEMO_USERS.marta);
    const dialogC = await openClaim(pageC);
    await sendCode(dialogC, code as string);
    await expect(pageC.getByText('Erro ao enviar dados')).toBeVisible();
    await screenshot(pageC, 'journey-claim-refused', { fullPage: false });
    await dialogC.getByRole('button', { name: 'Cancelar' }).click();
    await expect(pageC.getByRole('list', { name: 'As minhas bicicletas' }).getByText(bike.nickName)).toHaveCount(0);

    // B fixes the typo in the dialog that is still open.
    await sendCode(dialogB, code as string);
    await expect(pageB.getByText('A bicicleta foi transferida para a sua conta!')).toBeVisible();
    await expect(dialogB).toBeHidden();
    const received = pageB.getByRole('list', { name: 'As minhas bicicletas' }).getByRole('listitem').filter({ hasText: bike.nickName });
    await expect(received).toHaveCount(1);
    await expect(received.getByText('EM VENDA')).toHaveCount(0);
    await screenshot(pageB, 'journey-claimed');

    await waitForEmail(request, userB.email, `a bicicleta "${bike.nickName}" é agora sua`);
    await waitForEmail(request, userA.email, `a transferência da bicicleta "${bike.nickName}" foi concluída`);

    await pageA.goto('/my-account#minha_bicicleta');
    await expect(pageA.getByText('Ainda não tem nenhuma bicicleta registada.')).toBeVisible();
    expect(await bikesOf(request, contextA)).toHaveLength(0);

    await received.click();
    await expect(pageB).toHaveURL(new RegExp(`/edit-bike/${slug}#editar$`));
    await openTab(pageB, 'Histórico', 'historico');
    // Five entries a page: registration, approval, theft, recovery and sale fill the first.
    await pageB.getByRole('button', { name: 'Ir para a página 2' }).click();
    await expect(pageB.getByRole('list', { name: 'Histórico da bicicleta' })).toContainText(`Esta bicicleta é transferida para ${userB.name}`);
  });
});
