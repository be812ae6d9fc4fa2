import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../src/lib/api';
import { env } from '../src/lib/env';
import { renderApp } from './render-app';
import { UNMATCHED_PATH } from './shell/paths';

// The layout is checked on the 404 page, which loads no data; the visitor's header asks for nothing.
// /login, visited once, asks which social logins exist.
jest.mock('../src/lib/api', () => require('./session/mock-api').mockApiModule({ account: ['providers'] }));

beforeEach(() => {
  jest.mocked(api.account.providers).mockResolvedValue([]);
});

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

function renderLayout() {
  return renderApp(UNMATCHED_PATH);
}

afterEach(() => {
  env.shopUrl = SHOP_URL;
});

describe('header', () => {
  it.each(HEADER_LINKS)('links "%s" to %s', async (name, href) => {
    renderLayout();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links the logo to the home page', async () => {
    renderLayout();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Bicla: página inicial' })).toHaveAttribute('href', '/');
  });

  it('does not mark "Inicio" as the current page elsewhere', async () => {
    renderLayout();
    const header = await screen.findByRole('banner');
    for (const [name] of HEADER_LINKS) {
      expect(within(header).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('marks the link of the page being shown as current', async () => {
    renderLayout();
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('link', { name: 'Entrar' }));
    expect(await within(header).findByRole('link', { name: 'Entrar' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('opens the shop in a new tab', async () => {
    renderLayout();
    const shop = within(await screen.findByRole('banner')).getByRole('link', { name: 'Loja' });
    expect(shop).toHaveAttribute('href', SHOP_URL);
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('hides the shop link when VITE_SHOP_URL is unset', async () => {
    env.shopUrl = undefined;
    renderLayout();
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Loja' })).not.toBeInTheDocument();
  });

  it('offers the same links in the small-screen menu', async () => {
    renderLayout();
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
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('has social links and the copyright line', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Facebook', 'Instagram', 'X (Twitter)']) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Bicla: Registo Nacional de Bicicletas`);
  });

  it('has the newsletter form with a labelled e-mail field', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    // The form loads on its own once the footer nears the viewport (here: at once, jsdom has no IntersectionObserver).
    const form = await within(footer).findByRole('form', { name: 'Newsletter' });
    expect(within(form).getByRole('textbox', { name: 'Endereço de e-mail' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Subscrever' })).toBeInTheDocument();
  });
});
