import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cmsBlock } from '../fixtures';
import { renderApp } from '../render-app';
import { cms, resetCms } from './content-api-mock';

jest.mock('../../src/lib/api', () => ({ api: jest.requireActual('./content-api-mock').mockedContentApi() }));

declare global {
  interface Window {
    injected?: boolean;
  }
}

const HOSTILE = [
  'Texto do editor com **negrito**.',
  '',
  '<script>window.injected = true</script>',
  '',
  '<img src="x" onerror="window.injected = true">',
  '',
  '[Clique aqui](javascript:window.injected=true)',
].join('\n');

beforeEach(() => {
  resetCms();
  delete window.injected;
  cms.pages.set('security', cmsBlock({ slug: 'security', title: 'Segurança', description: HOSTILE }));
  cms.pages.set(
    'lojas',
    cmsBlock({
      slug: 'lojas',
      title: 'Lojas',
      content: [{ id: 1, title: 'Loja', sub_title: null, description: '<img src="y" onerror="window.injected = true">' }],
      sub_content: [{ id: 2, title: 'Ana', description: '<script>window.injected = true</script>', icon: null, urls: [{ id: 3, icon: 'X', url: 'javascript:window.injected=true' }] }],
    }),
  );
});

describe('CMS rich text', () => {
  it('shows raw HTML in a page description as text, never as markup', async () => {
    renderApp('/security');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Segurança' });
    const main = heading.closest('main') as HTMLElement;

    expect(screen.getByText('negrito', { selector: 'strong' })).toBeInTheDocument();
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('img')).toBeNull();
    expect(main.querySelector('[onerror]')).toBeNull();
    expect(main).toHaveTextContent('<script>window.injected = true</script>');
    expect(main).toHaveTextContent('<img src="x" onerror="window.injected = true">');
    for (const link of Array.from(main.querySelectorAll('a'))) expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect(window.injected).toBeUndefined();
  });

  it('treats content items, team texts and their links the same way', async () => {
    renderApp('/lojas');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lojas' });
    const main = heading.closest('main') as HTMLElement;

    expect(main.querySelector('script, img, [onerror]')).toBeNull();
    expect(main).toHaveTextContent('<img src="y" onerror="window.injected = true">');
    expect(screen.queryByRole('link', { name: 'X (Twitter) de Ana' })).not.toBeInTheDocument();
    expect(window.injected).toBeUndefined();
  });

  it('follows a link to one of the site\'s pages inside the app, and opens outside links in a new tab', async () => {
    cms.pages.set(
      'embaixadores',
      cmsBlock({ slug: 'embaixadores', title: 'Embaixadores', description: 'Veja a [segurança](/security) ou o [site da PSP](https://www.psp.pt).' }),
    );
    const { router } = renderApp('/embaixadores');
    await screen.findByRole('heading', { level: 1, name: 'Embaixadores' });

    expect(screen.getByRole('link', { name: 'site da PSP' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('link', { name: 'segurança' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Segurança' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/security');
  });
});
