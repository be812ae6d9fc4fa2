import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CMS_URL, DEMO_USERS, logIn } from './support/session';
import { SCREENSHOTS, test } from './support/page-checks';

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Full-page screenshots at 1440 and 390 px, checking on each that nothing overflows sideways. */
async function screenshotBothWidths(page: Page, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // From the top, so the header is in its place rather than stuck halfway down the capture. Until
    // it is: a smooth scroll the page started (to the message form) may still carry it down.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 0);
          return getComputedStyle(document.querySelector('.MuiAppBar-root') as Element).position;
        }),
      )
      .not.toBe('fixed');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${label} width`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test.use({ viewport: VIEWPORTS.desktop });

test('a visitor is sent to /login from the stolen list and from the search', async ({ page }) => {
  await page.goto('/stolen-bike');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/search-bikes?q=WTU123C4567D');
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-in user loads more stolen bikes and opens one to share', async ({ page, context, request }) => {
  // Other journeys may report or recover bikes in the same CMS: count from the API, not the seed.
  const stolen = await request.get(`${CMS_URL}/api/bikes/stolen?limit=1`);
  const { total } = (await stolen.json()).meta.pagination as { total: number };
  expect(total).toBeGreaterThan(8);

  await logIn(context, request, DEMO_USERS.joao);
  await page.goto('/stolen-bike');
  await expect(page.getByRole('heading', { level: 1, name: 'Bicicletas roubadas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regista a tua Bicicleta agora!' })).toHaveAttribute('href', '/register-bikes');

  const cards = page.getByRole('list', { name: 'Bicicletas roubadas' }).getByRole('article');
  await expect(cards).toHaveCount(8);
  await expect(cards.first().getByText('ROUBADA', { exact: true })).toBeVisible();
  await expect(cards.first().getByText(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(cards).toHaveCount(Math.min(16, total));
  if (total <= 16) await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  await screenshotBothWidths(page, 'stolen-list');

  const first = cards.first().getByRole('heading', { level: 3 });
  const name = (await first.textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/stolen-bikes\/[^/]+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('ROUBADA');
  await expect(heading).toContainText(name);
  await expect(page.getByRole('heading', { level: 2, name: 'Detalhes do roubo' })).toBeVisible();

  const pageUrl = page.url();
  expect(new URL(pageUrl).pathname).toMatch(/^\/stolen-bikes\//);
  await expect(page.getByRole('link', { name: /Partilhar no Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  );
  const post = new URL((await page.getByRole('link', { name: /Partilhar no X/ }).getAttribute('href')) ?? '');
  expect(`${post.origin}${post.pathname}`).toBe('https://x.com/intent/post');
  expect(post.searchParams.get('url')).toBe(pageUrl);
  expect(post.searchParams.get('text')).toContain(name);
  // The link a crawler or a chat app fetches: the headline and the share card in the HTML itself.
  const shared = await request.get(pageUrl);
  expect(shared.status()).toBe(200);
  const html = await shared.text();
  expect(html).toMatch(/<title>ROUBADA: [^<]+, desde \d{2}\/\d{2}\/\d{4}<\/title>/);
  expect(html).toContain(`<meta property="og:image" content="${new URL(pageUrl).origin}/share-card/`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Enviar mensagem ao dono' }).click();
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeFocused();
  await screenshotBothWidths(page, 'stolen-bike');
});

test('a logged-in user searches serials as people type them and opens a bike that is not stolen', async ({ page, context, request }) => {
  await logIn(context, request, DEMO_USERS.joao);
  await page.goto('/search-bikes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const field = page.getByLabel('Número de série ou Número Bicla');
  const search = async (query: string) => {
    await field.fill(query);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Resultados para “${query}”` })).toBeVisible();
  };
  const results = page.getByRole('list', { name: 'Resultados da pesquisa' });

  // docs/decisions/d8-search.md: lower case, and S typed for 5, find the stolen 'WTU123C4567D'.
  for (const typed of ['wtu123c4567d', 'WTU123C4S67D']) {
    await search(typed);
    const card = results.getByRole('article').filter({ hasText: 'Montanha Verde' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Roubada', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Montanha Verde' })).toHaveAttribute('href', /^\/stolen-bikes\//);
  }

  // docs/decisions/d8-search.md: one character misread off the frame finds no bike, but the stolen
  // 'WTU123C4567D' is among the close serials, with the character that differs marked.
  await search('WTU123C4568D');
  const closeCard = page.getByRole('list', { name: 'Números de série semelhantes' }).getByRole('article').filter({ hasText: 'Montanha Verde' });
  await expect(closeCard).toHaveCount(1);
  await expect(closeCard.locator('mark')).toHaveText('7');
  await expect(closeCard.getByText('1 carácter')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'search-close-serials');

  // docs/decisions/d8-search.md: a zero typed for the letter O finds the ad of 'OR-21-778812'; the search survives a reload.
  await search('0r 21 778812');
  await page.reload();
  const onSale = results.getByRole('article').filter({ hasText: 'Urbana Azul' });
  await expect(onSale.getByText('Compre', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('0r 21 778812');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'search-results');

  await search('NADA-DISTO-999');
  await expect(page.getByText('A bicicleta pesquisada não está disponível')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/search-results-empty-desktop.png`, fullPage: true });

  await page.goBack();
  await onSale.getByRole('link', { name: 'Urbana Azul' }).click();
  await expect(page).toHaveURL(/\/search-bikes\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Urbana Azul' })).toBeVisible();
  await expect(page.getByText('ROUBADA', { exact: true })).toHaveCount(0);
  await expect(page.getByText('EM VENDA', { exact: true })).toBeVisible();
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole('link', { name: /Partilhar no Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
  );
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'searched-bike');

  // The same bike under the stolen path is sent back to its canonical page.
  await page.goto(path.replace('/search-bikes/', '/stolen-bikes/'));
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});
