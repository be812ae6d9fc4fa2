import { ApiError } from '@bicla/api-client';
import { createRoute } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { LAST_CHUNK_RELOAD_KEY } from '../../src/lib/chunk-reload';
import { Route as rootRoute } from '../../src/routes/__root';
import { renderApp } from '../render-app';

jest.mock('../../src/lib/api', () => require('../session/mock-api').mockApiModule({}));

let loaderError: unknown;

/** A page whose loader fails with whatever the test sets; added to the app's real root route. */
const failingPage = createRoute({
  getParentRoute: () => rootRoute,
  path: '/teste/falha',
  loader: () => {
    throw loaderError;
  },
  component: () => <p>Nunca mostrado</p>,
});
rootRoute.addChildren([...(rootRoute.children as never[]), failingPage]);

const CHUNK_ERROR = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/classified-Ab12.js');

beforeEach(() => {
  sessionStorage.clear();
  // The router and React log a caught loader error (and jsdom a reload it cannot do).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function findErrorPage() {
  return within(await screen.findByRole('alert'));
}

describe('the error page', () => {
  it('shows any other error as a generic 500, with a retry, inside the layout', async () => {
    loaderError = new Error('Cannot read properties of undefined');
    renderApp('/teste/falha');
    const page = await findErrorPage();
    expect(page.getByRole('heading', { level: 1, name: 'Erro' })).toBeInTheDocument();
    expect(page.getByText('Código de erro 500')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(page.queryByText(/Cannot read/)).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it("shows a failed load as 'Erro ao buscar dados' with the server's message and status", async () => {
    loaderError = new ApiError(503, 'ServiceUnavailableError', 'Serviço indisponível');
    renderApp('/teste/falha');
    const page = await findErrorPage();
    expect(page.getByRole('heading', { level: 1, name: 'Erro ao buscar dados' })).toBeInTheDocument();
    expect(page.getByText('Serviço indisponível')).toBeInTheDocument();
    expect(page.getByText('Código de erro 503')).toBeInTheDocument();
  });

  it("offers 'Back to the home page' for a 404", async () => {
    loaderError = new ApiError(404, 'NotFoundError', 'Bicicleta não encontrada');
    renderApp('/teste/falha');
    const page = await findErrorPage();
    expect(page.getByText('Código de erro 404')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(page.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});

// In this order: after the first reload the page counts as reloading until it is gone.
describe('a chunk that failed to load', () => {
  it('shows the error page when the page was reloaded for it less than 60 s ago', async () => {
    sessionStorage.setItem(LAST_CHUNK_RELOAD_KEY, String(Date.now() - 30_000));
    loaderError = CHUNK_ERROR;
    renderApp('/teste/falha');
    const page = await findErrorPage();
    expect(page.getByRole('heading', { level: 1, name: 'Erro' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('reloads the page, showing the loader meanwhile', async () => {
    const before = Date.now();
    loaderError = CHUNK_ERROR;
    renderApp('/teste/falha');
    expect(await screen.findByRole('progressbar', { name: 'A carregar' })).toBeInTheDocument();
    expect(Number(sessionStorage.getItem(LAST_CHUNK_RELOAD_KEY))).toBeGreaterThanOrEqual(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
