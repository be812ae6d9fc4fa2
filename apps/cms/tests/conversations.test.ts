import request from 'supertest';
import { CONVERSATIONS_TABLE, ensureConversations, fillConversations } from '../src/api/message/conversations';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The inbox's conversations table (src/api/message/conversations.ts), kept on write: after every
 * kind of write it holds what gathering the messages again would give, and the inbox reads it.
 */

type Account = Awaited<ReturnType<typeof createUser>>;

const MESSAGE = 'api::message.message';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
});
afterAll(async () => {
  await cms.stop();
});

const api = () => request(cms.server);
const as = (who: { jwt: string }, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);

async function sent(who: Account, data: Record<string, unknown>) {
  const response = await as(who, api().post('/api/messages')).send({ data });
  expect({ status: response.status, error: response.body.error?.message }).toEqual({ status: 201, error: undefined });
  return response.body.data.documentId as string;
}
async function inbox(who: Account, query = '') {
  const response = await as(who, api().get(`/api/messages/inbox${query}`));
  expect(response.status).toBe(200);
  return response.body;
}
const markRead = async (who: Account, id: string) => expect((await as(who, api().put(`/api/messages/${id}/read`))).status).toBe(200);

interface Row {
  bike_id: number;
  party_a_id: number;
  party_b_id: number;
  last_message_id: number;
  unread_a: number;
  unread_b: number;
}
/** The rows of these people's conversations, in a stable order, numbers as numbers (PostgreSQL's counts are strings). */
async function rowsOf(...people: number[]): Promise<Row[]> {
  const rows: Row[] = await cms.strapi.db
    .connection(CONVERSATIONS_TABLE)
    .select('bike_id', 'party_a_id', 'party_b_id', 'last_message_id', 'unread_a', 'unread_b')
    .whereIn('party_a_id', people)
    .orWhereIn('party_b_id', people)
    .orderBy(['bike_id', 'party_a_id', 'party_b_id']);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as Row);
}
const allRows = async () => cms.strapi.db.connection(CONVERSATIONS_TABLE).select('*').orderBy(['bike_id', 'party_a_id', 'party_b_id']);

/** What is kept equals what gathering every message again gives. */
async function expectKeptRight() {
  const kept = (await allRows()).map(({ id: _id, ...row }) => row);
  await fillConversations(cms.strapi);
  const gathered = (await allRows()).map(({ id: _id, ...row }) => row);
  expect(kept).toEqual(gathered);
}

/** The unread count each of them is shown, summed from their conversations, is the messages to them still unread. */
async function expectUnreadCounted(...people: Account[]) {
  for (const person of people) {
    const response = await as(person, api().get('/api/messages/unread-count'));
    const unread = await cms.strapi.db.query(MESSAGE).count({ where: { reciever: { id: person.user.id }, read: false } });
    expect({ person: person.user.id, status: response.status, count: response.body.data?.count }).toEqual({ person: person.user.id, status: 200, count: unread });
  }
}

const idOf = async (documentId: string) =>
  ((await cms.strapi.db.query(MESSAGE).findOne({ where: { documentId }, select: ['id'] })) as { id: number }).id;

let people = 0;
const newUser = (name: string) => {
  people += 1;
  return createUser(cms.strapi, { name, email: `conversa${people}@exemplo.pt` });
};

async function cast() {
  const owner = await newUser('Dona');
  const writer = await newUser('Comprador');
  const bike = await createBike(cms.strapi, owner.user, { nickName: 'À Venda', on_sale: true, price: 300 });
  return { owner, writer, bike };
}

describe('the conversations table', () => {
  it('keeps one row per bike and pair, with the latest message and what each side has not read', async () => {
    const { owner, writer, bike } = await cast();
    const first = await sent(writer, { bike: bike.documentId, message: 'Ainda está à venda?' });
    const second = await sent(writer, { bike: bike.documentId, message: 'Posso ir ver amanhã?' });
    const [a, b] = [owner.user.id, writer.user.id].sort((x, y) => x - y);
    const ownerSide = a === owner.user.id ? 'unread_a' : 'unread_b';
    const writerSide = ownerSide === 'unread_a' ? 'unread_b' : 'unread_a';

    const lastMessageId = await idOf(second);
    expect(await rowsOf(owner.user.id)).toEqual([
      expect.objectContaining({ bike_id: bike.id, party_a_id: a, party_b_id: b, last_message_id: lastMessageId, [ownerSide]: 2, [writerSide]: 0 }),
    ]);

    const reply = await sent(owner, { bike: bike.documentId, message: 'Sim, apareça.', reciever: writer.user.id });
    // Marked read twice at once: only the request that turned it read counts it down.
    await Promise.all([markRead(owner, first), markRead(owner, first)]);
    await markRead(owner, first);

    expect(await rowsOf(owner.user.id)).toEqual([
      expect.objectContaining({ last_message_id: await idOf(reply), [ownerSide]: 1, [writerSide]: 1 }),
    ]);
    expect((await inbox(owner)).data).toEqual([expect.objectContaining({ lastMessage: expect.objectContaining({ mine: true }), unread: 1 })]);
    expect((await inbox(writer)).data).toEqual([expect.objectContaining({ lastMessage: expect.objectContaining({ mine: false }), unread: 1 })]);
    await expectKeptRight();
    await expectUnreadCounted(owner, writer);
  });

  it('ends two messages racing from both sides into a new conversation in one row holding both', async () => {
    const { owner, writer, bike } = await cast();
    const write = (from: Account, to: Account, message: string) =>
      cms.strapi.documents(MESSAGE).create({
        data: { message, read: false, bike: bike.documentId, sender: from.user.documentId, reciever: to.user.documentId } as Record<string, unknown>,
      });

    await Promise.all([write(writer, owner, 'Olá'), write(owner, writer, 'Bom dia'), write(writer, owner, 'Está disponível?')]);

    const rows = await rowsOf(owner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].unread_a + rows[0].unread_b).toBe(3);
    await expectKeptRight();
  });

  it('keeps two requests sending at once into a new conversation in one row', async () => {
    const { owner, writer, bike } = await cast();
    await Promise.all([1, 2, 3].map((n) => sent(writer, { bike: bike.documentId, message: `Mensagem ${n}` })));

    expect(await rowsOf(owner.user.id)).toHaveLength(1);
    expect((await inbox(owner)).data).toEqual([expect.objectContaining({ unread: 3 })]);
    await expectKeptRight();
  });

  it('keeps the inbox right when a message is deleted, the latest or the last one', async () => {
    const { owner, writer, bike } = await cast();
    const first = await sent(writer, { bike: bike.documentId, message: 'Primeira' });
    const latest = await sent(writer, { bike: bike.documentId, message: 'Segunda' });

    await cms.strapi.documents(MESSAGE).delete({ documentId: latest });
    expect((await inbox(owner)).data).toEqual([
      expect.objectContaining({ lastMessage: expect.objectContaining({ documentId: first, message: 'Primeira' }), unread: 1 }),
    ]);
    await expectKeptRight();
    await expectUnreadCounted(owner, writer);

    await cms.strapi.documents(MESSAGE).delete({ documentId: first });
    expect((await inbox(owner)).meta.pagination.total).toBe(0);
    expect(await rowsOf(owner.user.id)).toEqual([]);
    await expectUnreadCounted(owner, writer);
  });

  it('keeps the inbox right when a message is moved to another bike in the admin', async () => {
    const { owner, writer, bike } = await cast();
    const other = await createBike(cms.strapi, owner.user, { nickName: 'Outra' });
    await sent(writer, { bike: bike.documentId, message: 'Sobre a primeira' });
    const moved = await sent(writer, { bike: bike.documentId, message: 'Afinal é sobre a outra' });

    await cms.strapi.documents(MESSAGE).update({ documentId: moved, data: { bike: other.documentId } as Record<string, unknown> });

    const rows = (await inbox(owner)).data as { bike: { nickName: string }; lastMessage: { message: string }; unread: number }[];
    expect(rows.map((row) => [row.bike.nickName, row.lastMessage.message, row.unread])).toEqual([
      ['Outra', 'Afinal é sobre a outra', 1],
      ['À Venda', 'Sobre a primeira', 1],
    ]);
    await expectKeptRight();
    await expectUnreadCounted(owner, writer);
  });

  it('keeps the inbox right when accounts are deleted: a deleted party is null, and all of them on one bike are one conversation', async () => {
    const { owner, writer, bike } = await cast();
    const second = await newUser('Segundo');
    const staying = await newUser('Fica');
    await sent(writer, { bike: bike.documentId, message: 'Do primeiro' });
    await sent(staying, { bike: bike.documentId, message: 'De quem fica' });
    await sent(second, { bike: bike.documentId, message: 'Do segundo' });
    await sent(owner, { bike: bike.documentId, message: 'Resposta ao primeiro', reciever: writer.user.id });

    for (const gone of [writer, second]) {
      await cms.strapi.documents('plugin::users-permissions.user').delete({ documentId: gone.user.documentId });
    }

    const rows = (await inbox(owner)).data as { otherParty: { id: number } | null; lastMessage: { message: string }; unread: number }[];
    expect(rows.map((row) => [row.otherParty?.id ?? null, row.lastMessage.message, row.unread])).toEqual([
      [null, 'Resposta ao primeiro', 2],
      [staying.user.id, 'De quem fica', 1],
    ]);
    // Nothing of the deleted accounts stays in the table.
    expect(await rowsOf(writer.user.id, second.user.id)).toEqual([]);
    await expectKeptRight();
    await expectUnreadCounted(owner, staying);
  });

  it('keeps the inbox right when a bike is deleted: its conversations go on without it', async () => {
    const { owner, writer, bike } = await cast();
    const other = await createBike(cms.strapi, owner.user, { nickName: 'Outra' });
    await sent(writer, { bike: bike.documentId, message: 'Sobre a primeira' });
    await sent(writer, { bike: other.documentId, message: 'Sobre a outra' });

    await cms.strapi.documents('api::bike.bike').delete({ documentId: bike.documentId });

    const rows = (await inbox(owner)).data as { bike: { nickName: string } | null; unread: number }[];
    expect(rows.map((row) => [row.bike?.nickName ?? null, row.unread])).toEqual([
      ['Outra', 1],
      [null, 1],
    ]);
    expect((await inbox(owner, '?onSale=true')).data).toEqual([]);
    await expectKeptRight();
    await expectUnreadCounted(owner, writer);
  });

  it('gathers the conversations of a site from before the table once, to the same inbox', async () => {
    const { owner, writer, bike } = await cast();
    const third = await newUser('Terceiro');
    const first = await sent(writer, { bike: bike.documentId, message: 'Olá' });
    await sent(owner, { bike: bike.documentId, message: 'Olá, diga', reciever: writer.user.id });
    for (let n = 1; n <= 6; n += 1) await sent(third, { bike: bike.documentId, message: `Terceiro ${n}` });
    await markRead(owner, first);
    const everyone = [owner, writer, third];
    const pages = async () =>
      Promise.all(everyone.flatMap((who) => ['', '?page=2', '?onSale=true'].map((query) => inbox(who, query))));
    const before = await pages();

    await cms.strapi.db.connection.schema.dropTable(CONVERSATIONS_TABLE);
    await ensureConversations(cms.strapi);
    // Booting again finds the table and leaves it as it is.
    const gathered = await allRows();
    await ensureConversations(cms.strapi);

    expect(await allRows()).toEqual(gathered);
    expect(await pages()).toEqual(before);
  });
});
