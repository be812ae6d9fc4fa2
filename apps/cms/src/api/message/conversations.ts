import type { Core } from '@strapi/strapi';
import { tableAndColumns } from '../../database/indexes';
import { compiledOnce, currentRunner, valueSlot } from '../../database/list-statements';

type Knex = Core.Strapi['db']['connection'];
type TableBuilder = Parameters<NonNullable<Parameters<Knex['schema']['createTable']>[1]>>[0];

const MESSAGE = 'api::message.message';
const BIKE = 'api::bike.bike';
const USER = 'plugin::users-permissions.user';

/**
 * The inbox's read model (docs/data-model.md, "Conversations"): one row per conversation, a
 * bike and two people, with its latest message and what each side has not read yet. The project
 * keeps it itself, like the serial trigrams, in the transaction of every message written: a
 * content type would hold its bike and people in link tables, and no one index could then list a
 * person's conversations newest first. 0 stands for a deleted bike or account, as NULL does in a
 * message's links; unlike NULL, it keeps the key unique, so a deleted party's conversations
 * about one bike are one conversation, as the inbox always showed them.
 */
export const CONVERSATIONS_TABLE = 'conversations';
const KEY = ['bike_id', 'party_a_id', 'party_b_id'];
/**
 * "My conversations newest first", one index for each side a person can be on. Each holds all
 * an inbox page reads of its side (the unread count, the bike for the classifieds area), so the
 * page and its count come from the index alone: a person in a third of all conversations (a
 * shop) is still not worth reading the table for.
 */
export const CONVERSATION_INDEXES = {
  key: 'conversations_key_uq',
  a: 'conversations_party_a_page_idx',
  b: 'conversations_party_b_page_idx',
};
const sideIndexColumns = (own: 'a' | 'b') => [`party_${own}_id`, 'last_message_at', 'last_message_id', `unread_${own}`, 'bike_id'];

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/** Table and column names as Strapi mapped them (see src/database/indexes.ts). */
function messageTables(strapi: Core.Strapi) {
  const meta = strapi.db.metadata.get(MESSAGE);
  const link = (attribute: 'bike' | 'sender' | 'reciever') => {
    const { joinTable } = meta.attributes[attribute] as unknown as { joinTable: JoinTable };
    return { table: joinTable.name, message: joinTable.joinColumn.name, target: joinTable.inverseJoinColumn.name };
  };
  const {
    table,
    columns: [createdAt, read],
  } = tableAndColumns(strapi, MESSAGE, ['createdAt', 'read']);
  return { messages: table, createdAt, read, bike: link('bike'), sender: link('sender'), reciever: link('reciever') };
}

/**
 * Messages with their conversation's key and the side each waits on unread: all of them, those
 * of `ids`, or those sent or received by `parties` (found through the link tables' user indexes).
 */
function keyedMessages(strapi: Core.Strapi, trx: Knex, only: { ids?: number[]; parties?: number[] }) {
  const t = messageTables(strapi);
  const sender = `coalesce(s.${t.sender.target}, 0)`;
  const receiver = `coalesce(r.${t.reciever.target}, 0)`;
  const query = trx
    .from(`${t.messages} as m`)
    .leftJoin(`${t.bike.table} as b`, `b.${t.bike.message}`, 'm.id')
    .leftJoin(`${t.sender.table} as s`, `s.${t.sender.message}`, 'm.id')
    .leftJoin(`${t.reciever.table} as r`, `r.${t.reciever.message}`, 'm.id')
    .select({ id: 'm.id', at: `m.${t.createdAt}` })
    .select(trx.raw(`coalesce(??, 0) AS bike_id`, [`b.${t.bike.target}`]))
    .select(trx.raw(`CASE WHEN ${sender} < ${receiver} THEN ${sender} ELSE ${receiver} END AS party_a_id`))
    .select(trx.raw(`CASE WHEN ${sender} < ${receiver} THEN ${receiver} ELSE ${sender} END AS party_b_id`))
    // Which side the message waits on, if unread: 'a', 'b' or neither.
    .select(
      trx.raw(`CASE WHEN ?? THEN NULL WHEN ${receiver} < ${sender} THEN 'a' ELSE 'b' END AS unread_by`, [`m.${t.read}`]),
    );
  if (only.ids) query.whereIn('m.id', only.ids);
  if (only.parties) {
    const { parties } = only;
    query.whereIn('m.id', (mine) =>
      mine
        .select(t.sender.message)
        .from(t.sender.table)
        .whereIn(t.sender.target, parties)
        .union((union) => union.select(t.reciever.message).from(t.reciever.table).whereIn(t.reciever.target, parties)),
    );
  }
  return query;
}

const COLUMNS = `${KEY.join(', ')}, last_message_id, last_message_at, unread_a, unread_b`;

/** Writes the conversations of the messages `only` selects, one row per key, as if from nothing. */
async function insertFromMessages(strapi: Core.Strapi, trx: Knex, only: { parties?: number[] } = {}) {
  const keyed = keyedMessages(strapi, trx, only);
  const ranked = trx
    .from('keyed')
    .select([...KEY, 'id', 'at'])
    .select(trx.raw(`ROW_NUMBER() OVER (PARTITION BY ${KEY.join(', ')} ORDER BY at DESC, id DESC) AS rn`))
    .select(trx.raw(`SUM(CASE WHEN unread_by = 'a' THEN 1 ELSE 0 END) OVER (PARTITION BY ${KEY.join(', ')}) AS unread_a`))
    .select(trx.raw(`SUM(CASE WHEN unread_by = 'b' THEN 1 ELSE 0 END) OVER (PARTITION BY ${KEY.join(', ')}) AS unread_b`));
  // A conversation both of whose people are gone is in no one's inbox.
  const latest = trx
    .with('keyed', keyed)
    .with('ranked', ranked)
    .from('ranked')
    .select([...KEY, 'id', 'at', 'unread_a', 'unread_b'])
    .where('rn', 1)
    .andWhereNot('party_b_id', 0)
    .toSQL();
  await trx.raw(`INSERT INTO ${CONVERSATIONS_TABLE} (${COLUMNS}) ${latest.sql}`, [...latest.bindings]);
}

/**
 * A new message: its conversation is created, or gets it as latest message and one more unread
 * for its receiver. One statement, so two people writing into a new conversation at once end
 * with one row (the unique key) holding both; the later message stays the latest whichever
 * commits last.
 */
async function addMessage(strapi: Core.Strapi, trx: Knex, id: number) {
  const added = keyedMessages(strapi, trx, { ids: [id] }).toSQL();
  const newer = `(excluded.last_message_at > c.last_message_at
    OR (excluded.last_message_at = c.last_message_at AND excluded.last_message_id > c.last_message_id))`;
  await trx.raw(
    `INSERT INTO ${CONVERSATIONS_TABLE} AS c (${COLUMNS})
     SELECT ${KEY.join(', ')}, id, at, CASE WHEN unread_by = 'a' THEN 1 ELSE 0 END, CASE WHEN unread_by = 'b' THEN 1 ELSE 0 END
     FROM (${added.sql}) AS added WHERE party_b_id <> 0
     ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET
       last_message_id = CASE WHEN ${newer} THEN excluded.last_message_id ELSE c.last_message_id END,
       last_message_at = CASE WHEN ${newer} THEN excluded.last_message_at ELSE c.last_message_at END,
       unread_a = c.unread_a + excluded.unread_a,
       unread_b = c.unread_b + excluded.unread_b`,
    [...added.bindings],
  );
}

/** A message the receiver read: one less unread on their side of its conversation. */
export async function readMessage(trx: Knex, key: ConversationKey, receiverId: number) {
  const side = receiverId === key.partyA ? 'unread_a' : 'unread_b';
  await trx(CONVERSATIONS_TABLE)
    .where({ bike_id: key.bike, party_a_id: key.partyA, party_b_id: key.partyB })
    .decrement(side, 1);
}

export interface ConversationKey {
  bike: number;
  partyA: number;
  partyB: number;
}

/** A message's conversation, from its links as loaded: a deleted bike or account is 0. */
export function conversationKey(bike: { id: number } | null, sender: { id: number } | null, reciever: { id: number } | null): ConversationKey {
  const [partyA, partyB] = [sender?.id ?? 0, reciever?.id ?? 0].sort((x, y) => x - y);
  return { bike: bike?.id ?? 0, partyA, partyB };
}

/**
 * Rewrites every conversation of `parties` from their messages: for the rare writes that can
 * take a message out of its conversation or end one (an edit in the admin, a deleted message,
 * bike or account).
 */
async function refresh(strapi: Core.Strapi, trx: Knex, parties: number[]) {
  const people = [...new Set(parties)].filter((id) => id > 0);
  if (people.length === 0) return;
  await trx(CONVERSATIONS_TABLE).whereIn('party_a_id', people).orWhereIn('party_b_id', people).delete();
  await insertFromMessages(strapi, trx, { parties: people });
}

/** Everyone who sent or received one of these messages. */
async function partiesOfMessages(strapi: Core.Strapi, trx: Knex, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const t = messageTables(strapi);
  const rows: { party: number }[] = await trx
    .select({ party: t.sender.target })
    .from(t.sender.table)
    .whereIn(t.sender.message, ids)
    .union((union) => union.select({ party: t.reciever.target }).from(t.reciever.table).whereIn(t.reciever.message, ids));
  return rows.map((row) => Number(row.party));
}

/** Everyone in a conversation about one of these bikes, or with one of these people. */
async function partiesOfConversations(trx: Knex, where: { bikes?: number[]; people?: number[] }): Promise<number[]> {
  const query = trx(CONVERSATIONS_TABLE).select('party_a_id', 'party_b_id');
  if (where.bikes) query.whereIn('bike_id', where.bikes);
  if (where.people) query.whereIn('party_a_id', where.people).orWhereIn('party_b_id', where.people);
  const rows: { party_a_id: number; party_b_id: number }[] = await query;
  return rows.flatMap((row) => [Number(row.party_a_id), Number(row.party_b_id)]);
}

interface WriteEvent {
  params: { where?: Record<string, unknown> };
  result?: { id?: number } | null;
  state: { parties?: number[] };
}

/**
 * Keeps the conversations in step with every write that can change one, in the write's own
 * transaction: each message created (the inbox's `send`, the admin), and the edits and
 * deletions of messages, bikes and accounts, whatever does them. Marking a message read is the
 * service's `markRead`, which counts it down itself (a `read` changed by `updateMany` elsewhere
 * would have to as well).
 */
export function keepConversations(strapi: Core.Strapi) {
  const inTransaction = async <T>(work: (trx: Knex) => Promise<T>): Promise<T> => strapi.db.transaction(({ trx }) => work(trx));
  const ids = async (uid: string, where: Record<string, unknown> | undefined) => {
    const rows: { id: number }[] = await strapi.db.query(uid).findMany({ where, select: ['id'] });
    return rows.map((row) => row.id);
  };
  type Find = (event: WriteEvent, trx: Knex) => Promise<number[]>;
  /** Before the write: the people whose conversations it will change. */
  const remember = (find: Find) => async (event: WriteEvent) => {
    event.state.parties = await inTransaction((trx) => find(event, trx));
  };
  /** After it: their conversations written again, with those of anyone `more` finds now. */
  const refreshRemembered =
    (more: Find = async () => []) =>
    async (event: WriteEvent) => {
      await inTransaction(async (trx) => refresh(strapi, trx, [...(event.state.parties ?? []), ...(await more(event, trx))]));
    };

  const messagesBefore = remember(async (event, trx) => partiesOfMessages(strapi, trx, await ids(MESSAGE, event.params.where)));
  strapi.db.lifecycles.subscribe({
    models: [MESSAGE],
    afterCreate: async (event: WriteEvent) => {
      const id = event.result?.id;
      if (id) await inTransaction((trx) => addMessage(strapi, trx, id));
    },
    beforeUpdate: messagesBefore,
    // An edit may have moved the message to other people: theirs are written again too.
    afterUpdate: refreshRemembered((event, trx) => partiesOfMessages(strapi, trx, event.result?.id ? [event.result.id] : [])),
    beforeDelete: messagesBefore,
    afterDelete: refreshRemembered(),
    beforeDeleteMany: messagesBefore,
    afterDeleteMany: refreshRemembered(),
  });

  const bikesBefore = remember(async (event, trx) => partiesOfConversations(trx, { bikes: await ids(BIKE, event.params.where) }));
  strapi.db.lifecycles.subscribe({
    models: [BIKE],
    beforeDelete: bikesBefore,
    afterDelete: refreshRemembered(),
    beforeDeleteMany: bikesBefore,
    afterDeleteMany: refreshRemembered(),
  });

  // The account's own rows go too: refresh deletes every row of the people it is given.
  const accountsBefore = remember(async (event, trx) => {
    const people = await ids(USER, event.params.where);
    return [...people, ...(await partiesOfConversations(trx, { people }))];
  });
  strapi.db.lifecycles.subscribe({
    models: [USER],
    beforeDelete: accountsBefore,
    afterDelete: refreshRemembered(),
    beforeDeleteMany: accountsBefore,
    afterDeleteMany: refreshRemembered(),
  });
}

/** Every conversation written again from the messages: a bulk import's last step (bench/dataset.mjs). */
export async function fillConversations(strapi: Core.Strapi) {
  await strapi.db.transaction(async ({ trx }) => {
    await trx(CONVERSATIONS_TABLE).delete();
    await insertFromMessages(strapi, trx);
  });
}

/**
 * The table and its indexes, at every boot, after Strapi's schema sync (which leaves tables it
 * did not create alone). A site from before the table gathers its conversations once, in the
 * same transaction, so the table never exists half-filled.
 */
export async function ensureConversations(strapi: Core.Strapi) {
  await strapi.db.transaction(async ({ trx }) => {
    const fromBefore = !(await trx.schema.hasTable(CONVERSATIONS_TABLE));
    if (fromBefore) {
      await trx.schema.createTable(CONVERSATIONS_TABLE, (table: TableBuilder) => {
        table.increments('id');
        for (const column of KEY) table.integer(column).notNullable();
        table.integer('last_message_id').notNullable();
        table.datetime('last_message_at', { useTz: false, precision: 6 }).notNullable();
        table.integer('unread_a').notNullable();
        table.integer('unread_b').notNullable();
      });
    }
    await createIndexes(trx);
    if (fromBefore) await insertFromMessages(strapi, trx);
  });
}

async function createIndexes(trx: Knex) {
  const index = (name: string, columns: string[], unique = false) =>
    trx.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [
      name,
      CONVERSATIONS_TABLE,
      ...columns,
    ]);
  await index(CONVERSATION_INDEXES.key, KEY, true);
  await index(CONVERSATION_INDEXES.a, sideIndexColumns('a'));
  await index(CONVERSATION_INDEXES.b, sideIndexColumns('b'));
}

const NEWEST_FIRST = 'last_message_at desc, last_message_id desc';

/**
 * The statement of an inbox page, compiled once (list-statements.ts, `compiledOnce`): how many
 * conversations the caller has, and a page of them newest first (the latest message's id and the
 * caller's unread count), a page past the last still a row of the count. The caller is side a
 * of some and side b of others: each side is read through its own index, which stops at the
 * page's end, and the two merged. With `onSale`, only those about a bike on sale now (the
 * classifieds area). Its limits stay bound, unlike the lists' (docs/data-model.md, "Bike rows"):
 * a plan for every value counts a side's rows from its one person, not from the limit, and joins
 * a bike by its key for each.
 */
function inboxStatement(strapi: Core.Strapi, onSale: boolean) {
  const {
    table: bikes,
    columns: [onSaleColumn],
  } = tableAndColumns(strapi, BIKE, ['on_sale']);
  const side = (knex: Knex, own: 'a' | 'b', upToPage: boolean) =>
    knex.raw(
      `select c.last_message_id, c.last_message_at, c.unread_${own} as unread from ${CONVERSATIONS_TABLE} as c` +
        (onSale ? ' inner join ?? as bk on bk.id = c.bike_id and bk.?? = ?' : '') +
        ` where c.party_${own}_id = ?` +
        (upToPage ? ` order by ${NEWEST_FIRST} limit ?` : ''),
      [...(onSale ? [bikes, onSaleColumn, true] : []), valueSlot('caller'), ...(upToPage ? [valueSlot('upTo')] : [])],
    );
  return compiledOnce<{ total: number | string; last_message_id: number | string | null; unread: number | string | null }>((knex) =>
    knex.raw(
      `select counted.total, page.last_message_id, page.unread
        from (select count(*) as total from (? union all ?) as mine) as counted
        left join (select * from (select * from (?) as a union all select * from (?) as b) as mine order by ${NEWEST_FIRST} limit ? offset ?) as page on true
        order by page.last_message_at desc, page.last_message_id desc`,
      [side(knex, 'a', false), side(knex, 'b', false), side(knex, 'a', true), side(knex, 'b', true), valueSlot('pageSize'), valueSlot('start')],
    ),
  );
}

/** Each CMS's inbox statements, for all pages and for the classifieds area's. */
const inboxes = new WeakMap<Core.Strapi, Map<boolean, ReturnType<typeof inboxStatement>>>();

/** One page of the caller's conversations, newest first, and how many there are (`inboxStatement`). */
export async function conversationPage(
  strapi: Core.Strapi,
  callerId: number,
  { page, pageSize, onSale }: { page: number; pageSize: number; onSale: boolean },
) {
  const made = inboxes.get(strapi) ?? inboxes.set(strapi, new Map()).get(strapi)!;
  const statement = made.get(onSale) ?? made.set(onSale, inboxStatement(strapi, onSale)).get(onSale)!;
  const found = await statement(await currentRunner(strapi), { caller: callerId, upTo: page * pageSize, pageSize, start: (page - 1) * pageSize });
  return {
    total: Number(found[0]?.total ?? 0),
    rows: found.flatMap((row) => (row.last_message_id === null ? [] : [{ id: Number(row.last_message_id), unread: Number(row.unread) }])),
  };
}

/**
 * How many messages to the caller are unread, which every signed-in page asks for and polls: the
 * unread counts of the caller's side of each conversation, summed from each side's index alone
 * (it holds the count), not counted from the messages and their receivers' link table (2.1 ms of
 * the CMS's CPU a request on SQLite for an inbox of 200 messages).
 */
const unreadStatement = compiledOnce<{ unread: number | string }>((knex) =>
  knex.raw(
    `select (select coalesce(sum(unread_a), 0) from ${CONVERSATIONS_TABLE} where party_a_id = ?)
      + (select coalesce(sum(unread_b), 0) from ${CONVERSATIONS_TABLE} where party_b_id = ?) as unread`,
    [valueSlot('caller'), valueSlot('caller')],
  ),
);

export async function unreadTotal(strapi: Core.Strapi, callerId: number): Promise<number> {
  const [{ unread }] = await unreadStatement(await currentRunner(strapi), { caller: callerId });
  return Number(unread);
}

/**
 * The messages between two people about one bike (given by id or by documentId), oldest first,
 * with their sender: from the bike's messages by the bike link's index, each matched to its
 * parties through their links. Strapi's query engine left-joins every link to the messages, and
 * SQLite then walked every message for them (5 ms a request on 20,000 messages).
 */
function messagesBetweenStatement(strapi: Core.Strapi, bikeBy: 'id' | 'documentId') {
  const t = messageTables(strapi);
  const {
    table: bikes,
    columns: [documentId],
  } = tableAndColumns(strapi, BIKE, ['documentId']);
  return compiledOnce<{ id: number | string; sender: number | string }>((knex) => {
    const query = knex({ about: t.bike.table })
      .join({ m: t.messages }, 'm.id', `about.${t.bike.message}`)
      .join({ s: t.sender.table }, `s.${t.sender.message}`, 'm.id')
      .join({ r: t.reciever.table }, `r.${t.reciever.message}`, 'm.id')
      .where((pair) =>
        pair
          .where({ [`s.${t.sender.target}`]: valueSlot('one'), [`r.${t.reciever.target}`]: valueSlot('other') })
          .orWhere({ [`s.${t.sender.target}`]: valueSlot('other'), [`r.${t.reciever.target}`]: valueSlot('one') }),
      )
      .select({ id: 'm.id', sender: `s.${t.sender.target}` })
      .orderBy([
        { column: `m.${t.createdAt}`, order: 'asc' },
        { column: 'm.id', order: 'asc' },
      ]);
    return bikeBy === 'id'
      ? query.where(`about.${t.bike.target}`, valueSlot('bike'))
      : query.whereIn(`about.${t.bike.target}`, knex(bikes).select('id').where(documentId, valueSlot('bike')));
  });
}

const betweens = new WeakMap<Core.Strapi, Map<'id' | 'documentId', ReturnType<typeof messagesBetweenStatement>>>();

export async function messagesBetween(strapi: Core.Strapi, bike: { id: number } | { documentId: string }, one: number, other: number) {
  const bikeBy = 'id' in bike ? 'id' : 'documentId';
  const made = betweens.get(strapi) ?? betweens.set(strapi, new Map()).get(strapi)!;
  const statement = made.get(bikeBy) ?? made.set(bikeBy, messagesBetweenStatement(strapi, bikeBy)).get(bikeBy)!;
  const rows = await statement(await currentRunner(strapi), { bike: 'id' in bike ? bike.id : bike.documentId, one, other });
  return rows.map((row) => ({ id: Number(row.id), sender: Number(row.sender) }));
}
