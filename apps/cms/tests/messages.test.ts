import request from 'supertest';
import { MESSAGES, PRODUCT_NAME } from '@bicla/api-client/shared';
import { recordStatements } from '../src/database/sql-recorder';
import { CONVERSATIONS_TABLE } from '../src/api/message/conversations';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startMailbox } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

type Account = Awaited<ReturnType<typeof createUser>>;
type Bike = Awaited<ReturnType<typeof createBike>>;

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
/** One email per stored message (see `send`). */
let emailsExpected = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  await seedReference(cms.strapi);
});
afterAll(async () => {
  // Mail goes out after each response: let it all arrive before the servers stop.
  const deadline = Date.now() + 10_000;
  while (mailbox.received.length < emailsExpected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  await cms.stop();
  await mailbox.stop();
});

const api = () => request(cms.server);
const as = (who: { jwt: string }, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);

let people = 0;
/** A fresh account per role in each test, so tests never see each other's messages. */
const newUser = (name: string) => {
  people += 1;
  return createUser(cms.strapi, { name, email: `pessoa${people}@exemplo.pt` });
};

async function send(who: { jwt: string }, data: Record<string, unknown>) {
  const response = await as(who, api().post('/api/messages')).send({ data });
  if (response.status === 201) emailsExpected += 1;
  return response;
}
const inbox = (who: { jwt: string }, query = '') => as(who, api().get(`/api/messages/inbox${query}`));
const conversation = (who: { jwt: string }, bike: string, withUser: number) =>
  as(who, api().get('/api/messages/conversation').query({ bike, with: withUser }));
const markRead = (who: { jwt: string }, id: string) => as(who, api().put(`/api/messages/${id}/read`));
const unreadCount = async (who: { jwt: string }) => {
  const response = await as(who, api().get('/api/messages/unread-count'));
  expect(response.status).toBe(200);
  return response.body.data.count as number;
};

const messageCount = () => cms.strapi.db.query('api::message.message').count({});

interface StoredMessage {
  message: string;
  read: boolean;
  bike: { id: number } | null;
  sender: { id: number } | null;
  reciever: { id: number } | null;
}
const stored = (documentId: string): Promise<StoredMessage> =>
  cms.strapi.db.query('api::message.message').findOne({
    where: { documentId },
    select: ['message', 'read'],
    populate: { bike: { select: ['id'] }, sender: { select: ['id'] }, reciever: { select: ['id'] } },
  });

/** Sends and expects success; returns the stored message's documentId. */
async function sent(who: { jwt: string }, data: Record<string, unknown>) {
  const response = await send(who, data);
  expect({ status: response.status, error: response.body.error?.message }).toEqual({ status: 201, error: undefined });
  return response.body.data.documentId as string;
}

/** An owner with an approved bike, a would-be buyer, and a third user who is part of nothing. */
async function cast(bikeFields: Record<string, unknown> = {}) {
  const owner = await newUser('Rita Dona');
  const writer = await newUser('Bruno Comprador');
  const third = await newUser('Carla Terceira');
  const bike = await createBike(cms.strapi, owner.user, bikeFields);
  return { owner, writer, third, bike };
}

describe('sending a message', () => {
  it('sends a first message to the bike owner, stores it unread and emails the owner a link to the inbox', async () => {
    const { owner, writer, bike } = await cast({ nickName: 'Gravel Azul', on_sale: true, price: 300 });

    const response = await send(writer, { bike: bike.documentId, message: '  Ainda está à venda?  ' });

    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      documentId: expect.any(String),
      message: 'Ainda está à venda?',
      read: false,
      createdAt: expect.any(String),
      bike: { documentId: bike.documentId, slug: bike.slug, nickName: 'Gravel Azul' },
      sender: { id: writer.user.id, name: 'Bruno Comprador' },
      reciever: { id: owner.user.id, name: 'Rita Dona' },
    });
    expect(Number.isNaN(Date.parse(response.body.data.createdAt))).toBe(false);
    expect(await stored(response.body.data.documentId)).toMatchObject({
      message: 'Ainda está à venda?',
      read: false,
      bike: { id: bike.id },
      sender: { id: writer.user.id },
      reciever: { id: owner.user.id },
    });

    const mail = await mailbox.waitForSubject(owner.user.email, [PRODUCT_NAME, 'Bruno Comprador', 'Gravel Azul']);
    expect(mail.to).toEqual([owner.user.email]);
    expect(mail.raw).toContain('Ainda está à venda?');
    expect(mail.raw).toContain('http://localhost:5173/my-account#inbox');
    expect(mailbox.received.filter((received) => received.to.includes(writer.user.email))).toEqual([]);
  });

  it("sends the owner's reply back to the writer, and emails the writer", async () => {
    const { owner, writer, bike } = await cast({ nickName: 'Estrada Vermelha' });
    await sent(writer, { bike: bike.documentId, message: 'Olá, tem fatura?' });

    const response = await send(owner, { bike: bike.documentId, message: 'Sim, tenho.', reciever: writer.user.id });

    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      message: 'Sim, tenho.',
      sender: { id: owner.user.id, name: 'Rita Dona' },
      reciever: { id: writer.user.id, name: 'Bruno Comprador' },
    });
    const mail = await mailbox.waitForSubject(writer.user.email, ['Rita Dona', 'Estrada Vermelha']);
    expect(mail.raw).toContain('Sim, tenho.');
    expect(mail.raw).toContain('http://localhost:5173/my-account#inbox');
  });

  it('lets a writer keep writing to the owner, naming the owner as reciever or not', async () => {
    const { owner, writer, bike } = await cast();
    await sent(writer, { bike: bike.documentId, message: 'Primeira' });
    const second = await sent(writer, { bike: bike.documentId, message: 'Segunda', reciever: owner.user.id });
    expect((await stored(second)).reciever).toEqual({ id: owner.user.id });
  });

  it('refuses an owner writing about their own bike without a conversation, writing nothing', async () => {
    const { owner, bike } = await cast();
    const before = await messageCount();

    const response = await send(owner, { bike: bike.documentId, message: 'Olá a mim mesma' });

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Não pode enviar uma mensagem sobre a sua própria bicicleta');
    expect(await messageCount()).toBe(before);
  });

  it('refuses a reply to a user who never wrote to the owner about this bike', async () => {
    const { owner, writer, third, bike } = await cast();
    const otherBike = await createBike(cms.strapi, owner.user);
    // The third user wrote about another bike of the same owner: that is another conversation.
    await sent(third, { bike: otherBike.documentId, message: 'E esta?' });
    await sent(writer, { bike: bike.documentId, message: 'Olá' });
    const before = await messageCount();

    for (const reciever of [third.user.id, owner.user.id, 999_999]) {
      const response = await send(owner, { bike: bike.documentId, message: 'Resposta', reciever });
      expect({ reciever, status: response.status, message: response.body.error?.message }).toEqual({
        reciever,
        status: 400,
        message: MESSAGES.message.notInConversation,
      });
    }
    expect(await messageCount()).toBe(before);
  });

  it('refuses a first message addressed to anyone but the owner', async () => {
    const { writer, third, bike } = await cast();
    const before = await messageCount();

    const response = await send(writer, { bike: bike.documentId, message: 'Olá', reciever: third.user.id });

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.message.onlyOwner);
    expect(await messageCount()).toBe(before);
  });

  it('answers 404 for a pending bike as for a missing one', async () => {
    const { writer, bike } = await cast({ approved: false });
    const before = await messageCount();

    for (const documentId of [bike.documentId, 'naoexiste000000000000000']) {
      const response = await send(writer, { bike: documentId, message: 'Olá' });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(MESSAGES.bikeNotFound);
    }
    expect(await messageCount()).toBe(before);
  });

  it('refuses a message about a bike without an owner', async () => {
    const { writer, bike } = await cast({ user: null });

    const response = await send(writer, { bike: bike.documentId, message: 'Olá' });

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.message.noOwner);
  });

  it.each([
    ['an empty message', '', MESSAGES.message.text],
    ['a message of spaces', ' \n\t ', MESSAGES.message.text],
    ['a message over 5000 characters', 'a'.repeat(5001), MESSAGES.message.tooLong],
  ])('refuses %s with a Portuguese message, writing nothing', async (_, message, error) => {
    const { writer, bike } = await cast();
    const before = await messageCount();

    const response = await send(writer, { bike: bike.documentId, message });

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(error);
    expect(await messageCount()).toBe(before);
  });

  it('refuses a 1 MB message before reading it, writing nothing', async () => {
    const { writer, bike } = await cast();
    const before = await messageCount();

    const response = await send(writer, { bike: bike.documentId, message: 'a'.repeat(1024 * 1024) });

    // The body parser's limit (config/middlewares.ts) answers 413 before validation can say 400.
    expect([400, 413]).toContain(response.status);
    expect(await messageCount()).toBe(before);
  });

  it.each(['sender', 'read', 'createdAt'])('refuses a %s in the body, writing nothing', async (key) => {
    const { owner, third, bike } = await cast();
    const forged: Record<string, unknown> = { sender: owner.user.id, read: true, createdAt: '2000-01-01T00:00:00.000Z' };
    const before = await messageCount();

    const response = await send(third, { bike: bike.documentId, message: 'Olá', [key]: forged[key] });

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.unknownField);
    expect(await messageCount()).toBe(before);
  });

  it('refuses a body without { data }, a reciever that is not a user id, and query parameters', async () => {
    const { writer, bike } = await cast();
    const before = await messageCount();

    const bare = await as(writer, api().post('/api/messages')).send({ bike: bike.documentId, message: 'Olá' });
    expect(bare.status).toBe(400);
    const badReciever = await send(writer, { bike: bike.documentId, message: 'Olá', reciever: 'rita' });
    expect(badReciever.status).toBe(400);
    expect(badReciever.body.error.message).toBe(MESSAGES.message.reciever);
    const withQuery = await as(writer, api().post('/api/messages?populate=*')).send({ data: { bike: bike.documentId, message: 'Olá' } });
    expect(withQuery.status).toBe(400);

    expect(await messageCount()).toBe(before);
  });

  it('stores markup as plain text, never interpreting it', async () => {
    const { writer, bike } = await cast();
    const text = '<script>alert("x")</script> <b>negrito</b> &amp;';

    const documentId = await sent(writer, { bike: bike.documentId, message: text });

    expect((await stored(documentId)).message).toBe(text);
  });
});

describe('who may call the message routes', () => {
  it('refuses visitors on every route', async () => {
    const { writer, bike } = await cast();
    const id = await sent(writer, { bike: bike.documentId, message: 'Olá' });
    const before = await messageCount();

    const calls = [
      api().post('/api/messages').send({ data: { bike: bike.documentId, message: 'Sem sessão' } }),
      api().get('/api/messages/inbox'),
      api().get('/api/messages/conversation').query({ bike: bike.documentId, with: writer.user.id }),
      api().put(`/api/messages/${id}/read`),
      api().get('/api/messages/unread-count'),
    ];
    for (const call of calls) expect((await call).status).toBe(403);
    expect(await messageCount()).toBe(before);
    expect((await stored(id)).read).toBe(false);
  });

  it.each([
    ['get', '/api/messages'],
    ['get', '/api/messages/MSGID'],
    ['put', '/api/messages/MSGID'],
    ['delete', '/api/messages/MSGID'],
  ] as const)('has no generic %s %s route', async (method, path) => {
    const { owner, writer, bike } = await cast();
    const id = await sent(writer, { bike: bike.documentId, message: 'Olá' });

    for (const who of [owner, writer]) {
      const response = await as(who, api()[method](path.replace('MSGID', id))).send({ data: { read: true, message: 'Alterada' } });
      expect([404, 405]).toContain(response.status);
    }
    expect(await stored(id)).toMatchObject({ message: 'Olá', read: false });
  });
});

describe('the inbox', () => {
  /**
   * An owner with two bikes and six writers: six conversations, one of them with two unread
   * messages, and one where the owner has the last word.
   */
  async function busyOwner() {
    const owner = await newUser('Dona Ocupada');
    const onSale = await createBike(cms.strapi, owner.user, { nickName: 'À Venda', on_sale: true, price: 250 });
    const notOnSale = await createBike(cms.strapi, owner.user, { nickName: 'Na Garagem' });
    const writers: Account[] = [];
    for (let i = 1; i <= 6; i += 1) writers.push(await newUser(`Escritor ${i}`));
    const [w1, w2, w3, w4, w5, w6] = writers;
    const first = await sent(w1, { bike: onSale.documentId, message: 'w1 primeira' });
    await sent(w2, { bike: onSale.documentId, message: 'w2' });
    await sent(w3, { bike: notOnSale.documentId, message: 'w3' });
    await sent(w4, { bike: onSale.documentId, message: 'w4' });
    await sent(w5, { bike: notOnSale.documentId, message: 'w5' });
    await sent(w6, { bike: onSale.documentId, message: 'w6' });
    await sent(w1, { bike: onSale.documentId, message: 'w1 segunda' });
    await sent(owner, { bike: onSale.documentId, message: 'resposta a w2', reciever: w2.user.id });
    return { owner, onSale, notOnSale, writers, first };
  }

  it('lists conversations 5 a page, newest last message first, with the other party, the bike and the unread count', async () => {
    const { owner, onSale, notOnSale, writers } = await busyOwner();
    const [w1, w2, w3, w4, w5, w6] = writers;

    const page1 = await inbox(owner);
    const page2 = await inbox(owner, '?page=2');

    expect(page1.status).toBe(200);
    expect(page1.body.meta.pagination).toEqual({ page: 1, pageSize: 5, pageCount: 2, total: 6 });
    expect(page2.body.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: 2, total: 6 });
    const rows = [...page1.body.data, ...page2.body.data];
    expect(page1.body.data).toHaveLength(5);
    expect(rows.map((row: { otherParty: { id: number } }) => row.otherParty.id)).toEqual(
      [w2, w1, w6, w5, w4, w3].map((w) => w.user.id),
    );

    expect(rows[0]).toEqual({
      bike: { documentId: onSale.documentId, slug: onSale.slug, nickName: 'À Venda', on_sale: true },
      otherParty: { id: w2.user.id, name: 'Escritor 2' },
      lastMessage: { documentId: expect.any(String), message: 'resposta a w2', createdAt: expect.any(String), mine: true },
      unread: 1,
    });
    expect(rows[1]).toMatchObject({ lastMessage: { message: 'w1 segunda', mine: false }, unread: 2 });
    expect(rows[5]).toMatchObject({
      bike: { documentId: notOnSale.documentId, slug: notOnSale.slug, nickName: 'Na Garagem', on_sale: false },
      otherParty: { id: w3.user.id, name: 'Escritor 3' },
      lastMessage: { message: 'w3', mine: false },
      unread: 1,
    });
    expect(rows.map((row: { unread: number }) => row.unread)).toEqual([1, 2, 1, 1, 1, 1]);
  });

  it("shows the writer's side: the owner as the other party and the owner's reply unread", async () => {
    const { owner, onSale, writers } = await busyOwner();

    const response = await inbox(writers[1]);

    expect(response.body.data).toEqual([
      {
        bike: { documentId: onSale.documentId, slug: onSale.slug, nickName: 'À Venda', on_sale: true },
        otherParty: { id: owner.user.id, name: 'Dona Ocupada' },
        lastMessage: { documentId: expect.any(String), message: 'resposta a w2', createdAt: expect.any(String), mine: false },
        unread: 1,
      },
    ]);
    expect(response.body.meta.pagination).toEqual({ page: 1, pageSize: 5, pageCount: 1, total: 1 });
  });

  it('moves a conversation to the top when it gets a new message, and lowers its unread count when read', async () => {
    const { owner, writers, notOnSale, first } = await busyOwner();
    const [w1, , w3] = writers;
    await sent(w3, { bike: notOnSale.documentId, message: 'w3 outra vez' });
    expect((await markRead(owner, first)).status).toBe(200);

    const rows = (await inbox(owner)).body.data as { otherParty: { id: number }; unread: number }[];

    expect(rows[0]).toMatchObject({ otherParty: { id: w3.user.id }, unread: 2 });
    expect(rows.find((row) => row.otherParty.id === w1.user.id)?.unread).toBe(1);
  });

  it('answers an empty page past the end, and an empty inbox for someone with no messages', async () => {
    const { owner } = await busyOwner();
    const past = await inbox(owner, '?page=3');
    expect(past.body).toEqual({ data: [], meta: { pagination: { page: 3, pageSize: 5, pageCount: 2, total: 6 } } });

    const nobody = await newUser('Sem Mensagens');
    expect((await inbox(nobody)).body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 5, pageCount: 0, total: 0 } } });
  });

  it('reads a page with a fixed number of queries, however many conversations it shows', async () => {
    const { owner, writers } = await busyOwner();
    // Only the statements of this inbox request: sign-in checks, and work that earlier requests
    // left running (their emails), query meanwhile.
    const statements = async (who: Account) => {
      const ofThisInbox = (sql: string) => {
        const ctx = cms.strapi.requestContext.get() as { path?: string; state?: { user?: { id: number } } } | undefined;
        return ctx?.path === '/api/messages/inbox' && ctx.state?.user?.id === who.user.id && new RegExp(`\\b(messages|${CONVERSATIONS_TABLE})\\b`).test(sql);
      };
      const { result, statements: run } = await recordStatements(cms.strapi, () => inbox(who), ofThisInbox);
      expect(result.status).toBe(200);
      return run.map((statement) => statement.sql);
    };

    // Five conversations on the page against one.
    const forOne = await statements(writers[3]);
    expect(forOne.length).toBeGreaterThan(0);
    const forFive = await statements(owner);
    expect(forFive).toHaveLength(forOne.length);
    // The page and its count in one statement.
    expect(forFive.filter((sql) => new RegExp(`\\b${CONVERSATIONS_TABLE}\\b`).test(sql))).toHaveLength(1);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page[x]=1', '?page=1&page=2', '?sort=createdAt', '?pageSize=50'])(
    'refuses the query %s',
    async (query) => {
      const user = await newUser('Consulta');
      const response = await inbox(user, query);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toMatch(/parâmetro/);
    },
  );
});

describe('a conversation', () => {
  it('has both directions between the caller and the other user about one bike, oldest first', async () => {
    const { owner, writer, third, bike } = await cast();
    const otherBike = await createBike(cms.strapi, owner.user);
    await sent(writer, { bike: bike.documentId, message: '1. pergunta' });
    await sent(owner, { bike: bike.documentId, message: '2. resposta', reciever: writer.user.id });
    await sent(writer, { bike: bike.documentId, message: '3. obrigado' });
    // Not part of it: another writer about the same bike, and the same writer about another bike.
    await sent(third, { bike: bike.documentId, message: 'outra conversa' });
    await sent(writer, { bike: otherBike.documentId, message: 'outra bicicleta' });

    const byWriter = await conversation(writer, bike.documentId, owner.user.id);
    const byOwner = await conversation(owner, bike.documentId, writer.user.id);

    expect(byWriter.status).toBe(200);
    expect(byWriter.body.data.map((message: { message: string }) => message.message)).toEqual(['1. pergunta', '2. resposta', '3. obrigado']);
    expect(byOwner.body.data).toEqual(byWriter.body.data);
    expect(byOwner.body.data[1]).toEqual({
      documentId: expect.any(String),
      message: '2. resposta',
      read: false,
      createdAt: expect.any(String),
      bike: { documentId: bike.documentId, slug: bike.slug, nickName: expect.any(String) },
      sender: { id: owner.user.id, name: 'Rita Dona' },
      reciever: { id: writer.user.id, name: 'Bruno Comprador' },
    });
    const times = byOwner.body.data.map((message: { createdAt: string }) => Date.parse(message.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it.each([
    ['no bike', (bike: string, user: number) => `?with=${user}`],
    ['no other user', (bike: string) => `?bike=${bike}`],
    ['an other user that is not an id', (bike: string) => `?bike=${bike}&with=rita`],
    ['an unknown parameter', (bike: string, user: number) => `?bike=${bike}&with=${user}&sender=1`],
    ['a filter', (bike: string, user: number) => `?bike=${bike}&with=${user}&filters[sender][id]=1`],
  ])('refuses a request with %s', async (_, query) => {
    const { owner, writer, bike } = await cast();
    await sent(writer, { bike: bike.documentId, message: 'Olá' });

    const response = await as(owner, api().get(`/api/messages/conversation${query(bike.documentId, writer.user.id)}`));

    expect(response.status).toBe(400);
  });
});

describe('the message matrix', () => {
  it("keeps a conversation from a third user: they read nothing and cannot mark a message read", async () => {
    const { owner, writer, third, bike } = await cast();
    const id = await sent(writer, { bike: bike.documentId, message: 'Privado' });

    for (const withUser of [owner.user.id, writer.user.id]) {
      const response = await conversation(third, bike.documentId, withUser);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
    }
    expect((await inbox(third)).body.data).toEqual([]);

    const marked = await markRead(third, id);
    expect(marked.status).toBe(403);
    expect(marked.body.error.message).toBe(MESSAGES.notOwner);
    expect((await stored(id)).read).toBe(false);
  });

  it('lets only the receiver mark a message read, not its sender', async () => {
    const { owner, writer, bike } = await cast();
    const id = await sent(writer, { bike: bike.documentId, message: 'Lida?' });

    const bySender = await markRead(writer, id);
    expect(bySender.status).toBe(403);
    expect(bySender.body.error.message).toBe(MESSAGES.notOwner);
    expect((await stored(id)).read).toBe(false);

    const byReceiver = await markRead(owner, id);
    expect(byReceiver.status).toBe(200);
    expect(byReceiver.body.data).toMatchObject({ documentId: id, message: 'Lida?', read: true, sender: { id: writer.user.id } });
    expect((await stored(id)).read).toBe(true);

    const again = await markRead(owner, id);
    expect(again.status).toBe(200);
    expect(again.body.data.read).toBe(true);
  });

  it('answers 404 for an unknown message and refuses query parameters', async () => {
    const { owner, writer, bike } = await cast();
    const id = await sent(writer, { bike: bike.documentId, message: 'Olá' });

    expect((await markRead(owner, 'naoexiste000000000000000')).status).toBe(404);
    expect((await as(owner, api().put(`/api/messages/${id}/read?populate=*`))).status).toBe(400);
    expect((await stored(id)).read).toBe(false);
  });

  it('counts the messages to the caller still unread, and the count drops as they are read', async () => {
    const { owner, writer, third, bike } = await cast();
    const a = await sent(writer, { bike: bike.documentId, message: 'a' });
    const b = await sent(writer, { bike: bike.documentId, message: 'b' });
    const c = await sent(third, { bike: bike.documentId, message: 'c' });
    await sent(owner, { bike: bike.documentId, message: 'resposta', reciever: writer.user.id });

    expect(await unreadCount(owner)).toBe(3);
    expect(await unreadCount(writer)).toBe(1);
    expect(await unreadCount(third)).toBe(0);

    await markRead(owner, a);
    expect(await unreadCount(owner)).toBe(2);
    await markRead(owner, a);
    expect(await unreadCount(owner)).toBe(2);
    await markRead(owner, b);
    await markRead(owner, c);
    expect(await unreadCount(owner)).toBe(0);
    expect(await unreadCount(writer)).toBe(1);

    expect((await as(owner, api().get('/api/messages/unread-count?reciever=1'))).status).toBe(400);
  });
});

describe('after an account is deleted', () => {
  it('keeps its messages, showing the deleted party as null', async () => {
    const { owner, writer, bike } = await cast();
    const id = await sent(writer, { bike: bike.documentId, message: 'Ainda está disponível?' });
    await sent(owner, { bike: bike.documentId, message: 'Está sim', reciever: writer.user.id });
    // What DELETE /api/users/me does (src/extensions/users-permissions/account.ts).
    await cms.strapi.documents('plugin::users-permissions.user').delete({ documentId: writer.user.documentId });

    const rows = (await inbox(owner)).body.data;
    expect(rows).toEqual([
      {
        bike: expect.objectContaining({ documentId: bike.documentId }),
        otherParty: null,
        lastMessage: expect.objectContaining({ message: 'Está sim', mine: true }),
        unread: 1,
      },
    ]);
    const marked = await markRead(owner, id);
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ sender: null, reciever: { id: owner.user.id }, read: true });
    expect(await unreadCount(owner)).toBe(0);

    // An owner cannot answer an account that no longer exists.
    const reply = await send(owner, { bike: bike.documentId, message: 'Olá?', reciever: writer.user.id });
    expect(reply.status).toBe(400);
  });
});

// Last on purpose: it switches rate limits on for the rest of the file.
describe('the message rate limit', () => {
  const MAX = 3;

  beforeAll(() => {
    const rule = cms.strapi.config.get('rate-limits.rules.message') as object;
    cms.strapi.config.set('rate-limits.rules.message', { ...rule, max: MAX, ipMax: 100 });
    cms.strapi.config.set('rate-limits.enabled', true);
  });

  it('answers 429 in Portuguese once an account has sent its allowance, writing nothing', async () => {
    const { owner, writer, bike } = await cast();
    for (let i = 1; i <= MAX; i += 1) await sent(writer, { bike: bike.documentId, message: `mensagem ${i}` });
    const before = await messageCount();

    const limited = await send(writer, { bike: bike.documentId, message: 'uma a mais' });

    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messageCount()).toBe(before);

    // Another account from the same address still has its own allowance.
    const neighbour = await newUser('Vizinho');
    await sent(neighbour, { bike: bike.documentId, message: 'Olá' });

    // The refused message never reached the owner's mailbox.
    expect(await mailbox.waitFor(owner.user.email, MAX + 1)).toHaveLength(MAX + 1);
  });
});
