import { act, configure, screen, within } from '@testing-library/react';
import { createTestQueryClient, renderApp } from '../render-app';
import { fullHomeData, preloadBelowTheFold, publicBike, seedHome, stolenBike } from './home-data';

jest.mock('../../src/lib/api', () => ({ api: require('./api-mock').createHomeApiMock() }));

beforeAll(preloadBelowTheFold);

// The lists below the fold render after the first screen; in jsdom on a busy machine that is slow.
configure({ asyncUtilTimeout: 10_000 });

const TITLE = 'Bicicletas Roubadas mais Recentemente';
const WIDE_SCREEN = window.innerWidth;

function renderWithStolen(bikes: ReturnType<typeof publicBike>[]) {
  const queryClient = createTestQueryClient();
  seedHome(queryClient, { ...fullHomeData(), stolen: bikes });
  return renderApp('/', queryClient);
}

async function carouselCards() {
  const carousel = within(await screen.findByRole('group', { name: TITLE }));
  return carousel.getAllByRole('article');
}

/** The card of the bike named `nickName`, with its facts as label → value. */
function card(cards: HTMLElement[], nickName: string) {
  const found = cards.find((article) => within(article).queryByRole('link', { name: nickName }));
  if (!found) throw new Error(`no card for ${nickName}`);
  const labels = within(found).getAllByRole('term').map((term) => term.textContent);
  const values = within(found).getAllByRole('definition').map((definition) => definition.textContent);
  return {
    element: found,
    link: within(found).getByRole('link', { name: nickName }),
    facts: Object.fromEntries(labels.map((label, i) => [label, values[i]])),
  };
}

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  window.innerWidth = WIDE_SCREEN;
});

describe('recent stolen bikes carousel', () => {
  it('shows a stolen bike with its Roubada badge, city, model and stolen date, linking to /stolen-bikes', async () => {
    renderWithStolen([stolenBike({ slug: 'fixie-preta-1', nickName: 'Fixie Preta', model: 'Gazzetta' })]);

    const fixie = card(await carouselCards(), 'Fixie Preta');
    expect(within(fixie.element).getByText('Roubada')).toBeInTheDocument();
    expect(within(fixie.element).queryByText('Compre')).not.toBeInTheDocument();
    expect(fixie.facts).toEqual({ Cidade: 'Braga', Modelo: 'Gazzetta', 'Data do roubo': '10/03/2026 14:30' });
    expect(fixie.link).toHaveAttribute('href', '/stolen-bikes/fixie-preta-1');
    expect(within(fixie.element).getByRole('img', { name: 'Fixie Preta' })).toBeInTheDocument();
  });

  it('says Compre for a bike on sale that is not stolen, with N/A for what it lacks, linking to /search-bikes', async () => {
    renderWithStolen([publicBike({ slug: 'urbana-1', nickName: 'Urbana', model: null, on_sale: true, price: 300 })]);

    const urbana = card(await carouselCards(), 'Urbana');
    expect(within(urbana.element).getByText('Compre')).toBeInTheDocument();
    expect(within(urbana.element).queryByText('Roubada')).not.toBeInTheDocument();
    expect(urbana.facts).toEqual({ Cidade: 'N/A', Modelo: 'N/A', 'Data do roubo': 'N/A' });
    expect(urbana.link).toHaveAttribute('href', '/search-bikes/urbana-1');
  });

  it('says Roubada, not Compre, for a stolen bike still marked on sale', async () => {
    renderWithStolen([stolenBike({ nickName: 'Ambas', on_sale: true })]);

    const both = card(await carouselCards(), 'Ambas');
    expect(within(both.element).getByText('Roubada')).toBeInTheDocument();
    expect(within(both.element).queryByText('Compre')).not.toBeInTheDocument();
  });

  it('shows no badge for a bike neither stolen nor on sale, and N/A for a blank city', async () => {
    renderWithStolen([
      stolenBike({
        nickName: 'Sem cidade',
        stolen: false,
        stolen_details: { ...stolenBike().stolen_details!, city: '  ' },
      }),
    ]);

    const plain = card(await carouselCards(), 'Sem cidade');
    expect(within(plain.element).queryByText('Roubada')).not.toBeInTheDocument();
    expect(within(plain.element).queryByText('Compre')).not.toBeInTheDocument();
    expect(plain.facts.Cidade).toBe('N/A');
  });

  it('shows 4 slides on wide screens, 2 up to 991 px and 1 up to 767 px', async () => {
    const bikes = Array.from({ length: 8 }, (_, i) => stolenBike({ documentId: `stolen-${i}`, slug: `roubada-${i}`, nickName: `Roubada ${i}` }));
    renderWithStolen(bikes);

    expect(await carouselCards()).toHaveLength(4);
    resizeTo(991);
    expect(await carouselCards()).toHaveLength(2);
    resizeTo(767);
    expect(await carouselCards()).toHaveLength(1);
    resizeTo(1440);
    expect(await carouselCards()).toHaveLength(4);
  });

  it('takes the slides out of view out of the tab order, and moves with its controls', async () => {
    const bikes = Array.from({ length: 6 }, (_, i) => stolenBike({ documentId: `stolen-${i}`, slug: `roubada-${i}`, nickName: `Roubada ${i}` }));
    renderWithStolen(bikes);

    const carousel = await screen.findByRole('group', { name: TITLE });
    const slides = () => Array.from(carousel.querySelectorAll('.slick-slide'));
    expect(slides().filter((slide) => slide.getAttribute('aria-hidden') === 'true').every((slide) => slide.hasAttribute('inert'))).toBe(true);
    expect(slides().filter((slide) => !slide.hasAttribute('inert'))).toHaveLength(4);

    const dot = within(carousel).getByRole('button', { name: 'Diapositivo 1 de 6' });
    expect(dot).toHaveAttribute('aria-current', 'true');
    act(() => within(carousel).getByRole('button', { name: 'Seguinte' }).click());
    expect(await within(carousel).findByRole('button', { name: 'Diapositivo 2 de 6', current: true })).toBeInTheDocument();
    expect(slides().filter((slide) => slide.getAttribute('aria-hidden') === 'true').every((slide) => slide.hasAttribute('inert'))).toBe(true);
  });

  it('is left out when no bike is stolen', async () => {
    renderWithStolen([]);

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  });
});
