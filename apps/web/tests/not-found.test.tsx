import { createRoute, notFound } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { api } from '../src/lib/api';
import { Route as rootRoute } from '../src/routes/__root';
import { renderApp } from './render-app';
import { UNMATCHED_PATH } from './shell/paths';

jest.mock('../src/lib/api', () => require('./session/mock-api').mockApiModule({ content: ['page'] }));

/*
 * Two pages that are missing their subject, as a detail page with an unknown slug would be: one
 * finds out in its loader, the other while rendering. They are added to the real root route, so
 * the app's router (and its layout) renders them.
 */
const missingInLoader = createRoute({
  getParentRoute: () => rootRoute,
  path: '/teste/em-falta-no-loader',
  loader: () => {
    throw notFound();
  },
  component: () => <p>Nunca mostrado</p>,
});

function MissingWhileRendering(): never {
  throw notFound();
}

const missingWhileRendering = createRoute({
  getParentRoute: () => rootRoute,
  path: '/teste/em-falta-ao-mostrar',
  component: MissingWhileRendering,
});

rootRoute.addChildren([...(rootRoute.children as never[]), missingInLoader, missingWhileRendering]);

async function expectNotFoundPageInLayout() {
  // waitFor, not findBy: React may render a boundary's fallback twice while it recovers.
  await waitFor(() => expect(screen.getByText('This page could not be found')).toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
}

describe('the 404 page', () => {
  it('shows for an unknown path, inside the layout', async () => {
    renderApp(UNMATCHED_PATH);
    await expectNotFoundPageInLayout();
  });

  it('is not left to the CMS page route, which would look up a page named after the first segment', async () => {
    renderApp(UNMATCHED_PATH);
    await expectNotFoundPageInLayout();
    expect(api.content.page).not.toHaveBeenCalled();
  });

  it("shows when a route's loader throws notFound()", async () => {
    renderApp('/teste/em-falta-no-loader');
    await expectNotFoundPageInLayout();
    expect(screen.queryByText('Nunca mostrado')).not.toBeInTheDocument();
  });

  it('shows when a page throws notFound() while rendering', async () => {
    // React reports the thrown notFound() before the boundary handles it.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/teste/em-falta-ao-mostrar');
    await expectNotFoundPageInLayout();
    jest.restoreAllMocks();
  });
});
