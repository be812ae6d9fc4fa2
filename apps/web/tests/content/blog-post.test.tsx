import { screen, within } from '@testing-library/react';
import { api } from '../../src/lib/api';
import { renderApp } from '../render-app';
import { blogPost, cms, resetCms } from './content-api-mock';

jest.mock('../../src/lib/api', () => ({ api: jest.requireActual('./content-api-mock').mockedContentApi() }));

beforeEach(() => {
  resetCms();
  cms.posts.set('roubaram-me-a-bicicleta', blogPost());
});

describe('/blogs/$slug', () => {
  it('shows the post: category, title, date, picture and markdown body', async () => {
    renderApp('/blogs/roubaram-me-a-bicicleta');

    expect(await screen.findByRole('heading', { level: 1, name: 'Roubaram-me a bicicleta: o que fazer' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Segurança')).toBeInTheDocument();
    expect(screen.getByText('17/02/2026')).toHaveAttribute('datetime', '2026-02-17');
    const picture = screen.getByRole('img', { name: 'Suporte de bicicletas vazio' });
    expect(picture).toHaveAttribute('src', 'http://cms.test/uploads/blog_roubo.png');
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('http://cms.test/uploads/small_blog_roubo.png 500w'));
    expect(screen.getByText('Primeiro, apresente queixa.', { selector: 'strong' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Voltar à página inicial' })) expect(link).toHaveAttribute('href', '/');
    expect(api.content.blogPost).toHaveBeenCalledWith('roubaram-me-a-bicicleta');
  });

  it('shows a post without picture or category', async () => {
    cms.posts.set('sem-imagem', blogPost({ slug: 'sem-imagem', title: 'Sem imagem', image: [], blog_category: null }));
    renderApp('/blogs/sem-imagem');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sem imagem' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Suporte de bicicletas vazio' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Segurança')).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown post', async () => {
    renderApp('/blogs/nao-existe');

    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(api.content.blogPost).toHaveBeenCalledWith('nao-existe');
  });
});
