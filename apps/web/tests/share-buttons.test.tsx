import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButtons, shareUrls } from '../src/components/share-buttons';
import ToastArea from '../src/components/toast-area';

const PAGE = {
  url: 'https://bicla.pt/stolen-bikes/montanha-verde-1',
  text: 'Bicicleta roubada: Montanha Verde (Trek Marlin 7). Ajude a encontrá-la!',
  title: 'Montanha Verde',
};

function renderButtons() {
  return render(
    <>
      <ShareButtons page={PAGE} />
      <ToastArea />
    </>,
  );
}

/** Browser APIs jsdom lacks, set for one test and removed after. */
function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).share;
  delete (navigator as unknown as Record<string, unknown>).clipboard;
});

describe('share buttons', () => {
  it('builds each network’s share address from the page’s URL and words', () => {
    const urls = shareUrls(PAGE);
    const whatsapp = new URL(urls.whatsapp);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(`${PAGE.text} ${PAGE.url}`);
    expect(urls.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE.url)}`);
    const x = new URL(urls.x);
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe(PAGE.url);
    expect(x.searchParams.get('text')).toBe(PAGE.text);
  });

  it('offers WhatsApp, Facebook and X in a new window, and copying the link, in a labelled group', () => {
    renderButtons();
    const group = screen.getByRole('group', { name: 'Partilhar:' });
    const urls = shareUrls(PAGE);
    for (const [name, href] of [
      [/Partilhar no WhatsApp/, urls.whatsapp],
      [/Partilhar no Facebook/, urls.facebook],
      [/Partilhar no X/, urls.x],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(group).toContainElement(link);
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('button', { name: 'Copiar ligação' })).toBeInTheDocument();
  });

  it('copies the page’s URL and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar ligação' }));
    expect(writeText).toHaveBeenCalledWith(PAGE.url);
    expect(await screen.findByText('Ligação copiada.')).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    setNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar ligação' }));
    expect(await screen.findByText('Não foi possível copiar a ligação.')).toBeInTheDocument();
  });

  it('has no native share button where the browser has no share sheet', () => {
    renderButtons();
    expect(screen.queryByRole('button', { name: 'Partilhar…' })).not.toBeInTheDocument();
  });

  it('opens the system’s share sheet with the title, words and URL where it exists; closing it is no error', async () => {
    const share = jest.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError')).mockResolvedValueOnce(undefined);
    setNavigator('share', share);
    renderButtons();
    const button = screen.getByRole('button', { name: 'Partilhar…' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(share).toHaveBeenCalledTimes(2);
    expect(share).toHaveBeenCalledWith({ title: PAGE.title, text: PAGE.text, url: PAGE.url });
    await waitFor(() => expect(screen.queryByText('Não foi possível partilhar.')).not.toBeInTheDocument());
  });
});
