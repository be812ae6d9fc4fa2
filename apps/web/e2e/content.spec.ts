import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CMS_URL } from './support/session';
import { DESKTOP, PHONE, expectNoHorizontalOverflow, screenshot, test } from './support/page-checks';


interface CmsEntry {
  title: string;
  slug: string;
}

/** What the seeded CMS holds under a slug, read straight from its API, so the test follows the seed. */
async function cmsEntry(request: APIRequestContext, collection: 'cms-pages' | 'cms-blocks' | 'our-blogs', slug?: string) {
  const query = slug ? `filters[slug][$eq]=${slug}` : 'sort[0]=date:desc&pagination[limit]=1';
  const response = await request.get(`${CMS_URL}/api/${collection}?${query}`);
  expect(response.ok()).toBe(true);
  const [entry] = (await response.json()).data as CmsEntry[];
  expect(entry, `${collection} ${slug ?? 'newest'}`).toBeTruthy();
  return entry;
}

/** Checks the page at 1440 and 390 px: accessibility, nothing overflowing, a screenshot of each. */
async function checkBothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `${name}-phone`);
}

const PAGES_BY_SLUG = [
  { path: '/about-us', slug: 'about-us', screenshot: 'about-us' },
  { path: '/help', slug: 'frequently-asked-questions', screenshot: 'help' },
  { path: '/donate', slug: 'donations', screenshot: 'donate' },
  { path: '/security', slug: 'security' },
  { path: '/bike-manufacturer-list', slug: 'bike-manufacturer-list', screenshot: 'bike-manufacturer-list' },
  { path: '/protect-your-bike', slug: 'protect-your-bike' },
  { path: '/embaixadores', slug: 'embaixadores' },
  { path: '/terms-of-use', slug: 'terms-of-use' },
  { path: '/privacy-policy', slug: 'privacy-policy', screenshot: 'privacy-policy' },
] as const;

for (const { path, slug, ...options } of PAGES_BY_SLUG) {
  test(`${path} shows the CMS page '${slug}'`, async ({ page, request }) => {
    const { title } = await cmsEntry(request, 'cms-pages', slug);
    await page.setViewportSize(DESKTOP);
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if ('screenshot' in options) {
      await checkBothWidths(page, options.screenshot);
    } else {
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(PHONE);
      await expectNoHorizontalOverflow(page);
    }
  });
}

test('/about-us shows the team block with each member and their links', async ({ page, request }) => {
  const team = await cmsEntry(request, 'cms-blocks', 'bicla-team');
  await page.goto('/about-us');

  const section = page.getByRole('region', { name: team.title });
  await expect(section).toBeVisible();
  await expect(section.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(section.getByRole('link', { name: 'LinkedIn de Inês Carvalho' })).toHaveAttribute('href', /linkedin\.com/);
});

test('/help opens one answer at a time, from the mouse and the keyboard', async ({ page }) => {
  await page.goto('/help');
  const first = page.getByRole('button', { name: 'O que é a Bicla?' });
  const second = page.getByRole('button', { name: 'Registar uma bicicleta tem algum custo?' });
  await expect(first).toContainText('#');

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('É o registo nacional de bicicletas', { exact: false })).toBeVisible();

  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousA11yViolations(page);
});

test('/bike-manufacturer-list lists the brands, each reachable by its slug', async ({ page, request }) => {
  const response = await request.get(`${CMS_URL}/api/brands?sort[0]=name:asc&pagination[pageSize]=1000`);
  const brands = (await response.json()).data as { name: string; slug: string }[];
  expect(brands.length).toBeGreaterThan(10);
  const brand = brands[Math.floor(brands.length / 2)];

  await page.goto(`/bike-manufacturer-list#${brand.slug}`);
  const card = page.locator(`[id="${brand.slug}"]`);
  await expect(card).toHaveText(new RegExp(brand.name));
  await expect(card).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Marcas no registo' }).getByRole('listitem')).toHaveCount(brands.length);
});

test('/contact shows the contact block, the map and a form that checks, then sends', async ({ page, request }) => {
  const block = await cmsEntry(request, 'cms-blocks', 'contact');
  await page.setViewportSize(DESKTOP);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: block.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'apoio@bicla.pt' }).first()).toHaveAttribute('href', 'mailto:apoio@bicla.pt');
  await expect(page.getByRole('region', { name: /^(Localização|Mapa): Bicla/ })).toHaveCSS('height', '300px');
  await checkBothWidths(page, 'contact');
  await page.setViewportSize(DESKTOP);

  const form = page.getByRole('form', { name: 'Envie-nos uma mensagem' });
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  for (const message of ['O nome é obrigatório*', 'Digite um endereço de e-mail válido*', 'O assunto é obrigatório*', 'A mensagem é obrigatória*']) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Erro ao enviar dados', { exact: true })).toBeVisible();

  await form.getByRole('textbox', { name: 'Nome' }).fill('Rita Lopes');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('rita.lopes@example.pt');
  await form.getByRole('textbox', { name: 'Assunto' }).fill('Selo de segurança');
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('Onde posso pedir o selo Bicla para a minha bicicleta?');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();

  await expect(page.getByText('Mensagem enviada com sucesso!')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  await expect(form.getByText('O nome é obrigatório*')).toHaveCount(0);
});

test('/donate records a pledge and says a thank-you email follows', async ({ page }) => {
  await page.goto('/donate');
  const form = page.getByRole('form', { name: 'Faça o seu donativo' });
  await expect(form.getByText(/Ainda não recebemos pagamentos no site/)).toBeVisible();

  await form.getByRole('button', { name: /^15\s€$/ }).click();
  await expect(form.getByRole('spinbutton', { name: 'Valor do donativo' })).toHaveValue('15');
  await form.getByRole('textbox', { name: 'Nome' }).fill('Marta Costa');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('marta.doadora@example.pt');
  await form.getByRole('textbox', { name: 'Mensagem (opcional)' }).fill('Continuem!');
  await form.getByRole('button', { name: 'Registar donativo' }).click();

  await expect(page.getByText('Obrigado! O seu donativo foi registado.')).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Obrigado, Marta Costa!');
  await expect(form.getByRole('status')).toContainText('marta.doadora@example.pt');
  await expect(form.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
});

test('a blog post shows its title, date, category, picture and text', async ({ page, request }) => {
  const post = await cmsEntry(request, 'our-blogs');
  await page.setViewportSize(DESKTOP);
  await page.goto(`/blogs/${post.slug}`);

  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.locator('main time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar à página inicial' }).first()).toHaveAttribute('href', '/');
  await checkBothWidths(page, 'blog-post');
});

test('an unknown blog post or content slug opened directly shows the 404 page', async ({ page }) => {
  await page.goto('/blogs/este-artigo-nao-existe');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.goto('/esta-pagina-nao-existe');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('any other CMS page opens by its slug', async ({ page, request }) => {
  // The seed's 'donations' page has no route of its own: the generic /$slug page shows it.
  const { title } = await cmsEntry(request, 'cms-pages', 'donations');
  await page.goto('/donations');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
