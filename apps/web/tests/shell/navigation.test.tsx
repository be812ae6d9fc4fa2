import { act, screen, waitFor } from '@testing-library/react';
import { STICKY_AFTER_PX } from '../../src/components/layout/header';
import { renderApp } from '../render-app';
import { UNMATCHED_PATH } from './paths';

jest.mock('../../src/lib/api', () => require('../session/mock-api').mockApiModule({}));

/** Another page that needs no data: a second unknown path. */
const OTHER_PAGE = '/outra/pagina/que/nao/existe';

/**
 * Starts a navigation without awaiting it inside act(): the router resolves navigate() only once
 * React has rendered the new page, which act() holds back until its callback is done.
 */
async function navigateTo(router: ReturnType<typeof renderApp>['router'], to: string, hash?: string) {
  act(() => {
    void router.navigate({ to, hash });
  });
  await waitFor(() => expect(router.state.resolvedLocation?.href).toBe(`${to}${hash ? `#${hash}` : ''}`));
}

/** The CSS animation emotion generated for an element (jsdom does not run animations). */
function animationOf(element: HTMLElement): string {
  const className = Array.from(element.classList).find((name) => name.startsWith('css-'));
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
  const own = rules.find((rule) => rule.startsWith(`.${className} {`)) ?? '';
  return /(?:^|[ ;{])animation:([^;}]*)/.exec(own)?.[1] ?? '';
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  // The router listens on document (capture), the sticky header on window; a page scroll reaches both.
  act(() => {
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
  });
}

afterEach(() => {
  scrollWindowTo(0);
  jest.restoreAllMocks();
});

describe('the page loading bar', () => {
  it('runs on each navigation, back to the first page too, but not on the page the browser loaded', async () => {
    const { router } = renderApp(UNMATCHED_PATH);
    await screen.findByText('This page could not be found');
    expect(screen.queryByTestId('page-progress')).toBeNull();

    await navigateTo(router, OTHER_PAGE);
    const first = screen.getByTestId('page-progress');
    expect(animationOf(first)).toMatch(/\b500ms\b/);

    await navigateTo(router, UNMATCHED_PATH);
    const second = screen.getByTestId('page-progress');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
    expect(animationOf(second)).toMatch(/\b500ms\b/);
  });

  it('does not restart for a #tab change on the same page', async () => {
    const { router } = renderApp(UNMATCHED_PATH);
    await screen.findByText('This page could not be found');
    await navigateTo(router, OTHER_PAGE);
    const bar = screen.getByTestId('page-progress');

    await navigateTo(router, OTHER_PAGE, 'outra-aba');

    expect(router.state.location.hash).toBe('outra-aba');
    expect(screen.getByTestId('page-progress')).toBe(bar);
  });
});

describe('scrolling', () => {
  it('starts every new page at the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = renderApp(UNMATCHED_PATH);
    await screen.findByText('This page could not be found');
    scrollWindowTo(900);
    scrollTo.mockClear();

    await navigateTo(router, OTHER_PAGE);

    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 })));
  });

  it('goes back to where the previous page was scrolled', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = renderApp(UNMATCHED_PATH);
    await screen.findByText('This page could not be found');
    scrollWindowTo(900);
    await navigateTo(router, OTHER_PAGE);
    scrollTo.mockClear();

    act(() => router.history.back());

    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe(UNMATCHED_PATH));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 900 })));
  });

  it(`makes the header sticky after ${STICKY_AFTER_PX} px`, async () => {
    renderApp(UNMATCHED_PATH);
    const header = await screen.findByRole('banner');
    expect(header).toHaveClass('MuiAppBar-positionStatic');

    scrollWindowTo(STICKY_AFTER_PX);
    expect(screen.getByRole('banner')).toHaveClass('MuiAppBar-positionStatic');

    scrollWindowTo(STICKY_AFTER_PX + 1);
    expect(screen.getByRole('banner')).toHaveClass('MuiAppBar-positionFixed');

    scrollWindowTo(0);
    expect(screen.getByRole('banner')).toHaveClass('MuiAppBar-positionStatic');
  });
});
