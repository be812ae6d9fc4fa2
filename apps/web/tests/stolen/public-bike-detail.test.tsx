import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bikeShareUrls } from '../../src/features/bikes/components/bike-share-links';
import { api } from '../../src/lib/api';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { publicBike, stolenBike, stolenDetails } from './public-bike-fixture';

jest.mock('../../src/lib/api', () => ({
  api: {
    publicBikes: { bySlug: jest.fn() },
    bikes: { mine: jest.fn() },
    account: { me: jest.fn() },
    messages: { unreadCount: jest.fn(), send: jest.fn() },
  },
}));

const fetchBike = jest.mocked(api.publicBikes.bySlug);

beforeEach(() => {
  jest.mocked(api.bikes.mine).mockResolvedValue([]);
  jest.mocked(api.account.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(api.messages.unreadCount).mockResolvedValue(0);
});

afterEach(() => {
  jest.resetAllMocks();
  logOutForTest();
});

/** The value the page shows for a labelled fact (`<dt>label</dt><dd>value</dd>`). */
function fact(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('share links', () => {
  it('point a stolen bike at /stolen-bikes/{slug} with a call for help', () => {
    const urls = bikeShareUrls(stolenBike({ slug: 'fixie-1' }), 'https://bicla.pt');

    expect(urls.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbicla.pt%2Fstolen-bikes%2Ffixie-1');
    const x = new URL(urls.x);
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe('https://bicla.pt/stolen-bikes/fixie-1');
    expect(x.searchParams.get('text')).toBe('Bicicleta roubada: Montanha Verde (Trek Marlin 7). Ajude a encontrá-la!');
    expect(new URL(urls.whatsapp).searchParams.get('text')).toBe(
      'Bicicleta roubada: Montanha Verde (Trek Marlin 7). Ajude a encontrá-la! https://bicla.pt/stolen-bikes/fixie-1',
    );
  });

  it('point any other bike at /search-bikes/{slug}', () => {
    const urls = bikeShareUrls(publicBike({ slug: 'urbana-2', on_sale: true }), 'https://bicla.pt');

    expect(urls.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbicla.pt%2Fsearch-bikes%2Furbana-2');
    expect(new URL(urls.x).searchParams.get('url')).toBe('https://bicla.pt/search-bikes/urbana-2');
  });
});

describe('/stolen-bikes/$slug', () => {
  it('shows a stolen bike to a visitor: ROUBADA heading, facts, theft details, share links and the message form', async () => {
    fetchBike.mockResolvedValue(stolenBike({ slug: 'montanha-verde-1' }));
    renderApp('/stolen-bikes/montanha-verde-1');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^ROUBADA\s*Montanha Verde$/);
    expect(fetchBike).toHaveBeenCalledWith('montanha-verde-1');

    expect(fact('Marca')).toBe('Trek');
    expect(fact('Cores')).toBe('Verde, Preto');
    expect(fact('Tamanho de roda')).toBe('29"');
    expect(fact('Data e hora do roubo')).toBe('01/07/2026, 9:05');
    expect(fact('Localidade')).toBe('Lisboa');
    expect(fact('Esquadra / Departamento de polícia')).toBe('PSP Lisboa');
    expect(fact('Valor estimado')).toMatch(/^650\s€$/);
    expect(fact('Dono')).toMatch(/^Ana Silva/);
    // The owner hid the phone (or the caller may not see it): the API left it out.
    expect(screen.queryByText('Telefone de contacto')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Partilhar no Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2Fstolen-bikes%2Fmontanha-verde-1',
    );
    expect(screen.getByRole('link', { name: /Partilhar no X/ }).getAttribute('href')).toContain('url=http%3A%2F%2Flocalhost%2Fstolen-bikes%2Fmontanha-verde-1');
    expect(screen.getByRole('region', { name: 'Localização: Lisboa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enviar mensagem ao dono' })).toHaveAttribute('href', '#mensagem');
  });

  it('shows the phone only when the API returned it', async () => {
    logInForTest();
    fetchBike.mockResolvedValue(stolenBike({ slug: 'com-telefone', stolen_details: stolenDetails({ phone_number: '912345678' }) }));
    renderApp('/stolen-bikes/com-telefone');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: '912345678' })).toHaveAttribute('href', 'tel:912345678');
  });

  it("says 'N/A' when the bike has no owner account", async () => {
    fetchBike.mockResolvedValue(stolenBike({ slug: 'sem-dono', owner: null }));
    renderApp('/stolen-bikes/sem-dono');

    await screen.findByRole('heading', { level: 1 });
    expect(fact('Dono')).toBe('N/A');
  });

  it("asks for a message with the bike page's wording", async () => {
    fetchBike.mockResolvedValue(stolenBike({ slug: 'mensagem-vazia' }));
    renderApp('/stolen-bikes/mensagem-vazia');

    await screen.findByRole('heading', { level: 1 });
    const form = screen.getByRole('form', { name: 'Enviar mensagem ao dono' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('*Por favor introduz a mensagem!')).toBeInTheDocument();
    expect(api.messages.send).not.toHaveBeenCalled();
  });

  it('hides the message link and form on the owner’s own bike', async () => {
    logInForTest();
    const bike = stolenBike({ slug: 'minha', documentId: 'doc-minha' });
    jest.mocked(api.bikes.mine).mockResolvedValue([{ documentId: 'doc-minha' }] as Awaited<ReturnType<typeof api.bikes.mine>>);
    fetchBike.mockResolvedValue(bike);
    renderApp('/stolen-bikes/minha');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Enviar mensagem ao dono' })).not.toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Enviar mensagem ao dono' })).not.toBeInTheDocument();
  });

  it('moves a bike that is not stolen to /search-bikes/{slug}', async () => {
    fetchBike.mockResolvedValue(publicBike({ slug: 'recuperada' }));
    const { router } = renderApp('/stolen-bikes/recuperada');

    await waitFor(() => expect(router.state.location.pathname).toBe('/search-bikes/recuperada'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Montanha Verde' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown bike', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchBike.mockRejectedValue(new ApiError(404, 'NotFoundError', 'A bicicleta pesquisada não está disponível'));
    renderApp('/stolen-bikes/nao-existe');

    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});

describe('/search-bikes/$slug', () => {
  it('shows a bike that is not stolen, with share links to /search-bikes/{slug}', async () => {
    fetchBike.mockResolvedValue(publicBike({ slug: 'urbana-azul', nickName: 'Urbana Azul', on_sale: true, price: 450 }));
    renderApp('/search-bikes/urbana-azul');

    expect(await screen.findByRole('heading', { level: 1, name: 'Urbana Azul' })).toBeInTheDocument();
    expect(screen.queryByText('ROUBADA')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Detalhes do roubo' })).not.toBeInTheDocument();
    expect(screen.getByText('EM VENDA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Partilhar no Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2Fsearch-bikes%2Furbana-azul',
    );
  });

  it('moves a stolen bike to its canonical /stolen-bikes/{slug}', async () => {
    fetchBike.mockResolvedValue(stolenBike({ slug: 'roubada-agora' }));
    const { router } = renderApp('/search-bikes/roubada-agora');

    await waitFor(() => expect(router.state.location.pathname).toBe('/stolen-bikes/roubada-agora'));
    expect(await screen.findByRole('heading', { level: 1, name: /ROUBADA/ })).toBeInTheDocument();
  });
});
