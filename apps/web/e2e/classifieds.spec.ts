import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CMS_URL, DEMO_USERS, logIn } from './support/session';
import { DESKTOP, PHONE, expectNoHorizontalOverflow, screenshot, test } from './support/page-checks';


const cards = (page: Page) => page.getByRole('article');

/** The whole-euro amount a card or the detail page shows, e.g. "1250 €" → 1250. */
const euros = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a visitor is sent from the classified list to /login', async ({ page }) => {
  await page.goto('/classified');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('logged in', () => {
  test.beforeEach(async ({ context, request }) => {
    await logIn(context, request, DEMO_USERS.joao);
  });

  test('the list shows 12 ads a page, and the 13th on page 2', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/classified');
    await expect(page.getByRole('heading', { level: 1, name: 'Classificados' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '13 bicicletas à venda' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);

    const first = cards(page).first();
    await expect(first.getByText('Compre')).toBeVisible();
    await expect(first.getByText('Fixo')).toBeVisible();
    await expect(first.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/classified\/[^/]+$/);

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'classifieds-desktop');

    await page.getByRole('button', { name: 'Ir para a página 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page)).toHaveCount(1);
  });

  test('filters by city and category in the URL, keeps them on reload, and opens an ad', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/classified');
    await expect(cards(page)).toHaveCount(12);

    await page.getByRole('combobox', { name: 'Localização' }).fill('Porto');
    await page.getByRole('option', { name: 'Porto', exact: true }).click();
    await expect(page).toHaveURL(/[?&]city=Porto/);
    // João's three ads: the seller's city is the ad's location.
    await expect(cards(page)).toHaveCount(3);
    for (const card of await cards(page).all()) await expect(card).toContainText('Porto');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Localização' })).toHaveValue('Porto');
    await expect(cards(page)).toHaveCount(3);

    await page.getByRole('combobox', { name: 'Categoria' }).click();
    await page.getByRole('option', { name: 'Gravel' }).click();
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('link')).toHaveText('Cube Nuroad Race');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveText('Gravel');
    await cards(page).first().getByRole('link').click();

    await expect(page).toHaveURL(/\/classified\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cube Nuroad Race' })).toBeVisible();
    await expect(page.getByText('1250 €')).toBeVisible();
    const details = page.getByRole('region', { name: 'Detalhes' });
    await expect(details).toContainText('CategoriaGravel');
    await expect(details).toContainText('Ano2022');
    await expect(page.getByRole('region', { name: 'Vendedor' })).toContainText('João Pereira');
    // João's own ad: no form to message himself.
    await expect(page.getByText('Este anúncio é seu: os interessados contactam-no por aqui.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveCount(0);
  });

  test('filters by price with the boxes', async ({ page, request }) => {
    await page.goto('/classified');
    const minimum = page.getByRole('spinbutton', { name: 'Mínimo' });
    await minimum.fill('1000');
    await minimum.press('Enter');
    await expect(page).toHaveURL(/[?&]priceMin=1000/);

    const expected = (await (await request.get(`${CMS_URL}/api/classifieds?priceMin=1000`)).json()).meta.pagination.total;
    await expect(page.getByRole('heading', { level: 2, name: `${expected} bicicletas à venda` })).toBeVisible();
    await expect(cards(page)).toHaveCount(expected);
    for (const price of await page.getByRole('article').getByText(/€$/).allTextContents()) {
      expect(euros(price)).toBeGreaterThanOrEqual(1000);
    }
    await expect(page.getByRole('slider', { name: 'Preço mínimo' })).toHaveValue('1000');
  });

  test('an ad shows its price, details and seller, with the message form', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/classified');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Vibe');
    await expect(page).toHaveURL(/[?&]name=Vibe/);
    await expect(cards(page)).toHaveCount(1);
    await cards(page).first().getByRole('link', { name: 'Orbea Vibe H30' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Orbea Vibe H30' })).toBeVisible();
    await expect(page.getByText('450 €')).toBeVisible();
    const details = page.getByRole('region', { name: 'Detalhes' });
    for (const [label, value] of [
      ['Categoria', 'Cidade / Urbana'],
      ['Tamanho de roda', '28"'],
      ['Côr principal', 'Azul'],
      ['Materiais', 'Alumínio'],
      ['Marca', 'Orbea'],
      ['Modelo', 'Vibe H30'],
    ]) {
      await expect(details).toContainText(`${label}${value}`);
    }
    const seller = page.getByRole('region', { name: 'Vendedor' });
    await expect(seller).toContainText('Ana Silva');
    await expect(seller).toContainText(/Membro desde \d{2}\/\d{2}\/\d{4}/);

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'classified-desktop');

    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('*O campo de mensagem é obrigatório')).toBeVisible();
  });

  test('list and ad fit a phone, with the filters behind a button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/classified');
    await expect(cards(page)).toHaveCount(12);
    const toggle = page.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Nome' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'classifieds-phone');

    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'classified-phone');
  });
});

test('a visitor can open an ad, and sending a message takes them to /login', async ({ page, request }) => {
  const { data } = await (await request.get(`${CMS_URL}/api/classifieds?name=Vibe`)).json();
  await page.goto(`/classified/${data[0].slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orbea Vibe H30' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Ainda está disponível?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown ad shows the 404 page', async ({ page }) => {
  await page.goto('/classified/nao-existe-este-anuncio');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
