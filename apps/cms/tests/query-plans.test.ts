import request from 'supertest';
import { CONVERSATIONS_TABLE, conversationPage, messagesBetween, unreadTotal } from '../src/api/message/conversations';
import { tableAndColumns } from '../src/database/indexes';
import { serialKey } from '@bicla/api-client/shared';
import { closeSerials } from '../src/api/bike/close-serials';
import { ownerBikeRows } from '../src/api/bike/owner-view';
import { RENDERED_LIMITS } from '../src/api/bike/bike-rows';
import { publicBikeRows } from '../src/api/bike/public-rows';
import { messageRows } from '../src/api/message/message-rows';
import { fullTableScans } from '../src/database/query-plans';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { isRead, recordStatements } from '../src/database/sql-recorder';
import { startCms, stopBackgroundReads, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * Every statement the public reads and the inbox send to the database, checked against the
 * database's own query plan: no registry-scale table may be read from end to end
 * (src/database/query-plans.ts). At 100,000 bikes such a scan alone breaks the latency budget.
 */

type Account = Awaited<ReturnType<typeof createUser>>;
type Created = Awaited<ReturnType<typeof createBike>>;

const SERIAL = 'OBS-4242';
const NEIGHBOUR_SERIAL = 'OBS-4244';
/** One edit from SERIAL and from NEIGHBOUR_SERIAL. */
const CLOSE_TO_BOTH = 'OBS-4243';
const LONG_SERIAL = 'WTU123C4567DEFGH';

let cms: TestCms;
let seller: Account;
let buyer: Account;
const fixtures = {} as { searchable: Created; gravelAd: Created; category: string };

const api = () => request(cms.server);
const as = (who: Account, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);

const stolenDetails = {
  stolen_date: '2024-05-01T10:00:00.000Z',
  city: 'Lisboa',
  postal: '1000-001',
  estimated_value: 450,
  lock_description: 'Cadeado em U',
  incident_description: 'Levada da porta do prédio.',
};

async function livingIn(city: string, name: string) {
  const account = await createUser(cms.strapi, { name });
  await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: account.user.id }, data: { city } });
  return account;
}

async function send(from: Account, data: Record<string, unknown>) {
  const response = await as(from, api().post('/api/messages')).send({ data });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  // Short intervals, so a background read that outlived the stop below would show in the test
  // that checks for them.
  process.env.EMAIL_OUTBOX_INTERVAL_MS = '50';
  process.env.ALERT_SWEEP_INTERVAL_MS = '50';
  cms = await startCms();
  // The statements recorded must be this suite's alone: the timers' background reads would join
  // them.
  await stopBackgroundReads(cms.strapi);
  await seedReference(cms.strapi);
  seller = await livingIn('Braga', 'Ana Braga');
  buyer = await livingIn('Porto', 'Rui Porto');
  const [category] = await cms.strapi.db.query('api::category.category').findMany({ select: ['documentId'], orderBy: { id: 'desc' }, limit: 1 });
  fixtures.category = category.documentId;

  fixtures.searchable = await createBike(cms.strapi, seller.user, { serial_number: SERIAL });
  await createBike(cms.strapi, seller.user, { serial_number: NEIGHBOUR_SERIAL });
  await createBike(cms.strapi, seller.user, { serial_number: LONG_SERIAL });
  await createBike(cms.strapi, seller.user, { approved: false });
  // More than one page of 8, so the second page is read too.
  for (let i = 0; i < 10; i += 1) await createBike(cms.strapi, buyer.user, { stolen: true, stolen_details: stolenDetails });

  const recovered = await createBike(cms.strapi, seller.user, { stolen: true, stolen_details: stolenDetails });
  const recovery = await as(seller, api().post(`/api/bikes/${recovered.documentId}/recover`)).send({
    data: { recovery_message: 'Encontrada pela PSP', can_share: true },
  });
  expect(recovery.status).toBe(200);

  for (let i = 1; i <= 3; i += 1) {
    await createBike(cms.strapi, buyer.user, { on_sale: true, price: i * 100, classified_date: new Date(Date.UTC(2024, 0, i)).toISOString() });
  }
  fixtures.gravelAd = await createBike(cms.strapi, seller.user, {
    model: 'Especial Gravel',
    category: fixtures.category,
    on_sale: true,
    price: 1500,
    classified_date: '2024-06-01T00:00:00.000Z',
  });

  expect((await as(buyer, api().post('/api/alerts')).send({ data: { kind: 'area', city: 'porto' } })).status).toBe(201);
  const transfer = await as(seller, api().post(`/api/bikes/${fixtures.searchable.documentId}/transfer`)).send({ data: { name: 'Rui Porto', email: buyer.user.email } });
  expect(transfer.status).toBe(200);
  await send(buyer, { bike: fixtures.gravelAd.documentId, message: 'Ainda está disponível?' });
  await send(seller, { bike: fixtures.gravelAd.documentId, message: 'Sim, está.', reciever: buyer.user.id });
  await send(buyer, { bike: fixtures.searchable.documentId, message: 'Vende esta também?' });
});

afterAll(async () => {
  await cms.stop();
});

/** The request ran its own queries: it was not answered from the response cache. */
const readsBikesOrMessages = (statements: { sql: string }[]) => statements.some(({ sql }) => /\b(bikes|bikes_counts|bikes_public_rows|messages)\b/.test(sql));
/** Every public bike row read through the view again, as after writes to every bike (src/database/kept-rows.ts). */
const emptyKeptRows = () => cms.strapi.db.connection('bikes_public_rows').update({ body: null });
/** Each bike's kept row as it is, as JSON text. */
const asJson = { name: 'as kept', render: (row: Record<string, unknown>) => JSON.stringify(row) };
const rowsIn = (rendered: { text: string }[]) => rendered.map(({ text }) => JSON.parse(text) as Record<string, unknown>);
const sqlOf = (statements: { sql: string }[]) => statements.map(({ sql }) => sql).sort();

describe('the query plans of the public reads and the inbox', () => {
  it('records only its own requests: nothing reads the database in the background', async () => {
    // The seeding's last message may still be finishing its own work after its request answered;
    // a timer reads in every window, so one quiet window in three is the proof.
    const recordHalfASecond = () => recordStatements(cms.strapi, () => new Promise((resolve) => setTimeout(resolve, 500)));
    let { statements } = await recordHalfASecond();
    for (let tries = 1; statements.length > 0 && tries < 3; tries += 1) ({ statements } = await recordHalfASecond());
    expect(statements).toEqual([]);
  });

  it.each([
    ['search by serial', () => `/api/bikes/search?q=${SERIAL}`, () => buyer],
    // A short key also reads the indexes of its tail (src/api/bike/close-serials.ts).
    ['close serials of a short serial', () => `/api/bikes/similar?q=${CLOSE_TO_BOTH}`, () => buyer],
    ['close serials of a long serial', () => '/api/bikes/similar?q=WTU123C4567DEFXH', () => buyer],
    ['search by registry number', () => `/api/bikes/search?q=${fixtures.searchable.registry_number}`, () => buyer],
    ['stolen list', () => '/api/bikes/stolen', () => undefined],
    ['stolen list, second page', () => '/api/bikes/stolen?start=8', () => undefined],
    ['stolen near a municipality', () => '/api/bikes/stolen?near=lisboa&radius=300', () => undefined],
    ['stolen near a point, second page', () => '/api/bikes/stolen?lat=38.72&lng=-9.14&start=8', () => undefined],
    ['recovered list', () => '/api/bikes/recovered', () => undefined],
    ['classifieds', () => '/api/classifieds', () => undefined],
    [
      'classifieds with every filter',
      () => `/api/classifieds?name=gravel&city=Braga&category=${fixtures.category}&priceMin=1000&priceMax=2000`,
      () => undefined,
    ],
    ['classified ad', () => `/api/classifieds/${fixtures.gravelAd.slug}`, () => undefined],
    ['bike page', () => `/api/bikes/by-slug/${fixtures.searchable.slug}`, () => undefined],
    ['statistics', () => '/api/stats', () => undefined],
    ['inbox', () => '/api/messages/inbox', () => seller],
    ['inbox, the other side', () => '/api/messages/inbox', () => buyer],
    ['inbox of the classifieds area', () => '/api/messages/inbox?onSale=true', () => buyer],
    // Every signed-in view of an ad asks for the caller's own bikes.
    ["an owner's bikes", () => '/api/bikes/mine', () => seller],
    // The registration form resumes the newest unfinished one: the seller's pending bike has no invoice.
    ['the registration to resume', () => '/api/bikes/mine/draft', () => seller],
    ['the transfers addressed to the caller', () => '/api/transfers/incoming', () => buyer],
    ['a conversation', () => `/api/messages/conversation?bike=${fixtures.gravelAd.documentId}&with=${seller.user.id}`, () => buyer],
    ['the alerts a person follows', () => '/api/alerts/mine', () => buyer],
  ])('%s reads no registry table in full', async (_name, url, caller) => {
    const who = caller();
    // Reads only: a transaction's BEGIN and COMMIT have no plan. First with no bike row kept, so
    // the view's own statements are read, then with the rows that read kept.
    const read = () => recordStatements(cms.strapi, () => (who ? as(who, api().get(url())) : api().get(url())), isRead);
    await emptyKeptRows();
    const throughView = await read();
    const { result, statements: fromKept } = await read();
    const statements = [...throughView.statements, ...fromKept];
    expect(result.status).toBe(200);
    // Populating relations only runs when rows come back, so every read must find something.
    const { data } = result.body;
    expect(Array.isArray(data) ? data.length : Object.keys(data).length).toBeGreaterThan(0);
    expect(readsBikesOrMessages(statements)).toBe(true);
    // The inbox reads its page and count from the conversations table in one statement, never by
    // gathering messages, and the page's messages with their bike and parties in one more.
    if (url().startsWith('/api/messages/inbox')) {
      expect(fromKept.filter(({ sql }) => /\bconversations\b/.test(sql))).toHaveLength(1);
      expect(fromKept.filter(({ sql }) => /\bmessages_\w+_lnk\b/.test(sql))).toHaveLength(1);
    }

    const scanning = [];
    for (const statement of statements) {
      const scans = await fullTableScans(cms.strapi.db.connection, statement);
      if (scans.length) scanning.push({ ...statement, scans });
    }
    expect(scanning).toEqual([]);
  });

  it('reads no table in full for a person in most of the conversations (a shop), for a page or the unread count', async () => {
    const knex = cms.strapi.db.connection;
    const shop = 900_000;
    const row = (bike: number, partyA: number, partyB: number) => ({
      bike_id: bike,
      party_a_id: partyA,
      party_b_id: partyB,
      last_message_id: bike,
      last_message_at: new Date(Date.UTC(2026, 0, 1, 0, bike)),
      unread_a: bike % 2,
      unread_b: 0,
    });
    const rows = [
      ...Array.from({ length: 400 }, (_, n) => row(n + 1, shop, shop + 1 + n)),
      ...Array.from({ length: 100 }, (_, n) => row(n + 1, shop + 500 + n, shop + 700 + n)),
    ];
    await knex.batchInsert(CONVERSATIONS_TABLE, rows, 100);
    try {
      // The planner weighs what the statistics say: with them, a third of the table or more is
      // worth a scan unless the index holds all the page reads.
      await knex.raw(`ANALYZE ${CONVERSATIONS_TABLE}`);
      for (const onSale of [false, true]) {
        const { result, statements } = await recordStatements(cms.strapi, () => conversationPage(cms.strapi, shop, { page: 3, pageSize: 5, onSale }), isRead);
        if (!onSale) expect(result).toMatchObject({ total: 400, rows: expect.arrayContaining([{ id: 390, unread: 0 }]) });
        for (const statement of statements) expect({ sql: statement.sql, scans: await fullTableScans(knex, statement) }).toEqual({ sql: statement.sql, scans: [] });
      }
      // The unread count every signed-in page polls sums the same indexes: half the shop's conversations wait on it.
      const unread = await recordStatements(cms.strapi, () => unreadTotal(cms.strapi, shop), isRead);
      expect(unread.result).toBe(200);
      expect(unread.statements).toHaveLength(1);
      expect(await fullTableScans(knex, unread.statements[0])).toEqual([]);
    } finally {
      await knex(CONVERSATIONS_TABLE).where('party_a_id', '>=', shop).delete();
    }
  });

  it("finds the messages an owner's reply answers from the bike's messages, not by reading them all", async () => {
    const { result, statements } = await recordStatements(cms.strapi, () => messagesBetween(cms.strapi, { id: fixtures.gravelAd.id }, seller.user.id, buyer.user.id), isRead);
    expect(result.map((message) => message.sender)).toEqual([buyer.user.id, seller.user.id]);
    expect(statements).toHaveLength(1);
    expect(await fullTableScans(cms.strapi.db.connection, statements[0])).toEqual([]);
  });

  it('catches a statement that reads a registry table in full', async () => {
    const knex = cms.strapi.db.connection;
    const {
      table,
      columns: [nickName, slug],
    } = tableAndColumns(cms.strapi, 'api::bike.bike', ['nickName', 'slug']);
    expect(await fullTableScans(knex, knex(table).select('*').where(nickName, 'Bicicleta').toSQL())).toEqual(['bikes']);
    expect(await fullTableScans(knex, knex(table).select('*').where(slug, 'bicicleta').toSQL())).toEqual([]);
    // Every column of the conversations is in an index: only an expression leaves none to serve it.
    const noIndexServes = knex(CONVERSATIONS_TABLE).select('*').whereRaw('unread_a + unread_b = ?', [1]);
    expect(await fullTableScans(knex, noIndexServes.toSQL())).toEqual([CONVERSATIONS_TABLE]);
  });

  it('counts no bikes for a search whose first page holds them all, nor for the stolen list, whose total is kept', async () => {
    const counts = (statements: { sql: string }[]) => statements.filter(({ sql }) => /\bcount\(/i.test(sql)).map(({ sql }) => sql);
    // URLs no earlier test asked for, so the response cache cannot answer them.
    const search = await recordStatements(cms.strapi, () => as(buyer, api().get(`/api/bikes/search?q=${NEIGHBOUR_SERIAL}`)), isRead);
    expect(search.result.body.meta.pagination).toEqual({ start: 0, limit: 8, total: 1 });
    expect(readsBikesOrMessages(search.statements)).toBe(true);
    expect(counts(search.statements)).toEqual([]);

    const stolen = await recordStatements(cms.strapi, () => api().get('/api/bikes/stolen?start=1'), isRead);
    expect(stolen.result.body.meta.pagination).toEqual({ start: 1, limit: 8, total: 10 });
    expect(counts(stolen.statements)).toEqual([]);
    expect(stolen.statements.some(({ sql }) => /\bbikes_counts\b/.test(sql))).toBe(true);
  });

  it('runs the same statements for a page of one bike as for two, and for any close-serial search', async () => {
    const rowsOf = publicBikeRows(cms.strapi).rendered;
    const ids = [fixtures.searchable.id, fixtures.gravelAd.id];
    await emptyKeptRows();
    // The kept rows, then the view's three statements for the one not kept; then for the second, not kept either.
    const one = await recordStatements(cms.strapi, () => rowsOf.byIds(ids.slice(0, 1), {}, asJson), isRead);
    const two = await recordStatements(cms.strapi, () => rowsOf.byIds(ids, {}, asJson), isRead);
    expect(one.result.map((bike) => bike.id)).toEqual(ids.slice(0, 1));
    expect(rowsIn(two.result).map((row) => [row.id, row.model])).toEqual([
      [fixtures.searchable.id, 'Modelo de teste'],
      [fixtures.gravelAd.id, 'Especial Gravel'],
    ]);
    expect(one.statements).toHaveLength(4);
    expect(sqlOf(one.statements)).toEqual(sqlOf(two.statements));
    // Both kept now: one statement, the same rows.
    const kept = await recordStatements(cms.strapi, () => rowsOf.byIds(ids, {}, asJson), isRead);
    expect(kept.result).toEqual(two.result);
    expect(kept.statements).toHaveLength(1);

    // By slug, its bike is found by the slug's index, its kept row read in the same statement.
    const bySlug = await recordStatements(cms.strapi, () => rowsOf.matching({ approved: true }, { slug: fixtures.searchable.slug }, { start: 0, limit: 1 }, asJson), isRead);
    expect(bySlug.result).toEqual(one.result);
    expect(bySlug.statements).toHaveLength(1);
    // Its conditions hold: an ad on sale is not found among the bikes not on sale, nor is anything for an unknown slug.
    expect(await rowsOf.matching({ approved: true, on_sale: false }, { slug: fixtures.gravelAd.slug }, { start: 0, limit: 1 }, asJson)).toEqual([]);
    expect(await rowsOf.matching({ approved: true, on_sale: true }, { slug: fixtures.gravelAd.slug }, { start: 0, limit: 1 }, asJson)).toMatchObject([{ id: fixtures.gravelAd.id }]);
    expect(await rowsOf.matching({ approved: true }, { slug: 'nao-existe' }, { start: 0, limit: 1 }, asJson)).toEqual([]);

    // Two close bikes for the short serial, one for the long: the approval check reads lists of two lengths.
    const search = (serial: string) => closeSerials(cms.strapi, serialKey(serial), { approvedOnly: true, withExact: false, limit: 10 });
    const short = await recordStatements(cms.strapi, () => search(CLOSE_TO_BOTH), isRead);
    const long = await recordStatements(cms.strapi, () => search('WTU123C4567DEFXH'), isRead);
    expect(short.result.map(({ serial }) => serial)).toEqual([serialKey(SERIAL), serialKey(NEIGHBOUR_SERIAL)]);
    expect(long.result.map(({ serial }) => serial)).toEqual([serialKey(LONG_SERIAL)]);
    // The pair lookup and the approval check.
    expect(short.statements).toHaveLength(2);
    expect(sqlOf(short.statements)).toEqual(sqlOf(long.statements));

    // The close serials' page: the first of a list that a condition finds, with their kept rows, in one statement and the list's order, however long the list.
    const firstOfOne = await recordStatements(cms.strapi, () => rowsOf.firstOf(ids.slice(0, 1), { approved: true }, 10, asJson), isRead);
    const firstOfTwo = await recordStatements(cms.strapi, () => rowsOf.firstOf([...ids].reverse(), { approved: true }, 10, asJson), isRead);
    expect(firstOfTwo.result).toEqual([...two.result].reverse());
    expect(firstOfOne.statements).toHaveLength(1);
    expect(sqlOf(firstOfOne.statements)).toEqual(sqlOf(firstOfTwo.statements));
    expect((await rowsOf.firstOf([...ids].reverse(), { approved: true }, 1, asJson)).map((bike) => bike.id)).toEqual([ids[1]]);
    expect(await rowsOf.firstOf(ids, { approved: false }, 10, asJson)).toEqual([]);
  });

  it('renders a kept row once, until a write changes it; each view and rendering of it apart', async () => {
    const rowsOf = publicBikeRows(cms.strapi).rendered;
    const { id } = fixtures.searchable;
    let renders = 0;
    const model = {
      name: 'model',
      render: (row: Record<string, unknown>) => {
        renders += 1;
        return JSON.stringify({ model: row.model, city: (row.user as { city?: string | null } | null)?.city });
      },
    };
    await emptyKeptRows();
    // Read through the view, then from its kept row: each rendered.
    await rowsOf.byIds([id], {}, model);
    expect(await rowsOf.byIds([id], {}, model)).toEqual([{ id, text: '{"model":"Modelo de teste"}' }]);
    expect(renders).toBe(2);
    const kept = await recordStatements(cms.strapi, () => rowsOf.byIds([id], {}, model), isRead);
    expect(kept.result).toEqual([{ id, text: '{"model":"Modelo de teste"}' }]);
    expect(kept.statements).toHaveLength(1);
    expect(renders).toBe(2);
    // Another view (with the owner's municipality) and another rendering are rendered for themselves.
    expect(await rowsOf.byIds([id], { withOwnerCity: true }, model)).toEqual([{ id, text: '{"model":"Modelo de teste","city":"Braga"}' }]);
    expect(await rowsOf.byIds([id], {}, { ...model, name: 'another' })).toEqual([{ id, text: '{"model":"Modelo de teste"}' }]);
    expect(renders).toBe(4);

    // A write empties the kept row: read through the view, then kept and rendered anew from it.
    const bikes = cms.strapi.db.query('api::bike.bike');
    await bikes.update({ where: { id }, data: { model: 'Modelo mudado' } });
    try {
      expect(await rowsOf.byIds([id], {}, model)).toEqual([{ id, text: '{"model":"Modelo mudado"}' }]);
      expect(await rowsOf.byIds([id], {}, model)).toEqual([{ id, text: '{"model":"Modelo mudado"}' }]);
      // Kept by another process (here written directly): its text is what is rendered, not the text rendered before.
      const kept = () => cms.strapi.db.connection('bikes_public_rows').where({ id });
      const [row] = await kept().select('body');
      await kept().update({ body: String(row.body).replace('Modelo mudado', 'Modelo de outro') });
      expect(await rowsOf.byIds([id], {}, model)).toEqual([{ id, text: '{"model":"Modelo de outro"}' }]);
    } finally {
      await bikes.update({ where: { id }, data: { model: 'Modelo de teste' } });
    }
  });

  it('keeps the texts it rendered under their byte cap, dropping the least recently used', async () => {
    const rowsOf = publicBikeRows(cms.strapi).rendered;
    const { id } = fixtures.searchable;
    await rowsOf.byIds([id], {}, asJson);
    const weighty = (name: string) => ({ name, render: () => `"${'x'.repeat(1024 * 1024)}"` });
    const count = Math.ceil(RENDERED_LIMITS.bytes / (2 * 1024 * 1024)) + 10;
    for (let i = 0; i < count; i += 1) await rowsOf.byIds([id], {}, weighty(`weighty ${i}`));
    expect(rowsOf.size().bytes).toBeLessThanOrEqual(RENDERED_LIMITS.bytes);
    expect(rowsOf.size().entries).toBeLessThan(count);
    // The latest is kept: read again, it is not rendered again.
    let renders = 0;
    const latest = weighty(`weighty ${count - 1}`);
    await rowsOf.byIds([id], {}, { ...latest, render: () => ((renders += 1), latest.render()) });
    expect(renders).toBe(0);
  });

  it("shows a stolen report's phone to a logged-in reader only, whoever read its kept row before", async () => {
    const reads = cms.strapi.service('api::bike.reads') as unknown as { bySlug: (slug: string, viewer: { loggedIn: boolean }) => Promise<string | null> };
    const phone = '912000111';
    const bike = await createBike(cms.strapi, buyer.user, { stolen: true, stolen_details: { ...stolenDetails, phone_number: phone, show_phone_to_users: true } });
    const phoneSeen = async (loggedIn: boolean) => (JSON.parse((await reads.bySlug(bike.slug, { loggedIn }))!) as { stolen_details: { phone_number?: string } }).stolen_details.phone_number;
    // Read through the view, then from the kept row, each kind of reader both ways round.
    for (const loggedIn of [false, false, true, true, false]) expect(await phoneSeen(loggedIn)).toBe(loggedIn ? phone : undefined);
  });

  it('prepares the compiled statements once on each PostgreSQL connection, where each relation is looked up on its own', async () => {
    const rowsOf = publicBikeRows(cms.strapi).rendered;
    const ids = [fixtures.searchable.id, fixtures.gravelAd.id];
    await emptyKeptRows();
    const recorded = await recordStatements(cms.strapi, () => rowsOf.byIds(ids, {}, asJson), isRead);
    const bikes = recorded.statements.find(({ sql }) => /["`]b["`]\.["`]document_id["`]/.test(sql))!;
    const placeholders = (sql: string) => sql.replace(/\$\d+/g, '?');
    if (cms.strapi.config.get('database.connection.client') === 'postgres') {
      // Planning a chain of fifteen joined tables cost more than running it: a lateral lookup each.
      expect(bikes.sql).toMatch(/left join lateral/);
      // Named: the connection keeps each parsed and planned once (config/database.ts), and runs
      // it again with new values, past the five runs after which PostgreSQL would choose.
      const prepared = await cms.strapi.db.transaction(async ({ trx }) => {
        for (let run = 0; run < 7; run += 1) {
          // In the transaction: the rows it keeps are locked until it ends.
          await trx('bikes_public_rows').update({ body: null });
          await rowsOf.byIds(run % 2 ? ids : [...ids].reverse(), {}, asJson);
        }
        const { rows } = await trx.raw("select statement, generic_plans, custom_plans from pg_prepared_statements where name like 'compiled\\_%'");
        return rows as { statement: string; generic_plans: string; custom_plans: string }[];
      });
      for (const { sql } of recorded.statements) expect(prepared.map(({ statement }) => placeholders(statement))).toContain(placeholders(sql));
      for (const { statement, generic_plans, custom_plans } of prepared) {
        expect({ statement, custom: Number(custom_plans) }).toEqual({ statement, custom: 0 });
        expect(Number(generic_plans)).toBeGreaterThan(0);
      }
    } else {
      // SQLite plans joins cheaply, and the patched knex keeps every statement prepared (patches/knex@3.0.1.patch).
      expect(bikes.sql).not.toMatch(/lateral/);
      expect(bikes.sql.match(/left join/g)).toHaveLength(14);
    }
  });

  it('reads a page of messages with their bike and parties in one statement, as Strapi populates them', async () => {
    const populated: {
      id: number;
      documentId: string;
      message: string;
      read: boolean;
      createdAt: string;
      bike: { documentId: string; slug: string; nickName: string; on_sale: boolean } | null;
      sender: { id: number; name: string } | null;
      reciever: { id: number; name: string } | null;
    }[] = await cms.strapi.db.query('api::message.message').findMany({
      select: ['id', 'documentId', 'message', 'read', 'createdAt'],
      populate: { bike: { select: ['documentId', 'slug', 'nickName', 'on_sale'] }, sender: { select: ['id', 'name'] }, reciever: { select: ['id', 'name'] } },
      orderBy: { id: 'asc' },
      limit: 2,
    });
    expect(populated).toHaveLength(2);
    // Asked in the other order, and with an id that is not there: the rows come in the order asked, without it.
    const ids = [populated[1].id, 999_999, populated[0].id];
    const rowsOf = messageRows(cms.strapi);
    const one = await recordStatements(cms.strapi, () => rowsOf(ids.slice(0, 1)), isRead);
    const three = await recordStatements(cms.strapi, () => rowsOf(ids), isRead);
    expect(one.statements).toHaveLength(1);
    expect(sqlOf(one.statements)).toEqual(sqlOf(three.statements));
    const withIsoDate = <T extends { createdAt: unknown }>(row: T) => ({ ...row, createdAt: new Date(row.createdAt as string).toISOString() });
    expect(three.result.map(withIsoDate)).toEqual([populated[1], populated[0]].map(withIsoDate));
  });
  it("reads an owner's bikes as Strapi populates them, in three statements", async () => {
    let files = 0;
    const file = async () => {
      files += 1;
      const name = `dono-${files}`;
      return cms.strapi.db.query('plugin::upload.file').create({
        data: { name: `${name}.png`, hash: name, ext: '.png', mime: 'image/png', size: 1, url: `/uploads/${name}.png`, provider: 'local', formats: { small: { url: `/uploads/small_${name}.png` } } },
      }) as Promise<{ id: number }>;
    };
    const lookups = (uid: 'api::color.color' | 'api::material.material') =>
      cms.strapi.db.query(uid).findMany({ select: ['documentId'], orderBy: { id: 'asc' }, limit: 3 }) as Promise<{ documentId: string }[]>;
    const [colors, materials] = [await lookups('api::color.color'), await lookups('api::material.material')];
    const [photo, serialPhoto, invoice, firstAd, secondAd, stolenPhoto] = [await file(), await file(), await file(), await file(), await file(), await file()];
    const full = await createBike(cms.strapi, seller.user, {
      stolen: true,
      stolen_details: { ...stolenDetails, show_phone_to_users: true, phone_number: '912345678' },
      price: 700,
      remarks: 'Como nova.',
      classified_date: '2024-06-01T00:00:00.000Z',
      refused_at: '2024-05-02T00:00:00.000Z',
      latitude: 38.7223,
      longitude: -9.1393,
      transfer_name: 'Rui',
      transfer_email: 'rui@example.com',
      auth_code: 'ABC123',
      transfer_expires_at: '2030-01-01T00:00:00.000Z',
      // Out of their ids' order: the rows keep the order given.
      secondary_colors: [colors[2].documentId, colors[1].documentId],
      materials: [materials[1].documentId, materials[0].documentId],
      bike_photo: photo.id,
      serial_number_photo: serialPhoto.id,
      invoice_photo: invoice.id,
      for_classified: [secondAd.id, firstAd.id],
      for_stolen: [stolenPhoto.id],
    });
    const bare = await createBike(cms.strapi, seller.user, { approved: false, category: null, brand: null, materials: [], suspension_types: [] });

    const media = { select: ['id', 'url', 'formats', 'mime', 'name'] };
    const populated = await cms.strapi.db.query('api::bike.bike').findMany({
      where: { id: { $in: [full.id, bare.id] } },
      select: [
        'id', 'documentId', 'slug', 'nickName', 'model', 'serial_number', 'registry_number', 'other_information',
        'approved', 'refusal_reason', 'refusal_note', 'refused_at', 'stolen', 'on_sale', 'price', 'remarks', 'classified_date', 'complementary_description',
        'latitude', 'longitude', 'transfer_name', 'transfer_email', 'auth_code', 'transfer_expires_at', 'createdAt', 'updatedAt',
      ],
      populate: {
        category: { select: ['documentId', 'name'] },
        year: { select: ['documentId', 'year'] },
        brand: { select: ['documentId', 'name', 'slug'] },
        color: { select: ['documentId', 'name'] },
        secondary_colors: { select: ['documentId', 'name'] },
        wheel_size: { select: ['documentId', 'size'] },
        materials: { select: ['documentId', 'name'] },
        suspension_types: { select: ['documentId', 'type'] },
        bike_photo: media,
        serial_number_photo: media,
        invoice_photo: media,
        for_classified: media,
        for_stolen: media,
        stolen_details: true,
      },
      orderBy: { id: 'desc' },
    });
    expect(populated.map(({ id }: { id: number }) => id)).toEqual([bare.id, full.id]);
    expect(populated[1].for_classified.map(({ id }: { id: number }) => id)).toEqual([secondAd.id, firstAd.id]);

    const rowsOf = ownerBikeRows(cms.strapi);
    const read = await recordStatements(cms.strapi, () => rowsOf.byIds([bare.id, full.id]), isRead);
    expect(read.statements).toHaveLength(3);
    expect(read.result).toEqual(populated);
  });
});
