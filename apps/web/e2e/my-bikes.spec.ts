import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CMS_URL, DEMO_USERS, jwtOf, logIn } from './support/session';
import { DESKTOP, PHONE, SCREENSHOTS, test } from './support/page-checks';


interface OwnBike {
  documentId: string;
  slug: string;
  nickName: string;
  approved: boolean;
  stolen: boolean;
  on_sale: boolean;
}

/* A real PNG and PDF, made here: the CMS checks the bytes, not the file name. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 320×240 picture: a diagonal gradient in the given colour, so previews are visibly different. */
function png([red, green, blue]: [number, number, number]) {
  const width = 320;
  const height = 240;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const offset = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const shade = 0.55 + 0.45 * ((x + y) / (width + height));
      rows[offset + 1 + x * 3] = Math.round(red * shade);
      rows[offset + 2 + x * 3] = Math.round(green * shade);
      rows[offset + 3 + x * 3] = Math.round(blue * shade);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function pdf() {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

async function myBikes(request: APIRequestContext, email: string): Promise<OwnBike[]> {
  const response = await request.get(`${CMS_URL}/api/bikes/mine`, {
    headers: { Authorization: `Bearer ${await jwtOf(request, email)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OwnBike[] }).data;
}

/** Ana's approved bike that is neither stolen nor on sale (the seed's 'Estradista'). */
async function anasPlainBike(request: APIRequestContext) {
  const bike = (await myBikes(request, DEMO_USERS.ana)).find((candidate) => candidate.approved && !candidate.stolen && !candidate.on_sale);
  expect(bike).toBeTruthy();
  return bike as OwnBike;
}

/**
 * A full-page picture from the top at both widths, with every photo loaded, then back to the
 * desktop width. From the top, so the header is in place rather than stuck mid-page.
 */
async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('header').first()).toHaveCSS('position', 'static');
    await page.evaluate(() => {
      for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
    });
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows at ${viewport.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Picks an option of the MUI select with this label. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multiple select stays open until Escape.
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}

const fileInput = (page: Page, label: string) => page.locator(`input[type="file"][aria-label="${label}"]`);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('registers a bike in two steps with three photos, and it waits for approval', async ({ page, context, request }) => {
  await logIn(context, request, DEMO_USERS.ana);
  await page.goto('/register-bikes');
  await expect(page.getByRole('heading', { level: 2, name: 'Informação da Bicicleta' })).toBeVisible();

  await page.getByRole('button', { name: 'Próximo Passo' }).click();
  await expect(page.getByText('*Alcunha é obrigatória')).toBeVisible();
  await expect(page.getByText('*Número de Série (Podem ser vários) é obrigatório')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'register-bike-step1');

  const serial = `E2E-${Date.now()}`;
  await page.getByRole('textbox', { name: /^Alcunha/ }).fill('Gravel de Teste');
  await choose(page, /^Categoria/, 'Gravel');
  await choose(page, /^Ano/, '2024');
  await page.getByRole('combobox', { name: /^Marca/ }).fill('Trek');
  await page.getByRole('option', { name: 'Trek', exact: true }).click();
  await page.getByRole('textbox', { name: /^Modelo/ }).fill('Checkpoint ALR 5');
  await choose(page, /^Côr Principal/, 'Azul');
  await choose(page, /^Côres Secundárias/, 'Preto');
  await choose(page, /^Tamanho de roda/, '700c');
  await choose(page, /^Materiais/, 'Alumínio');
  await choose(page, /^Tipo de Suspensão/, 'Rígida (sem suspensão)');
  await page.getByRole('textbox', { name: /^Número de Série/ }).fill(serial);
  await page.getByRole('button', { name: 'Próximo Passo' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Carregar Fotografias' })).toBeVisible();
  await expect(page.getByText(/Número Bicla: [A-Z0-9]{9}/)).toBeVisible();

  await fileInput(page, 'Fotografia da Bicicleta').setInputFiles({ name: 'bicicleta.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await expect(page.getByText('*Formato de imagem inválido')).toBeVisible();
  await page.getByRole('button', { name: 'Registar bicicleta' }).click();
  await expect(page.getByText('*A foto do número de série é obrigatória')).toBeVisible();
  await expect(page.getByText('*A foto da fatura é obrigatória')).toBeVisible();

  await fileInput(page, 'Fotografia da Bicicleta').setInputFiles({ name: 'bicicleta.png', mimeType: 'image/png', buffer: png([21, 101, 192]) });
  await expect(page.getByRole('img', { name: 'Pré-visualização: Fotografia da Bicicleta' })).toBeVisible();
  await fileInput(page, 'Fotografia do Número de Série').setInputFiles({ name: 'serie.png', mimeType: 'image/png', buffer: png([97, 97, 97]) });
  await expect(page.getByRole('img', { name: 'Pré-visualização: Fotografia do Número de Série' })).toBeVisible();
  await fileInput(page, 'Fotografia da Fatura').setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await expect(page.getByText('fatura.pdf')).toBeVisible();
  await expect(page.getByText('*Formato de imagem inválido')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'register-bike-step2');

  await page.getByRole('button', { name: 'Registar bicicleta' }).click();
  await expect(page.getByText('Nova bicicleta foi enviada!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account#minha_bicicleta$/);

  const registered = (await myBikes(request, DEMO_USERS.ana)).find((bike) => bike.nickName === 'Gravel de Teste');
  expect(registered).toMatchObject({ approved: false, stolen: false });
  await page.goto(`/edit-bike/${registered?.slug}`);
  await expect(page.getByText('Aguarde enquanto está em análise!')).toBeVisible();
  await expect(page.getByText('Pendente de Aprovação')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-pending');
});

test('edits an approved bike', async ({ page, context, request }) => {
  await logIn(context, request, DEMO_USERS.ana);
  const bike = await anasPlainBike(request);
  await page.goto(`/edit-bike/${bike.slug}#editar`);

  await expect(page.getByRole('heading', { level: 2, name: 'Informação completa da bicicleta' })).toBeVisible();
  await expect(page.getByLabel('Número de Série (Podem ser vários)')).toBeDisabled();
  await expect(page.getByText('FAÇA ESTAS COISAS PARA A MELHOR OPORTUNIDADE DE RECUPERAÇÃO!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-editar');

  await page.getByRole('textbox', { name: 'Outras informações' }).fill('Selim novo e luzes recarregáveis.');
  await choose(page, /^Côres Secundárias/, 'Branco');
  await page.getByRole('button', { name: 'Guardar alterações' }).click();
  await expect(page.getByText('Atualizado com sucesso!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Outras informações' })).toHaveValue('Selim novo e luzes recarregáveis.');
});

test('reports a bike stolen, marks it recovered, and both appear in its history', async ({ page, context, request }) => {
  await logIn(context, request, DEMO_USERS.ana);
  const bike = await anasPlainBike(request);
  await page.goto(`/edit-bike/${bike.slug}#furtada`);

  await expect(page.getByRole('heading', { level: 2, name: 'Reportar bicicleta roubada' })).toBeVisible();
  await page.getByRole('button', { name: 'Reportar como roubada' }).click();
  await expect(page.getByText('Erro ao enviar dados!')).toBeVisible();
  await expect(page.getByText('*O número de telefone é obrigatório')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-furtada');

  await page.getByLabel(/^Data e hora do roubo/).fill('2026-11-20T18:30');
  await page.getByRole('textbox', { name: 'Telefone', exact: true }).fill('912345678');
  await page.getByRole('checkbox', { name: 'Utilizadores com sessão iniciada' }).check();
  await page.getByRole('textbox', { name: /^Morada ou cruzamento/ }).fill('Rua Augusta 100');
  await page.getByRole('combobox', { name: /^Localidade/ }).fill('Lisboa');
  await page.getByRole('option', { name: 'Lisboa', exact: true }).click();
  await page.getByRole('textbox', { name: /^Código postal/ }).fill('1100-048');
  await page.getByRole('spinbutton', { name: /^Valor estimado/ }).fill('900');
  await choose(page, /^Tipo de cadeado/, 'Cadeado em U');
  await choose(page, /^Como foi vencido o cadeado/, 'Cadeado cortado e deixado no local');
  await page.getByRole('textbox', { name: /^Esquadra/ }).fill('PSP Baixa');
  await page.getByRole('textbox', { name: /^Descrição do incidente/ }).fill('Presa a um poste na Rua Augusta; ao fim da tarde só restava o cadeado cortado.');
  await fileInput(page, 'Fotografia recente 1').setInputFiles({ name: 'recente.png', mimeType: 'image/png', buffer: png([198, 40, 40]) });
  await expect(page.getByRole('img', { name: 'Pré-visualização: Fotografia recente 1' })).toBeVisible();
  // Enter in a text field must not send the report.
  await page.getByRole('textbox', { name: /^Código postal/ }).press('Enter');
  await expect(page.getByText('Salvo com sucesso!')).toBeHidden();
  await page.getByRole('button', { name: 'Reportar como roubada' }).click();

  await expect(page.getByText('Salvo com sucesso!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'DETALHES DO ROUBO' })).toBeVisible();
  await expect(page.getByText('ROUBADA', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Transferir' })).toHaveCount(0);
  await expect(page.getByText('PSP Baixa')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-furtada-roubada');

  await page.getByRole('tab', { name: 'SHARE ON SOCIAL MEDIA' }).click();
  const publicPage = encodeURIComponent(new URL(`/stolen-bikes/${bike.slug}`, page.url()).toString());
  await expect(page.getByRole('link', { name: /Partilhar no Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${publicPage}`,
  );
  await expect(page.getByRole('link', { name: /Partilhar no X/ })).toHaveAttribute('href', new RegExp(`^https://x\\.com/intent/post\\?url=${publicPage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  await page.getByRole('button', { name: 'Marcar recuperada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ótimas notícias! Ainda bem que recuperou a sua bicicleta!' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#recupar$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Assinalar como Recuperada' }).click();
  await expect(page.getByText('erro de validação!')).toBeVisible();
  await expect(dialog.getByText('*Por favor, preencha as informações de recuperação')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-recupar');

  await dialog.getByRole('textbox', { name: /^Como a conseguiu recuperar/ }).fill('Um vizinho viu-a num anúncio e a PSP devolveu-a.');
  await dialog.getByRole('checkbox', { name: 'Conseguimos ajudar?' }).check();
  await dialog.getByRole('button', { name: 'Assinalar como Recuperada' }).click();

  await expect(page).toHaveURL(/#historico$/);
  const history = page.getByRole('list', { name: 'Histórico da bicicleta' });
  await expect(history.getByText('Bicicleta dada como roubada')).toBeVisible();
  await expect(history.getByText('Bicicleta recuperada!')).toBeVisible();
  await expect(history.getByText('Um vizinho viu-a num anúncio e a PSP devolveu-a.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Transferir' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-historico');
});

test('lists a bike for sale, shows the ad, and removes it', async ({ page, context, request }) => {
  await logIn(context, request, DEMO_USERS.ana);
  const bike = await anasPlainBike(request);
  await page.goto(`/edit-bike/${bike.slug}#classificado`);

  await expect(page.getByRole('heading', { level: 2, name: 'Anúncio de venda' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(page.getByText('*O preço é obrigatório')).toBeVisible();
  await expect(page.getByText('*Comentários são obrigatórios')).toBeVisible();
  await expect(page.getByText('*Por favor, aceite os termos e condições.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-classificado');

  await page.getByRole('spinbutton', { name: /^Preço/ }).fill('640');
  await page.getByRole('textbox', { name: /^Comentários/ }).fill('Revisão feita em outubro, pneus novos. Entrego em Lisboa.');
  await fileInput(page, 'Fotografia do anúncio 1').setInputFiles({ name: 'anuncio.png', mimeType: 'image/png', buffer: png([11, 110, 79]) });
  await expect(page.getByRole('img', { name: 'Pré-visualização: Fotografia do anúncio 1' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Aceito os/ }).check();
  await page.getByRole('button', { name: 'Publicar anúncio' }).click();

  await expect(page.getByText('Salvo com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'O seu anúncio' })).toBeVisible();
  await expect(page.getByText('640 €')).toBeVisible();
  await expect(page.getByText('EM VENDA').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-classificado-publicado');

  await page.getByRole('button', { name: 'Editar anúncio' }).click();
  await expect(page.getByRole('spinbutton', { name: /^Preço/ })).toHaveValue('640');
  await page.getByRole('button', { name: 'Voltar ao anúncio' }).click();
  await page.getByRole('button', { name: 'Remover anúncio' }).click();
  await expect(page.getByText('Removido com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Anúncio de venda' })).toBeVisible();
});

test('starts a transfer, copies its code and cancels it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(context, request, DEMO_USERS.ana);
  const bike = await anasPlainBike(request);
  await page.goto(`/edit-bike/${bike.slug}#transfer`);

  await expect(page.getByRole('heading', { level: 2, name: 'Transferir a propriedade' })).toBeVisible();
  await page.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText('*Nome do proprietário É necessário')).toBeVisible();
  await expect(page.getByText('*Email do proprietário É necessário')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-transfer');

  await page.getByRole('textbox', { name: /^Nome do proprietário/ }).fill('João Pereira');
  await page.getByRole('textbox', { name: /^Email do proprietário/ }).fill(DEMO_USERS.joao);
  await page.getByRole('button', { name: 'Transferir' }).click();

  const code = page.getByRole('textbox', { name: 'Código de autenticação' });
  await expect(code).toHaveValue(/^[A-Z0-9]{8,}$/);
  await expect(page.getByRole('button', { name: 'Transferir' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('O código de autenticação foi copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-bike-transfer-pendente');

  await page.getByRole('button', { name: 'Cancelar transferência' }).click();
  await expect(page.getByText('A transferência de bicicleta foi cancelada!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transferir' })).toBeVisible();
  await expect(code).toHaveCount(0);
});
