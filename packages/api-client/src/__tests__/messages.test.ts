import { ApiError, bikePageMessageSchema, createApiClient, MESSAGES, messageSchema } from '../index';
import { jsonResponse as json, recordingTransport as transport } from '../test-support/recording-transport';

const client = (fetchImpl: typeof fetch) =>
  createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl, getToken: () => 'jwt.da.rita' }).messages;

const sent = {
  documentId: 'msg1',
  message: 'Ainda está à venda?',
  read: false,
  createdAt: '2030-01-15T10:00:00.000Z',
  bike: { documentId: 'bike1', slug: 'gravel-azul', nickName: 'Gravel Azul' },
  sender: { id: 7, name: 'Rita' },
  reciever: { id: 3, name: 'Dono' },
};

describe('message fetchers', () => {
  it('sends with POST /api/messages and { data: { bike, message } }, returning the stored message', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: sent, meta: {} }, 201));

    await expect(client(fetchImpl).send({ bike: 'bike1', message: 'Ainda está à venda?' })).resolves.toEqual(sent);

    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe('http://cms.test/api/messages');
    expect(request.body).toEqual({ data: { bike: 'bike1', message: 'Ainda está à venda?' } });
    expect(request.authorization).toBe('Bearer jwt.da.rita');
  });

  it("sends an owner's reply with its reciever", async () => {
    const { requests, fetchImpl } = transport(() => json({ data: sent, meta: {} }, 201));
    await client(fetchImpl).send({ bike: 'bike1', message: 'Sim', reciever: 7 });
    expect(requests[0].body).toEqual({ data: { bike: 'bike1', message: 'Sim', reciever: 7 } });
  });

  it('reads an inbox page with GET /api/messages/inbox?page= and keeps the pagination', async () => {
    const page = {
      data: [
        {
          bike: { documentId: 'bike1', slug: 'gravel-azul', nickName: 'Gravel Azul', on_sale: true },
          otherParty: { id: 7, name: 'Rita' },
          lastMessage: { documentId: 'msg1', message: 'Olá', createdAt: '2030-01-15T10:00:00.000Z', mine: false },
          unread: 1,
        },
      ],
      meta: { pagination: { page: 2, pageSize: 5, pageCount: 2, total: 6 } },
    };
    const { requests, fetchImpl } = transport(() => json(page));

    await expect(client(fetchImpl).inbox(2)).resolves.toEqual(page);

    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.pathname).toBe('/api/messages/inbox');
    expect(requests[0].url.search).toBe('?page=2');
  });

  it('asks for the first inbox page by default', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: [], meta: {} }));
    await client(fetchImpl).inbox();
    expect(requests[0].url.searchParams.get('page')).toBe('1');
  });

  it('asks only for conversations about bikes on sale with ?onSale=true', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: [], meta: {} }));
    await client(fetchImpl).inbox(3, { onSale: true });
    expect(requests[0].url.pathname).toBe('/api/messages/inbox');
    expect(requests[0].url.search).toBe('?page=3&onSale=true');
  });

  it('leaves onSale out of the URL when the filter is off', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: [], meta: {} }));
    await client(fetchImpl).inbox(1, { onSale: false });
    expect(requests[0].url.search).toBe('?page=1');
  });

  it('reads a conversation with GET /api/messages/conversation?bike=&with=, returning its messages', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: [sent], meta: {} }));

    await expect(client(fetchImpl).conversation('bike 1&x', 7)).resolves.toEqual([sent]);

    const { url } = requests[0];
    expect(url.pathname).toBe('/api/messages/conversation');
    expect(url.search).toBe('?bike=bike+1%26x&with=7');
  });

  it('marks a message read with PUT /api/messages/:id/read and no body, escaping the id', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { ...sent, read: true }, meta: {} }));

    await expect(client(fetchImpl).markRead('a/b?c')).resolves.toMatchObject({ read: true });

    expect(requests[0].method).toBe('PUT');
    expect(requests[0].url.pathname).toBe('/api/messages/a%2Fb%3Fc/read');
    expect(requests[0].url.search).toBe('');
    expect(requests[0].body).toBeUndefined();
  });

  it('returns the unread count as a number', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { count: 4 }, meta: {} }));
    await expect(client(fetchImpl).unreadCount()).resolves.toBe(4);
    expect(requests[0].url.pathname).toBe('/api/messages/unread-count');
  });

  it("rejects a refusal with an ApiError carrying the server's Portuguese message", async () => {
    const { fetchImpl } = transport(() =>
      json({ data: null, error: { status: 403, name: 'PolicyError', message: MESSAGES.notOwner } }, 403),
    );
    const error = await client(fetchImpl)
      .markRead('msg1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'PolicyError', message: 'você não é usuário autorizado!' });
  });
});

describe('messageSchema', () => {
  // As the CMS validates (src/utils/validate.ts): unknown keys are refused, not stripped.
  const firstError = (value: unknown) =>
    messageSchema.validate(value, { abortEarly: true, stripUnknown: false }).then(
      () => undefined,
      (error: Error) => error.message,
    );

  it('accepts a first message and an owner reply, trimming the text', async () => {
    await expect(messageSchema.validate({ bike: ' b1 ', message: '  Olá  ' })).resolves.toEqual({ bike: 'b1', message: 'Olá' });
    await expect(messageSchema.validate({ bike: 'b1', message: 'Sim', reciever: 7 })).resolves.toEqual({
      bike: 'b1',
      message: 'Sim',
      reciever: 7,
    });
  });

  it.each([
    ['an empty message', { bike: 'b1', message: '' }, '*O campo de mensagem é obrigatório'],
    ['a message of spaces', { bike: 'b1', message: '  \n ' }, '*O campo de mensagem é obrigatório'],
    ['no message', { bike: 'b1' }, '*O campo de mensagem é obrigatório'],
    ['a message over 5000 characters', { bike: 'b1', message: 'a'.repeat(5001) }, '*A mensagem não pode ter mais de 5000 caracteres'],
    ['no bike', { message: 'Olá' }, '*A bicicleta é obrigatória'],
    ['a reciever that is not a user id', { bike: 'b1', message: 'Olá', reciever: 'rita' }, '*O destinatário tem de ser um utilizador válido'],
    ['a fractional reciever', { bike: 'b1', message: 'Olá', reciever: 1.5 }, '*O destinatário tem de ser um utilizador válido'],
    ['a zero reciever', { bike: 'b1', message: 'Olá', reciever: 0 }, '*O destinatário tem de ser um utilizador válido'],
    ['a sender', { bike: 'b1', message: 'Olá', sender: 3 }, MESSAGES.unknownField],
    ['a read flag', { bike: 'b1', message: 'Olá', read: true }, MESSAGES.unknownField],
  ])('refuses %s', async (_, value, message) => {
    await expect(firstError(value)).resolves.toBe(message);
  });

  it('accepts exactly 5000 characters', async () => {
    await expect(firstError({ bike: 'b1', message: 'a'.repeat(5000) })).resolves.toBeUndefined();
  });
});

describe('bikePageMessageSchema', () => {
  it('asks for the message in the bike page\'s own words, and keeps the other rules', async () => {
    await expect(bikePageMessageSchema.validate({ bike: 'b1', message: ' ' })).rejects.toThrow('*Por favor introduz a mensagem!');
    await expect(bikePageMessageSchema.validate({ bike: 'b1', message: 'a'.repeat(5001) })).rejects.toThrow(
      '*A mensagem não pode ter mais de 5000 caracteres',
    );
    await expect(bikePageMessageSchema.validate({ message: 'Olá' })).rejects.toThrow('*A bicicleta é obrigatória');
  });
});
