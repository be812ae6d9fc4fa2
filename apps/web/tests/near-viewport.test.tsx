import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { DeferredBikeMessageForm } from '../src/features/bikes';
import { useNearViewport } from '../src/lib/deferred-loading';
import { installManualBrowser, ManualIntersectionObserver, removeManualBrowser } from './deferred-loading';

/** A deferred part: says whether it would load now. */
function Part() {
  const spot = useRef<HTMLDivElement>(null);
  return <div ref={spot}>{useNearViewport(spot) ? 'carregada' : 'à espera'}</div>;
}

beforeEach(installManualBrowser);
afterEach(removeManualBrowser);

it('loads a part as soon as the visitor is near it', async () => {
  const { container } = render(<Part />);
  expect(screen.getByText('à espera')).toBeInTheDocument();
  act(() => ManualIntersectionObserver.watching(container).scrollNear());
  expect(await screen.findByText('carregada')).toBeInTheDocument();
});

it('waits, for a part just below the fold of a page that has just opened, until the visitor scrolls', async () => {
  const { container } = render(<Part />);
  act(() => ManualIntersectionObserver.watching(container).nearBelowTheFold());
  // Nothing scrolled: the page's start is left alone.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('à espera')).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(await screen.findByText('carregada')).toBeInTheDocument();
});

it("shows a message form's title in its place until the visitor nears the form", () => {
  render(<DeferredBikeMessageForm bike="doc-anuncio" variant="classified" title="Enviar mensagem ao vendedor" />);
  expect(screen.getByRole('heading', { name: 'Enviar mensagem ao vendedor' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});
