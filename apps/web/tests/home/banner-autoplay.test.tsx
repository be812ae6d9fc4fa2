import { act, fireEvent, screen, within } from '@testing-library/react';
import { HOME_BLOCKS } from '../../src/features/home/home-blocks';
import { contentQueries } from '../../src/features/content/api';
import { cmsBlock } from '../fixtures';
import { createTestQueryClient, renderApp } from '../render-app';
import { media } from './home-data';

jest.mock('../../src/lib/api', () => ({ api: require('./api-mock').createHomeApiMock() }));

/** react-slick moves on after its autoplay interval plus the 500 ms slide. */
const ONE_SLIDE_MS = 6000 + 50 + 500;

async function renderBanner() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    contentQueries.block(HOME_BLOCKS.banner).queryKey,
    cmsBlock({
      content: [1, 2, 3].map((id) => ({ id, title: `Destaque ${id}`, sub_title: null, description: `Texto ${id}`, image: media(`slide-${id}`) })),
    }),
  );
  renderApp('/', queryClient);
  return screen.findByRole('group', { name: 'Destaques' });
}

function currentSlide(banner: HTMLElement) {
  return within(banner).getByRole('button', { current: true }).getAttribute('aria-label');
}

function waitSlide() {
  act(() => jest.advanceTimersByTime(ONE_SLIDE_MS));
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('banner slider', () => {
  it('moves on by itself', async () => {
    const banner = await renderBanner();
    expect(currentSlide(banner)).toBe('Diapositivo 1 de 3');

    waitSlide();
    expect(currentSlide(banner)).toBe('Diapositivo 2 de 3');
  });

  it('holds still while the pointer is over it', async () => {
    const banner = await renderBanner();

    fireEvent.mouseEnter(banner);
    waitSlide();
    expect(currentSlide(banner)).toBe('Diapositivo 1 de 3');

    fireEvent.mouseLeave(banner);
    waitSlide();
    expect(currentSlide(banner)).toBe('Diapositivo 2 de 3');
  });

  it('holds still while the keyboard focus is inside it', async () => {
    const banner = await renderBanner();

    const next = within(banner).getByRole('button', { name: 'Seguinte' });
    // MUI mounts the button's focus ripple a moment later: let that happen inside act.
    await act(async () => next.focus());
    waitSlide();
    waitSlide();
    expect(currentSlide(banner)).toBe('Diapositivo 1 de 3');

    await act(async () => next.blur());
    waitSlide();
    expect(currentSlide(banner)).toBe('Diapositivo 2 de 3');
  });

  it('stops and restarts with its pause button', async () => {
    const banner = await renderBanner();

    fireEvent.click(within(banner).getByRole('button', { name: 'Parar a passagem automática' }));
    fireEvent.mouseLeave(banner);
    act(() => (document.activeElement as HTMLElement).blur());
    waitSlide();
    expect(currentSlide(banner)).toBe('Diapositivo 1 de 3');

    fireEvent.click(within(banner).getByRole('button', { name: 'Retomar a passagem automática' }));
    act(() => (document.activeElement as HTMLElement).blur());
    waitSlide();
    expect(currentSlide(banner)).toBe('Diapositivo 2 de 3');
  });

  it('goes to a slide from its dot', async () => {
    const banner = await renderBanner();

    fireEvent.click(within(banner).getByRole('button', { name: 'Diapositivo 3 de 3' }));
    act(() => jest.advanceTimersByTime(600));
    expect(currentSlide(banner)).toBe('Diapositivo 3 de 3');
    expect(within(banner).getByRole('heading', { name: 'Destaque 3' })).toBeInTheDocument();
  });
});
