import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentQueries, HOME_BANNER_SLUG } from '../src/features/content/api';
import { env } from '../src/lib/env';
import { createTestQueryClient, renderApp } from './render-app';

const HEADER_LINKS: [string, string][] = [
  ['Inicio', '/'],
  ['Donativos', '/donate'],
  ['Pesquisa', '/search-bikes'],
  ['Bicicleta Roubada?', '/stolen-bike'],
  ['Classificados', '/classified'],
  ['Entrar', '/login'],
  ['Registar', '/sign-up'],
];

const FOOTER_LINKS: [string, string][] = [
  ['Sobre nós', '/about-us'],
  ['Ajuda', '/help'],
  ['Contactos', '/contact'],
  ['Segurança', '/security'],
  ['Fabricantes', '/bike-manufacturer-list'],
  ['Proteja a sua bicicleta', '/protect-your-bike'],
  ['Embaixadores', '/embaixadores'],
  ['Termos de utilização', '/terms-of-use'],
  ['Política de privacidade', '/privacy-policy'],
];

const SHOP_URL = env.shopUrl;

function renderHome() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(contentQueries.block(HOME_BANNER_SLUG).queryKey, null);
  return renderApp('/', queryClient);
}

afterEach(() => {
  env.shopUrl = SHOP_URL;
});

describe('header', () => {
  it.each(HEADER_LINKS)('links "%s" to %s', async (name, href) => {
    renderHome();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links the logo to the home page', async () => {
    renderHome();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Bicla: página inicial' })).toHaveAttribute('href', '/');
  });

  it('marks only the current page as active', async () => {
    renderHome();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('link', { name: 'Donativos' })).not.toHaveAttribute('aria-current');
  });

  it('opens the shop in a new tab', async () => {
    renderHome();
    const shop = within(await screen.findByRole('banner')).getByRole('link', { name: 'Loja' });
    expect(shop).toHaveAttribute('href', SHOP_URL);
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('hides the shop link when VITE_SHOP_URL is unset', async () => {
    env.shopUrl = undefined;
    renderHome();
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Loja' })).not.toBeInTheDocument();
  });

  it('offers the same links in the small-screen menu', async () => {
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    for (const [name, href] of HEADER_LINKS) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('link', { name: 'Loja' })).toHaveAttribute('href', SHOP_URL);
  });
});

describe('footer', () => {
  it.each(FOOTER_LINKS)('links "%s" to %s', async (name, href) => {
    renderHome();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has social links and the copyright line', async () => {
    renderHome();
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Facebook', 'Instagram', 'X (Twitter)']) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Bicla: Registo Nacional de Bicicletas`);
  });

  it('has no newsletter form yet', async () => {
    renderHome();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
