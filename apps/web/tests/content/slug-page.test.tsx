import { act, screen, waitFor } from '@testing-library/react';
import { api } from '../../src/lib/api';
import { cmsBlock } from '../fixtures';
import { renderApp } from '../render-app';
import { cms, resetCms } from './content-api-mock';

jest.mock('../../src/lib/api', () => ({ api: jest.requireActual('./content-api-mock').mockedContentApi() }));

beforeEach(() => {
  resetCms();
  cms.pages.set(
    'lojas-parceiras',
    cmsBlock({
      slug: 'lojas-parceiras',
      title: 'Lojas parceiras',
      sub_title: 'Onde registar a bicicleta na compra',
      description: '## Norte\n\nLojas do **Porto** e de Braga.',
      content: [{ id: 1, title: 'Ciclo Porto', sub_title: 'Porto', description: 'Rua de Santa Catarina' }],
      sub_content: [{ id: 2, title: 'Rui Almeida', description: 'Responsável pelas parcerias.', icon: null, urls: [{ id: 3, icon: 'LinkedIn', url: 'https://www.linkedin.com/in/rui' }] }],
    }),
  );
  cms.pages.set('security', cmsBlock({ slug: 'security', title: 'Segurança', description: 'A ligação é sempre cifrada.' }));
});

describe('generic content page /$slug', () => {
  it('renders the CMS page with that slug: title, text, items and sub-items', async () => {
    renderApp('/lojas-parceiras');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lojas parceiras' })).toBeInTheDocument();
    expect(screen.getByText('Onde registar a bicicleta na compra')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Norte' })).toBeInTheDocument();
    expect(screen.getByText('Porto', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ciclo Porto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rui Almeida' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn de Rui Almeida' })).toHaveAttribute('href', 'https://www.linkedin.com/in/rui');
    expect(api.content.page).toHaveBeenCalledWith('lojas-parceiras');
  });

  it('shows the 404 page for an unknown slug when there is no page to go back to', async () => {
    renderApp('/nao-existe');

    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(api.content.page).toHaveBeenCalledWith('nao-existe');
  });

  it('goes back one page for an unknown slug reached from another page', async () => {
    const { router } = renderApp('/security');
    await screen.findByRole('heading', { level: 1, name: 'Segurança' });

    act(() => {
      void router.navigate({ to: '/$slug', params: { slug: 'nao-existe' } });
    });
    await waitFor(() => expect(api.content.page).toHaveBeenCalledWith('nao-existe'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Segurança' })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be found')).not.toBeInTheDocument();
    expect(api.content.page).toHaveBeenCalledWith('nao-existe');
  });

  it('leaves the named routes to their own pages', async () => {
    cms.pages.set('frequently-asked-questions', cmsBlock({ slug: 'frequently-asked-questions', title: 'Perguntas frequentes' }));
    renderApp('/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeInTheDocument();
    expect(api.content.page).toHaveBeenCalledWith('frequently-asked-questions');
    expect(api.content.page).not.toHaveBeenCalledWith('help');
  });
});
