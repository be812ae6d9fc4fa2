import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import { waitForEmail } from './support/mailbox';
import { CMS_EDITOR } from './support/services.mjs';
import { CMS_URL, jwtOf, logIn } from './support/session';
import { DESKTOP, SCREENSHOTS, test } from './support/page-checks';

/*
 * Issue 18's proof: the editors' desk in the admin panel (docs/architecture.md, "Editors"). An
 * editor signs in, finds a pending bike in the Fila de aprovação with its three photos, and
 * refuses it; the owner reads why on the bike's card and sends a new serial photo; the editor
 * approves the corrected registration, and the owner sees it approved. The registration itself
 * goes through the API: it is not the point here.
 */

const PASSWORD = 'BoaPalavra1';
const run = Date.now().toString(36);
const owner = { name: 'Beatriz Lopes', email: `desk.${run}@exemplo.pt` };
const bike = { nickName: `Urbana da Beatriz ${run}`, serial: `DSK-${run.toUpperCase()}-42` };
const REASON = 'Fotografia do número de série ilegível';
const NOTE = 'A etiqueta está desfocada: fotografe-a de perto, com luz.';

/** A picture the browser draws: text on a card, like a photo of a plate or an invoice. */
async function picture(page: Page, text: string, background: string) {
  await page.setContent(
    `<div style="width:640px;height:420px;display:flex;align-items:center;justify-content:center;text-align:center;background:${background};font:700 40px monospace;color:#111">${text}</div>`,
  );
  return page.locator('div').screenshot();
}

async function firstOf(request: APIRequestContext, path: string) {
  const response = await request.get(`${CMS_URL}/api/${path}?pagination[pageSize]=1`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { documentId: string }[] }).data[0].documentId;
}

/** Steps 1 and 2 of the registration, as the web form sends them. */
async function registerThroughApi(request: APIRequestContext, page: Page) {
  const headers = { Authorization: `Bearer ${await jwtOf(request, owner.email, PASSWORD)}` };
  const created = await request.post(`${CMS_URL}/api/bikes`, {
    headers,
    data: {
      data: {
        nickName: bike.nickName,
        category: await firstOf(request, 'categories'),
        year: await firstOf(request, 'years'),
        brand: await firstOf(request, 'brands'),
        model: 'Tiagra 2023',
        color: await firstOf(request, 'colors'),
        secondary_colors: [],
        wheel_size: await firstOf(request, 'wheel-sizes'),
        materials: [await firstOf(request, 'materials')],
        suspension_types: [await firstOf(request, 'suspension-types')],
        serial_number: bike.serial,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  const upload = async (name: string, buffer: Buffer, query = '') => {
    const response = await request.post(`${CMS_URL}/api/upload${query}`, { headers, multipart: { files: { name, mimeType: 'image/png', buffer } } });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { id: number }[])[0].id;
  };
  const photos = {
    bike_photo: await upload('bicicleta.png', await picture(page, 'Bicicleta urbana', '#b9e4c9')),
    // Blurred on purpose: the editor cannot read it.
    serial_number_photo: await upload('serie.png', await picture(page, '<span style="filter:blur(9px)">DSK ? ? ?</span>', '#d7d7d7'), '?private=true'),
    invoice_photo: await upload('fatura.png', await picture(page, `FATURA 2026/118<br>${bike.nickName}<br>489,00 €`, '#fff8e1'), '?private=true'),
  };
  const completed = await request.put(`${CMS_URL}/api/bikes/${documentId}/registration`, { headers, data: { data: photos } });
  expect(completed.ok(), await completed.text()).toBe(true);
}

async function signInToAdmin(page: Page) {
  await page.goto(`${CMS_URL}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(CMS_EDITOR.email);
  await page.locator('input[name="password"]').fill(CMS_EDITOR.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('link', { name: 'Fila de aprovação' })).toBeVisible({ timeout: 20_000 });
}

/** Opens the queue and passes over other registrations (P) until this run's bike is on screen. */
async function openInQueue(page: Page) {
  await page.getByRole('link', { name: 'Fila de aprovação' }).click();
  const title = page.getByRole('heading', { level: 2 }).first();
  await expect(title).toBeVisible();
  for (let passes = 0; (await title.textContent()) !== bike.nickName; passes += 1) {
    expect(passes, 'the bike is in the queue').toBeLessThan(50);
    const shown = (await title.textContent()) ?? '';
    await page.keyboard.press('p');
    await expect(title).not.toHaveText(shown);
  }
  // Ready for a decision, with every photo of this bike on screen.
  await expect(page.getByRole('button', { name: 'Aprovar (A)' })).toBeEnabled();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
}

/** The owner's card of this run's bike in /my-account. */
const cardOf = (page: Page) =>
  page.getByRole('list', { name: 'As minhas bicicletas' }).getByRole('listitem').filter({ hasText: bike.nickName });

test.describe.serial("the editors' desk", () => {
  test.describe.configure({ timeout: 180_000 });

  let editorContext: BrowserContext;
  let ownerContext: BrowserContext;
  let editor: Page;
  let ownerPage: Page;

  test.beforeAll(async ({ browser, request }) => {
    editorContext = await browser.newContext({ viewport: DESKTOP, locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
    ownerContext = await browser.newContext({ viewport: DESKTOP, locale: 'pt-PT', timezoneId: 'Europe/Lisbon', baseURL: 'http://localhost:4174' });
    editor = await editorContext.newPage();
    ownerPage = await ownerContext.newPage();
    await signUpAndConfirm(request, owner, PASSWORD);
    await registerThroughApi(request, ownerPage);
    await logIn(ownerContext, request, owner.email, PASSWORD);
  });
  test.afterAll(async () => {
    await editorContext.close();
    await ownerContext.close();
  });

  test('an editor finds the bike in the queue with its photos and refuses it with a reason', async ({ request }) => {
    await signInToAdmin(editor);
    await openInQueue(editor);

    await expect(editor.getByRole('img', { name: 'Fotografia da bicicleta' })).toBeVisible();
    await expect(editor.getByRole('img', { name: 'Fotografia do número de série' })).toBeVisible();
    await expect(editor.getByRole('img', { name: 'Fatura' })).toBeVisible();
    await expect(editor.getByText(bike.serial, { exact: true })).toBeVisible();
    await expect(editor.getByText('Beatriz Lopes (conta criada hoje)')).toBeVisible();
    await editor.screenshot({ path: `${SCREENSHOTS}/editors-desk-queue.png`, fullPage: true });

    // The serial photo, zoomed: still unreadable.
    await editor.getByRole('button', { name: 'Ampliar: Fotografia do número de série' }).click();
    const zoom = editor.getByRole('dialog', { name: 'Fotografia do número de série' });
    await expect(zoom.getByRole('img', { name: 'Fotografia do número de série' })).toBeVisible();
    await editor.keyboard.press('Escape');
    await expect(zoom).toBeHidden();

    await editor.keyboard.press('r');
    const dialog = editor.getByRole('dialog', { name: 'Recusar o registo' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: `1. ${REASON}` }).click();
    await dialog.getByRole('textbox', { name: 'Nota para o dono' }).fill(NOTE);
    await editor.screenshot({ path: `${SCREENSHOTS}/editors-desk-refuse.png` });
    await dialog.getByRole('button', { name: 'Recusar e avisar o dono' }).click();
    await expect(editor.getByText(`"${bike.nickName}" devolvida ao dono: ${REASON}.`)).toBeVisible();
    await expect(editor.getByRole('heading', { level: 2, name: bike.nickName })).toBeHidden();

    const email = await waitForEmail(request, owner.email, 'precisa de correção');
    expect(email.text).toContain(REASON);
    expect(email.text).toContain(NOTE);
  });

  test('the owner reads the reason on the card and sends a new serial photo', async () => {
    await ownerPage.goto('/my-account#minha_bicicleta');
    const card = cardOf(ownerPage);
    await expect(card.getByText('A corrigir')).toBeVisible();
    await expect(card.getByText(`A equipa Bicla devolveu o registo: ${REASON}`)).toBeVisible();
    await expect(card.getByText(NOTE)).toBeVisible();
    await ownerPage.screenshot({ path: `${SCREENSHOTS}/editors-desk-refused-card.png` });

    await card.getByRole('link', { name: 'Corrigir o registo' }).click();
    await expect(ownerPage).toHaveURL(/\/register-bikes$/);
    await expect(ownerPage.getByRole('heading', { level: 2, name: 'Carregar Fotografias' })).toBeVisible();
    const sharp = await picture(await ownerContext.newPage(), bike.serial, '#d7d7d7');
    await ownerPage
      .locator('input[type="file"][aria-label="Fotografia do Número de Série"]')
      .setInputFiles({ name: 'serie-nitida.png', mimeType: 'image/png', buffer: sharp });
    await expect(ownerPage.getByRole('img', { name: 'Pré-visualização: Fotografia do Número de Série' })).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Registar bicicleta' }).click();
    await expect(ownerPage.getByText('Nova bicicleta foi enviada!')).toBeVisible();
    await expect(cardOf(ownerPage).getByText('Pendente de Aprovação')).toBeVisible();
    await expect(cardOf(ownerPage).getByText('A corrigir')).toHaveCount(0);
  });

  test('the corrected registration is back in the queue; the editor approves it and the owner sees it approved', async ({ request }) => {
    await editor.goto(`${CMS_URL}/admin`);
    await openInQueue(editor);
    await expect(editor.getByText('Corrigida pelo dono após 1 recusa')).toBeVisible();
    await editor.screenshot({ path: `${SCREENSHOTS}/editors-desk-corrected.png`, fullPage: true });
    await editor.keyboard.press('a');
    await expect(editor.getByText(`"${bike.nickName}" aprovada; o dono foi avisado por email.`)).toBeVisible();
    await waitForEmail(request, owner.email, 'a sua bicicleta foi aprovada');
    const mine = await request.get(`${CMS_URL}/api/bikes/mine`, { headers: { Authorization: `Bearer ${await jwtOf(request, owner.email, PASSWORD)}` } });
    expect(((await mine.json()) as { data: { nickName: string; approved: boolean }[] }).data).toEqual([
      expect.objectContaining({ nickName: bike.nickName, approved: true }),
    ]);

    // Still on /my-account#minha_bicicleta from the correction: the owner reloads it.
    await ownerPage.reload();
    const card = cardOf(ownerPage);
    await expect(card.getByRole('link')).toHaveAttribute('href', /\/edit-bike\/.+#editar$/);
    await expect(card.getByText(/Pendente de Aprovação|A corrigir/)).toHaveCount(0);
  });
});
