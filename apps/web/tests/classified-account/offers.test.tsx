import type { ChatMessage } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { logOutForTest } from '../session';
import { inboxPage, inboxRow, ME, mockApi, renderClassifiedAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  mockApi.bikes.mine.mockResolvedValue([]);
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const renderOffers = () => renderClassifiedAccount('#ofertas', 'Ofertas e mensagens');
const rows = (count: number, from = 1) => Array.from({ length: count }, (_, i) => inboxRow(from + i));

const BUYER_ROW = inboxRow(1, {
  bike: { documentId: 'bike-cargo', slug: 'cargo-familiar-1', nickName: 'Cargo Familiar', on_sale: true },
  otherParty: { id: 8, name: 'João Pereira' },
  lastMessage: { documentId: 'msg-1', message: 'Aceita 3500 €?', createdAt: '2026-03-05T14:07:00.000Z', mine: false },
  unread: 2,
});

describe("'Ofertas e mensagens'", () => {
  it('asks the server for conversations about bikes on sale only, and shows them as the inbox does', async () => {
    mockApi.messages.inbox.mockResolvedValue(inboxPage([BUYER_ROW, inboxRow(2, { lastMessage: { ...inboxRow(2).lastMessage, mine: true } })]));
    await renderOffers();

    const list = within(await screen.findByRole('list', { name: 'Conversas sobre bicicletas à venda' }));
    expect(mockApi.messages.inbox).toHaveBeenCalledWith(1, { onSale: true });
    const [buyer, mine] = list.getAllByRole('listitem');
    expect(within(buyer).getByText('João Pereira')).toBeInTheDocument();
    expect(within(buyer).getByText('sobre Cargo Familiar')).toBeInTheDocument();
    expect(within(buyer).getByText('Aceita 3500 €?')).toBeInTheDocument();
    expect(within(buyer).getByText('05/03/2026 14:07')).toBeInTheDocument();
    expect(within(buyer).getByText('2 novas')).toBeInTheDocument();
    expect(within(mine).getByText('Você: Mensagem 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Caixa de entrada' })).toHaveAttribute('href', '/my-account#inbox');
  });

  it('shows an empty state leading to the classifieds when there is nothing', async () => {
    mockApi.messages.inbox.mockResolvedValue(inboxPage([]));
    await renderOffers();

    expect(await screen.findByText('Ainda não há ofertas nem mensagens.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver os Classificados' })).toHaveAttribute('href', '/classified');
    expect(screen.queryByRole('list', { name: 'Conversas sobre bicicletas à venda' })).not.toBeInTheDocument();
  });

  it('pages 5 at a time, asking the server for the next filtered page', async () => {
    mockApi.messages.inbox.mockImplementation(async (page = 1) =>
      page === 1 ? inboxPage(rows(5), 7, 1) : inboxPage(rows(2, 6), 7, page),
    );
    const { user } = await renderOffers();

    const pages = within(await screen.findByRole('navigation', { name: 'Páginas das ofertas e mensagens' }));
    expect(pages.queryByRole('button', { name: /página 3/i })).not.toBeInTheDocument();
    await user.click(pages.getByRole('button', { name: /página 2/i }));

    expect(await screen.findByText('Pessoa 7')).toBeInTheDocument();
    expect(mockApi.messages.inbox).toHaveBeenLastCalledWith(2, { onSale: true });
  });

  it('has no pagination with one page', async () => {
    mockApi.messages.inbox.mockResolvedValue(inboxPage(rows(5), 5));
    await renderOffers();

    expect(await screen.findByText('Pessoa 5')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas das ofertas e mensagens' })).not.toBeInTheDocument();
  });

  it("opens a conversation in place, marks what I received read, and 'Voltar' returns to the list", async () => {
    mockApi.messages.inbox.mockResolvedValue(inboxPage([BUYER_ROW]));
    const offer: ChatMessage = {
      documentId: 'msg-1',
      message: 'Aceita 3500 €?',
      read: false,
      createdAt: '2026-03-05T14:07:00.000Z',
      bike: { documentId: 'bike-cargo', slug: 'cargo-familiar-1', nickName: 'Cargo Familiar' },
      sender: { id: 8, name: 'João Pereira' },
      reciever: { id: ME.id, name: ME.name },
    };
    mockApi.messages.conversation.mockResolvedValue([offer]);
    mockApi.messages.markRead.mockResolvedValue({ ...offer, read: true });
    const { user } = await renderOffers();

    await user.click(await screen.findByRole('button', { name: /João Pereira/ }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Conversa com João Pereira' })).toBeInTheDocument();
    expect(mockApi.messages.conversation).toHaveBeenCalledWith('bike-cargo', 8);
    expect(screen.getByRole('link', { name: 'Cargo Familiar' })).toHaveAttribute('href', '/classified/cargo-familiar-1');
    await waitFor(() => expect(mockApi.messages.markRead).toHaveBeenCalledWith('msg-1'));
    expect(screen.getByRole('textbox', { name: /Resposta/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('list', { name: 'Conversas sobre bicicletas à venda' })).toBeInTheDocument();
  });
});
