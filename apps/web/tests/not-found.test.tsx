import { screen, within } from '@testing-library/react';
import { renderApp } from './render-app';

describe('unknown paths', () => {
  it('render the 404 page inside the layout', async () => {
    renderApp('/esta-pagina-nao-existe');

    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  });
});
