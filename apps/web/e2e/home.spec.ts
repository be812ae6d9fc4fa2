import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CMS_URL, DEMO_USERS, jwtOf, logIn } from './support/session';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoHorizontalOverflow, screenshot, test } from './support/page-checks';

const STOLEN_TITLE = 'Bicicletas Roubadas mais Recentemente';

interface CmsBlock {
  title: string;
  sub_title: string | null;
  content: { title: string }[];
}

async function cmsBlock(request: APIRequestContext, slug: string): Promise<CmsBlock> {
  const response = await request.get(`${CMS_URL}/api/cms-blocks?filters[slug][$eq]=${slug}&populate[content]=true`);
  const [block] = (await response.json()).data as CmsBlock[];
  expect(block, `CMS block ${slug}`).toBeTruthy();
  return block;
}

/** The home page's lists load as the visitor nears them: scroll down until the last one is in. */
async function scrollThrough(page: Page) {
  const last = page.getByRole('heading', { level: 2, name: 'O que dizem os ciclistas' });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 700));
    await expect(last).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000 });
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test('the home page shows every block the seeded CMS has, top to bottom', async ({ page, request }) => {
  const banner = await cmsBlock(request, 'home-banner');
  const about = await cmsBlock(request, 'about-us');
  const register = await cmsBlock(request, 'bike-register');
  const seal = await cmsBlock(request, 'registered-bike-safety-seal');
  const statistics = await cmsBlock(request, 'bike-registered-statistics');
  const blog = await cmsBlock(request, 'our-blogs');
  const recovered = await cmsBlock(request, 'stolen-bicycles-we-helped-recover-recently');
  const testimonials = await cmsBlock(request, 'testimonials');

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: banner.title })).toBeVisible();
  const slider = page.getByRole('group', { name: 'Destaques' });
  await expect(slider.getByRole('heading', { level: 2, name: banner.content[0].title })).toBeVisible();
  await slider.getByRole('button', { name: `Diapositivo 2 de ${banner.content.length}` }).click();
  await expect(slider.getByRole('heading', { level: 2, name: banner.content[1].title })).toBeVisible();

  await expect(section(page, about.title).getByRole('link', { name: 'Saiba mais sobre nós' })).toHaveAttribute('href', '/about-us');
  await expect(section(page, register.title).getByRole('link', { name: 'Regista-te agora!' })).toHaveAttribute('href', '/sign-up');
  for (const point of seal.content) {
    await expect(section(page, seal.title).getByRole('heading', { level: 3, name: point.title })).toBeVisible();
  }
  const stats = section(page, statistics.title);
  await expect(stats.getByText('Bicicletas registadas', { exact: true })).toBeVisible();
  await expect(stats.getByRole('definition').first()).toHaveText(/^\d[\d\s]*$/);

  await scrollThrough(page);
  const ads = section(page, 'Bicicletas à venda');
  await expect(ads.getByRole('article')).toHaveCount(4);
  await expect(ads.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/classified\/[^/]+$/);
  await expect(ads.getByRole('link', { name: 'Ver todos os classificados' })).toHaveAttribute('href', '/classified');

  const posts = section(page, blog.title).getByRole('article');
  await expect(posts).toHaveCount(3);
  await expect(posts.first().getByRole('link', { name: /^Ler mais: / })).toHaveAttribute('href', /^\/blogs\/[^/]+$/);
  await expect(posts.first().locator('time')).toHaveText(/^[A-Z]{3} \d{1,2}$/);

  const stolen = page.getByRole('group', { name: STOLEN_TITLE });
  await expect(stolen.getByRole('article')).toHaveCount(4);
  for (const link of await stolen.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/stolen-bikes\/[^/]+$/);
  }
  await expect(stolen.getByText('Roubada').first()).toBeVisible();

  const recoveredBikes = section(page, recovered.title);
  await expect(recoveredBikes.getByText('Recuperada').first()).toBeVisible();
  await expect(recoveredBikes.getByRole('link').first()).toHaveAttribute('href', /^\/search-bikes\/[^/]+$/);

  const brands = section(page, 'Marcas no registo').getByRole('link');
  await expect(brands).toHaveCount(10);
  await expect(brands.first()).toHaveAttribute('href', /^\/bike-manufacturer-list#[a-z0-9-]+$/);

  await expect(section(page, testimonials.title).getByRole('figure').first()).toBeVisible();

  await expect(page.getByRole('link', { name: 'Donativos' }).first()).toHaveAttribute('href', '/donate');
  await expect(page.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacy-policy');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'home-desktop');
});

test('a stolen bike in the home carousel opens its /stolen-bikes page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await scrollThrough(page);
  const first = page.getByRole('group', { name: STOLEN_TITLE }).getByRole('article').first();
  const name = await first.getByRole('heading', { level: 3 }).innerText();
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/stolen-bikes\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the home page fits a phone screen, one stolen bike at a time', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('group', { name: STOLEN_TITLE }).getByRole('article')).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'home-phone');
});

test('a carousel measures itself again when the window is resized', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await scrollThrough(page);
  const stolen = page.getByRole('group', { name: STOLEN_TITLE });
  await expect(stolen.getByRole('article').nth(1)).toBeVisible();

  await page.setViewportSize(PHONE);
  const shown = stolen.getByRole('article');
  await expect(shown).toHaveCount(1);
  // The slide takes the phone's width, not the desktop's: react-slick measured the list again.
  await expect(async () => {
    const box = await shown.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(box!.width).toBeGreaterThan(PHONE.width / 2);
  }).toPass({ timeout: 5_000 });
  await expectNoHorizontalOverflow(page);
});

test('a logged-in user with unread messages is told so for 7 seconds, with a link to the inbox', async ({
  page,
  context,
  request,
}) => {
  const joao = await jwtOf(request, DEMO_USERS.joao);
  const mine = await request.get(`${CMS_URL}/api/bikes/mine`, { headers: { Authorization: `Bearer ${joao}` } });
  const bike = ((await mine.json()) as { data: { documentId: string; approved: boolean }[] }).data.find((own) => own.approved);
  expect(bike).toBeTruthy();
  const sent = await request.post(`${CMS_URL}/api/messages`, {
    headers: { Authorization: `Bearer ${await jwtOf(request, DEMO_USERS.marta)}` },
    data: { data: { bike: bike!.documentId, message: 'Olá João, a bicicleta ainda está disponível?' } },
  });
  expect(sent.status()).toBe(201);
  const unread = await request.get(`${CMS_URL}/api/messages/unread-count`, { headers: { Authorization: `Bearer ${joao}` } });
  const { count } = (await unread.json()).data as { count: number };
  const text = count === 1 ? 'Você tem 1 nova mensagem' : `Você tem ${count} novas mensagens`;

  await logIn(context, request, DEMO_USERS.joao);
  await page.goto('/');
  const notice = page.getByRole('link', { name: text });
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  await expect(notice).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(6000);

  await page.reload();
  await page.getByRole('link', { name: text }).click();
  await expect(page).toHaveURL(/\/my-account#inbox$/);
});

test('an unknown address shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/esta-pagina-nao-existe/mesmo');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await page.screenshot({ path: `${SCREENSHOTS}/not-found.png`, fullPage: true });
});
