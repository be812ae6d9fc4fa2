import { TEAM_BLOCK_SLUG } from '@bicla/api-client';
import { screen, within } from '@testing-library/react';
import { api } from '../../src/lib/api';
import { cmsBlock } from '../fixtures';
import { renderApp } from '../render-app';
import { cms, resetCms } from './content-api-mock';

jest.mock('../../src/lib/api', () => ({ api: jest.requireActual('./content-api-mock').mockedContentApi() }));

beforeEach(() => {
  resetCms();
});

describe('content pages by slug', () => {
  it.each([
    ['/security', 'security', 'Segurança'],
    ['/protect-your-bike', 'protect-your-bike', 'Proteja a sua bicicleta'],
    ['/embaixadores', 'embaixadores', 'Embaixadores Bicla'],
    ['/terms-of-use', 'terms-of-use', 'Termos de Utilização'],
    ['/privacy-policy', 'privacy-policy', 'Política de Privacidade'],
  ])('%s shows the CMS page %s', async (path, slug, title) => {
    cms.pages.set(slug, cmsBlock({ slug, title, description: `Texto de ${title}.` }));
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`Texto de ${title}.`)).toBeInTheDocument();
    expect(api.content.page).toHaveBeenCalledWith(slug);
  });

  it('shows the 404 page when the CMS has no such page', async () => {
    renderApp('/terms-of-use');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });

  it('renders a markdown table as a table', async () => {
    cms.pages.set(
      'privacy-policy',
      cmsBlock({ slug: 'privacy-policy', title: 'Política de Privacidade', description: '| Finalidade | Fundamento |\n|---|---|\n| Conta | Contrato |' }),
    );
    renderApp('/privacy-policy');

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Finalidade' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Contrato' })).toBeInTheDocument();
  });
});

describe('/about-us', () => {
  it('shows the about page and the team block named after the product', async () => {
    cms.pages.set('about-us', cmsBlock({ slug: 'about-us', title: 'Sobre nós', description: '## A nossa missão\n\nQueremos que roubar deixe de compensar.' }));
    cms.blocks.set(
      TEAM_BLOCK_SLUG,
      cmsBlock({
        slug: TEAM_BLOCK_SLUG,
        title: 'A equipa Bicla',
        description: 'Somos um pequeno grupo de ciclistas.',
        sub_content: [
          {
            id: 1,
            title: 'Inês Carvalho',
            description: 'Fundadora e coordenação.',
            icon: null,
            urls: [
              { id: 1, icon: 'LinkedIn', url: 'https://www.linkedin.com/in/ines' },
              { id: 2, icon: 'Instagram', url: 'https://www.instagram.com/ines' },
            ],
          },
          { id: 2, title: 'Tiago Ferreira', description: 'Tecnologia.', icon: null, urls: [] },
        ],
      }),
    );
    renderApp('/about-us');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A nossa missão' })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'A equipa Bicla' });
    expect(within(team).getByText('Somos um pequeno grupo de ciclistas.')).toBeInTheDocument();
    expect(within(team).getByRole('heading', { level: 3, name: 'Inês Carvalho' })).toBeInTheDocument();
    expect(within(team).getByText('IC')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'LinkedIn de Inês Carvalho' })).toHaveAttribute('href', 'https://www.linkedin.com/in/ines');
    expect(within(team).getByRole('link', { name: 'Instagram de Inês Carvalho' })).toHaveAttribute('target', '_blank');
    expect(within(team).getByRole('heading', { level: 3, name: 'Tiago Ferreira' })).toBeInTheDocument();
    expect(TEAM_BLOCK_SLUG).toBe('bicla-team');
    expect(api.content.block).toHaveBeenCalledWith(TEAM_BLOCK_SLUG);
  });

  it('shows the about page alone when there is no team block', async () => {
    cms.pages.set('about-us', cmsBlock({ slug: 'about-us', title: 'Sobre nós' }));
    renderApp('/about-us');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'A equipa Bicla' })).not.toBeInTheDocument();
  });
});

describe('/bike-manufacturer-list', () => {
  it('lists every brand with its slug as the anchor the home page links to', async () => {
    cms.pages.set('bike-manufacturer-list', cmsBlock({ slug: 'bike-manufacturer-list', title: 'Lista de fabricantes' }));
    const brand = (id: number, name: string, slug: string) => ({
      id,
      documentId: `brand-${id}`,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      name,
      slug,
      image: null,
    });
    const logo = {
      id: 9,
      documentId: 'logo-berg',
      url: '/uploads/logo_berg.png',
      name: 'logo_berg.png',
      alternativeText: 'Logótipo Berg',
      width: 600,
      height: 300,
      mime: 'image/png',
      formats: null,
    };
    cms.brands = [{ ...brand(1, 'Berg', 'berg'), image: logo }, brand(2, 'Órbita', 'orbita')];
    const { container } = renderApp('/bike-manufacturer-list');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de fabricantes' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Marcas no registo' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Berg', 'ÓÓrbita']);
    // The logo repeats the name beside it: decorative, so screen readers read the name once.
    expect(container.querySelector('#berg img')).toHaveAttribute('src', 'http://cms.test/uploads/logo_berg.png');
    expect(container.querySelector('#berg img')).toHaveAttribute('alt', '');
    expect(container.querySelector('#orbita')).toHaveTextContent('Órbita');
    expect(container.querySelector('#berg')).toHaveTextContent('Berg');
  });
});
