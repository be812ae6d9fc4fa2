import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logOutForTest } from '../session';
import { chatMessage, inboxPage, inboxRow, JOAO_ROW, mockApi, renderAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

async function renderInbox() {
  const view = renderAccount('/my-account#inbox');
  await screen.findByRole('heading', { level: 2, name: 'Caixa de entrada' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const rows = (count: number, from = 1) => Array.from({ length: count }, (_, i) => inboxRow(from + i));

describe('#inbox: the list', () => {
  it("says 'A caixa de mensagens está vazia' when there is nothing", async () => {
    mockApi.messages.inbox.mockResolvedValue(inboxPage([]));
    await renderInbox();

    expect(await screen.findByText('A caixa de mensagens está vazia')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas da caixa de entrada' })).not.toBeInTheDocument();
  });

  it('shows each conversation: other party, bike, last message, DD/MM/YYYY H:mm and unread marker', async () => {
    mockApi.messages.inbox.mockResolvedValue(
      inboxPage([
        JOAO_ROW,
        inboxRow(2, {
          lastMessage: { documentId: 'msg-mine', message: 'Obrigada!', createdAt: '2026-01-10T09:05:00.000Z', mine: true },
        }),
      ]),
    );
    await renderInbox();

    const list = within(await screen.findByRole('list', { name: 'Conversas' }));
    const [joao, other] = list.getAllByRole('listitem');
    expect(within(joao).getByText('João Pereira')).toBeInTheDocument();
    expect(within(joao).getByText('sobre Urbana Azul')).toBeInTheDocument();
    expect(within(joao).getByText('Ainda está à venda?')).toBeInTheDocument();
    // 14:07 UTC is 14:07 in Lisbon in winter.
    expect(within(joao).getByText('05/03/2026 14:07')).toBeInTheDocument();
    expect(within(joao).getByText('1 nova')).toBeInTheDocument();
    expect(within(other).getByText('Você: Obrigada!')).toBeInTheDocument();
    expect(within(other).getByText('10/01/2026 9:05')).toBeInTheDocument();
    expect(within(other).queryByText(/nova/)).not.toBeInTheDocument();
  });

  it('has no pagination with 5 conversations', async () => {
    mockApi.messages.inbox.mockResolvedValue(inboxPage(rows(5), 5));
    await renderInbox();

    expect(await screen.findByText('Pessoa 5')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas da caixa de entrada' })).not.toBeInTheDocument();
  });

  it('pages above 5 conversations: ceil(total/5) pages', async () => {
    mockApi.messages.inbox.mockImplementation(async (page = 1) =>
      page === 1 ? inboxPage(rows(5), 11, 1) : inboxPage(rows(5, 6), 11, page),
    );
    const { user } = await renderInbox();

    const pages = within(await screen.findByRole('navigation', { name: 'Páginas da caixa de entrada' }));
    expect(pages.getByRole('button', { name: /página 3/i })).toBeInTheDocument();
    expect(pages.queryByRole('button', { name: /página 4/i })).not.toBeInTheDocument();

    await user.click(pages.getByRole('button', { name: /página 2/i }));

    expect(await screen.findByText('Pessoa 6')).toBeInTheDocument();
    expect(mockApi.messages.inbox).toHaveBeenLastCalledWith(2);
    expect(screen.queryByText('Pessoa 1')).not.toBeInTheDocument();
  });
});

describe('#inbox: a conversation', () => {
  const conversation = [
    chatMessage('msg-1', 'joao', 'Olá! A bicicleta ainda está disponível?', { createdAt: '2026-03-05T10:00:00.000Z' }),
    chatMessage('msg-0', 'me', 'Sim, está.', { createdAt: '2026-03-05T12:30:00.000Z' }),
    chatMessage('msg-2', 'joao', 'Ainda está à venda?', { read: false, createdAt: '2026-03-05T14:07:00.000Z' }),
  ];

  async function openJoao() {
    mockApi.messages.inbox.mockResolvedValue(inboxPage([JOAO_ROW]));
    mockApi.messages.conversation.mockResolvedValue(conversation);
    mockApi.messages.markRead.mockResolvedValue({ ...conversation[2], read: true });
    const view = await renderInbox();
    await view.user.click(await screen.findByRole('button', { name: /João Pereira/ }));
    await screen.findByRole('heading', { name: 'Conversa com João Pereira' });
    return view;
  }

  it('shows the messages with their times and a link to the bike', async () => {
    await openJoao();

    expect(mockApi.messages.conversation).toHaveBeenCalledWith('bike-urbana', 8);
    const messages = within(screen.getByRole('list', { name: 'Mensagens com João Pereira' })).getAllByRole('listitem');
    expect(messages.map((item) => item.textContent)).toEqual([
      'João Pereira · 05/03/2026 10:00Olá! A bicicleta ainda está disponível?',
      'Você · 05/03/2026 12:30Sim, está.',
      'João Pereira · 05/03/2026 14:07Ainda está à venda?',
    ]);
    expect(screen.getByRole('link', { name: 'Urbana Azul' })).toHaveAttribute('href', '/classified/urbana-azul');
  });

  it('links a bike that is not on sale to its public page', async () => {
    mockApi.messages.inbox.mockResolvedValue(
      inboxPage([{ ...JOAO_ROW, bike: { documentId: 'bike-urbana', slug: 'urbana-azul', nickName: 'Urbana Azul', on_sale: false } }]),
    );
    mockApi.messages.conversation.mockResolvedValue(conversation.slice(0, 2));
    const { user } = await renderInbox();

    await user.click(await screen.findByRole('button', { name: /João Pereira/ }));

    expect(await screen.findByRole('link', { name: 'Urbana Azul' })).toHaveAttribute('href', '/search-bikes/urbana-azul');
  });

  it('marks only the unread received messages read and refreshes the unread count', async () => {
    await openJoao();

    await waitFor(() => expect(mockApi.messages.markRead).toHaveBeenCalledTimes(1));
    expect(mockApi.messages.markRead).toHaveBeenCalledWith('msg-2');
    // The header badge's count is among the invalidated message queries.
    await waitFor(() => expect(mockApi.messages.unreadCount).toHaveBeenCalled());
  });

  it('sends a reply to the other party and says so', async () => {
    const { user } = await openJoao();
    mockApi.messages.send.mockResolvedValue(chatMessage('msg-3', 'me', 'Sim, pode vir ver.'));

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('*O campo de mensagem é obrigatório')).toBeInTheDocument();
    expect(mockApi.messages.send).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Resposta/ }), '  Sim, pode vir ver. ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Mensagem enviada com sucesso!')).toBeInTheDocument();
    expect(mockApi.messages.send).toHaveBeenCalledWith({ bike: 'bike-urbana', reciever: 8, message: 'Sim, pode vir ver.' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Resposta/ })).toHaveValue(''));
  });

  it("'Voltar' returns to the list", async () => {
    const { user } = await openJoao();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));

    expect(await screen.findByRole('list', { name: 'Conversas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Conversa com João Pereira' })).not.toBeInTheDocument();
  });

  it('cannot open a conversation whose other party deleted the account', async () => {
    mockApi.messages.inbox.mockResolvedValue(inboxPage([{ ...JOAO_ROW, otherParty: null }]));
    await renderInbox();

    expect(await screen.findByText('Utilizador removido')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Utilizador removido/ })).not.toBeInTheDocument();
  });
});
