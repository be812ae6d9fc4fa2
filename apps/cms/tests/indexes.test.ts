import request from 'supertest';
import { ALL_INDEX_NAMES, INDEXES, receiverLinkTable, stolenDetailsLinkTable, tableAndColumns } from '../src/database/indexes';
import { ADS_TABLE, LATEST_AD_FIRST, liveAds, liveAdsPage, type AdFilters } from '../src/database/ads';
import { asRaw, explainAsRun, fullTableScans } from '../src/database/query-plans';
import { refreshStatistics } from '../src/database/statistics';
import { isRead, recordStatements } from '../src/database/sql-recorder';
import { SERIAL_PAIRS_TABLE, ensureSerialPieces } from '../src/database/serial-pieces';
import { BIKE_COUNTS_TABLE, RECOVERED_TOTAL_TABLE, ensureBikeCounts, ensureRecoveredCount, registryCounts } from '../src/database/bike-counts';
import { CONVERSATIONS_TABLE, CONVERSATION_INDEXES } from '../src/api/message/conversations';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

let cms: TestCms;
type Knex = TestCms['strapi']['db']['connection'];
const bikeCounts = async (knex: Knex) => {
  const { approved, approvedStolen } = await registryCounts(knex);
  return { approved, approvedStolen };
};
const recoveredCount = async (knex: Knex) => (await registryCounts(knex)).recovered;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms.stop();
});

interface DbIndex {
  name: string;
  table: string;
  columns: string[];
  unique: boolean;
}

/** Reads the indexes from the database's own catalogue, not from Strapi's metadata. */
async function readIndexes(): Promise<DbIndex[]> {
  const knex = cms.strapi.db.connection;
  if (cms.strapi.config.get('database.connection.client') === 'postgres') {
    const { rows } = await knex.raw(`
      SELECT i.relname AS name, t.relname AS "table", ix.indisunique AS "unique",
             array_to_json(array_agg(a.attname::text ORDER BY array_position(ix.indkey, a.attnum))) AS columns
      FROM pg_index ix
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(ix.indkey)
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema()
      GROUP BY i.relname, t.relname, ix.indisunique`);
    return rows;
  }
  const indexes: { name: string; tbl_name: string }[] = await knex.raw(
    `SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'`,
  );
  return Promise.all(
    indexes.map(async ({ name, tbl_name }) => {
      const info: { name: string }[] = await knex.raw(`PRAGMA index_info(${JSON.stringify(name)})`);
      const list: { name: string; unique: number }[] = await knex.raw(`PRAGMA index_list(${JSON.stringify(tbl_name)})`);
      return {
        name,
        table: tbl_name,
        columns: info.map((column) => column.name),
        unique: list.find((entry) => entry.name === name)?.unique === 1,
      };
    }),
  );
}

describe('database indexes', () => {
  it.each(INDEXES.map((index) => [index.name, index] as const))('%s exists on the right columns', async (_name, spec) => {
    const { table, columns } = tableAndColumns(cms.strapi, spec.uid, spec.attributes);
    const found = (await readIndexes()).find((index) => index.name === spec.name);
    expect(found).toMatchObject({ table, columns, unique: spec.unique === true });
  });

  it('indexes messages by receiver through the receiver link table', async () => {
    const { table, columns } = receiverLinkTable(cms.strapi);
    const found = (await readIndexes()).find((index) => index.name === 'messages_reciever_lnk_user_message_idx');
    expect(found).toMatchObject({ table, columns });
  });

  it('indexes stolen reports by field and bike through the components link table', async () => {
    const { table, columns } = stolenDetailsLinkTable(cms.strapi);
    const found = (await readIndexes()).find((index) => index.name === 'bikes_cmps_field_entity_idx');
    expect(found).toMatchObject({ table, columns });
  });

  it("keeps conversations unique by bike and pair, and lists each side's newest first", async () => {
    const found = (await readIndexes()).filter((index) => index.table === CONVERSATIONS_TABLE);
    expect(found).toEqual(
      expect.arrayContaining([
        { name: CONVERSATION_INDEXES.key, table: CONVERSATIONS_TABLE, columns: ['bike_id', 'party_a_id', 'party_b_id'], unique: true },
        { name: CONVERSATION_INDEXES.a, table: CONVERSATIONS_TABLE, columns: ['party_a_id', 'last_message_at', 'last_message_id', 'unread_a', 'bike_id'], unique: false },
        { name: CONVERSATION_INDEXES.b, table: CONVERSATIONS_TABLE, columns: ['party_b_id', 'last_message_at', 'last_message_id', 'unread_b', 'bike_id'], unique: false },
      ]),
    );
  });

  it('lists every index it creates, and none it retired', async () => {
    expect(ALL_INDEX_NAMES).toHaveLength(INDEXES.length + 2);
    const names = (await readIndexes()).map((index) => index.name);
    for (const retired of ['bikes_stolen_created_at_idx', 'bikes_stolen_created_at_approved_idx', 'bikes_on_sale_classified_date_idx', 'bikes_price_idx']) expect(names).not.toContain(retired);
  });

  /**
   * The database's plan for a statement, as text. On PostgreSQL, whose planner would read this
   * suite's few rows any way, with scans of whole tables priced out as on a registry, and with
   * `noSort` sorting too: a plan that still sorts has no index that gives the order.
   */
  const planOf = async (sql: string, bindings: readonly unknown[], { noSort = false } = {}) => {
    const knex = cms.strapi.db.connection;
    if (cms.strapi.config.get('database.connection.client') === 'postgres') {
      return knex.transaction(async (trx: typeof knex) => {
        await trx.raw('SET LOCAL enable_seqscan = off');
        if (noSort) await trx.raw('SET LOCAL enable_sort = off');
        const { rows } = await trx.raw(`EXPLAIN ${sql}`, bindings as string[]);
        return rows.map((line: { 'QUERY PLAN': string }) => line['QUERY PLAN']).join('\n');
      });
    }
    const plan: { detail: string }[] = await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as string[]);
    return plan.map((step) => step.detail).join('\n');
  };
  /**
   * A recorded statement compiled once, as its database plans it for every value: on PostgreSQL
   * the generic plan (config/database.ts).
   */
  const planForEveryValue = async ({ sql, bindings }: { sql: string; bindings: readonly unknown[] }) => {
    const knex = cms.strapi.db.connection;
    if (cms.strapi.config.get('database.connection.client') !== 'postgres') return planOf(asRaw({ sql, bindings }).sql, asRaw({ sql, bindings }).bindings);
    return knex.transaction(async (trx: typeof knex) => {
      const rows = await explainAsRun(trx, { sql, bindings, name: 'every value' }, 'TEXT');
      return rows.map((line) => line['QUERY PLAN']).join('\n');
    });
  };

  /**
   * The plan of a kept total's page (src/database/kept-total-pages.ts) under its walk, the
   * subquery `page`: whether it reads `index` and whether it sorts anything (the page's own few
   * rows are sorted above it, once cut).
   */
  const pageWalk = async ({ sql, bindings }: { sql: string; bindings: readonly unknown[] }, index: string) => {
    const knex = cms.strapi.db.connection;
    if (cms.strapi.config.get('database.connection.client') === 'postgres') {
      interface Node {
        'Node Type': string;
        'Index Name'?: string;
        Plans?: Node[];
      }
      // A few rows here: priced as a registry's, where a scan and a sort would cost.
      const { rows } = await knex.transaction(async (trx: typeof knex) => {
        await trx.raw('SET LOCAL enable_seqscan = off');
        await trx.raw('SET LOCAL enable_sort = off');
        return trx.raw(`EXPLAIN (FORMAT JSON) ${asRaw({ sql, bindings }).sql}`, asRaw({ sql, bindings }).bindings as string[]);
      });
      const all = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(all)];
      // PostgreSQL flattens the subquery: its walk is what the page's limit cuts.
      const walk = all(rows[0]['QUERY PLAN'][0].Plan).find((node) => node['Node Type'] === 'Limit');
      const below = walk ? all(walk) : [];
      return { reads: below.some((node) => node['Index Name'] === index), sorts: below.some((node) => node['Node Type'] === 'Sort') };
    }
    const plan: { id: number; parent: number; detail: string }[] = await knex.raw(`EXPLAIN QUERY PLAN ${asRaw({ sql, bindings }).sql}`, asRaw({ sql, bindings }).bindings as string[]);
    const under = (id: number): typeof plan => plan.filter((step) => step.parent === id).flatMap((step) => [step, ...under(step.id)]);
    const walk = plan.find((step) => /^(CO-ROUTINE|MATERIALIZE) page\b/.test(step.detail));
    const below = walk ? under(walk.id) : [];
    return { reads: below.some((step) => step.detail.includes(index)), sorts: below.some((step) => /TEMP B-TREE/.test(step.detail)) };
  };

  it('finds the transfers addressed to a person through their address and expiry, soonest to expire first', async () => {
    const { user, jwt } = await createUser(cms.strapi, { email: 'destino.transferencia@exemplo.pt' });
    const bikes = cms.strapi.db.query('api::bike.bike');
    const data = (n: number) => ({
      nickName: `Transferida ${n}`,
      registry_number: `TRANSFER0${n}`,
      slug: `transferida-${n}`,
      approved: true,
      auth_code: `CODIGO${n}`,
      transfer_email: user.email,
      transfer_expires_at: new Date(Date.now() + n * 86_400_000),
    });
    const created = [await bikes.create({ data: data(2) }), await bikes.create({ data: data(1) })];
    try {
      const { result, statements } = await recordStatements(
        cms.strapi,
        () => request(cms.server).get('/api/transfers/incoming').set('Authorization', `Bearer ${jwt}`),
        isRead,
      );
      expect(result.body.data.map((transfer: { nickName: string }) => transfer.nickName)).toEqual(['Transferida 1', 'Transferida 2']);
      const [lookup] = statements.filter(({ sql }) => /\btransfer_email\b/.test(sql));
      const plan = await planOf(asRaw(lookup).sql, asRaw(lookup).bindings);
      expect(plan).toMatch(/bikes_transfer_email_idx/);
      expect(plan).not.toMatch(/Seq Scan|^SCAN |TEMP B-TREE FOR ORDER BY/m);
    } finally {
      await bikes.deleteMany({ where: { id: { $in: created.map((bike) => bike.id) } } });
    }
  });

  it("finds a bike by its slug through the slug's index and reads its kept row by its key, whatever the slug", async () => {
    const bike = await cms.strapi.db.query('api::bike.bike').create({ data: { nickName: 'Pela Slug', registry_number: 'BYSLUG001', slug: 'pela-slug', approved: true } });
    try {
      const { statements } = await recordStatements(cms.strapi, () => request(cms.server).get('/api/bikes/by-slug/pela-slug').expect(200), isRead);
      const [lookup] = statements.filter(({ sql }) => /\bbikes_public_rows\b/.test(sql) && /\bslug\b/.test(sql));
      const plan = await planForEveryValue(lookup);
      expect(plan).toMatch(/bikes_slug_uq/);
      expect(plan).toMatch(/bikes_public_rows_pkey|USING INTEGER PRIMARY KEY/);
      expect(plan).not.toMatch(/Seq Scan|Hash Join|^SCAN /m);
    } finally {
      await cms.strapi.db.query('api::bike.bike').delete({ where: { id: bike.id } });
    }
  });

  it('reads a deep page of the stolen list from its index, in its order, sorting nothing, from either end', async () => {
    const bikes = cms.strapi.db.query('api::bike.bike');
    const created = [];
    for (let n = 0; n < 30; n += 1) {
      created.push(await bikes.create({ data: { nickName: `Roubada ${n}`, registry_number: `DEEPSTOLEN${n}`, slug: `deep-stolen-${n}`, approved: true, stolen: true } }));
    }
    try {
      // Which end is nearer goes by the total the last page counted.
      await request(cms.server).get('/api/bikes/stolen').expect(200);
      // The route's own statement for its page of ids, the one that walks the index to the offset.
      for (const start of [0, 24, 4000]) {
        const { result, statements } = await recordStatements(cms.strapi, () => request(cms.server).get(`/api/bikes/stolen?start=${start}`), isRead);
        expect(result.status).toBe(200);
        const paging = statements.filter(({ sql }) => /\boffset\b/i.test(sql));
        expect(paging.map(({ sql }) => /created_at ASC/i.test(sql))).toEqual([start > 0]);
        expect(await pageWalk(paging[0], 'bikes_stolen_approved_created_at_idx')).toEqual({ reads: true, sorts: false });
      }
    } finally {
      await bikes.deleteMany({ where: { id: { $in: created.map((bike) => bike.id) } } });
    }
  });

  it("reads the classifieds' pages, counts and highest price through the live ads' indexes", async () => {
    const knex = cms.strapi.db.connection;
    // The statements the classifieds run: a page newest first and, filtered, its count (every ad's
    // is kept, src/database/ads.ts), neither reading every ad.
    const statements = (filters: AdFilters) => {
      const ads = liveAds(knex, filters);
      const page = ads.clone().select('bike_id').orderBy([...LATEST_AD_FIRST]).offset(120).limit(12);
      return (Object.keys(filters).length ? [page, ads.clone().count({ total: '*' })] : [page]).map((query) => query.toSQL());
    };
    const postgres = cms.strapi.config.get('database.connection.client') === 'postgres';
    const cases: [AdFilters, RegExp][] = [
      [{}, /bikes_ads_classified_date_idx/],
      [{ city: 'Braga' }, /bikes_ads_city_priced_idx/],
      [{ category: 'x' }, /bikes_ads_category_priced_idx/],
      [{ priceMin: 100, priceMax: 900 }, /bikes_ads_(price|classified_date)_idx/],
      [{ name: 'GT' }, /bikes_ads_brand_idx/],
      [{ name: 'Marlin' }, postgres ? /bikes_ads_names_idx/ : /bikes_ads_names VIRTUAL TABLE INDEX/],
    ];
    for (const [filters, index] of cases) {
      const both = statements(filters);
      const plans = await Promise.all(both.map(({ sql, bindings }) => planOf(sql, bindings as string[])));
      expect(plans.join('\n')).toMatch(index);
      for (const { sql, bindings } of both) expect({ sql, scans: await fullTableScans(knex, { sql, bindings }) }).toEqual({ sql, scans: [] });
    }
    const highest = await planOf(`SELECT max(price) FROM ${ADS_TABLE}`, []);
    expect(highest).toContain('bikes_ads_price_idx');
  });

  it('keeps serial keys in pairs of pieces for close serials, and none of the indexes before them', async () => {
    const knex = cms.strapi.db.connection;
    const retired = ['bikes_serial_trigrams', 'bikes_serial_trigram_counts', 'bikes_serial_key_trgm_idx', 'bikes_serial_normalized_from_2_idx', 'bikes_serial_pieces', 'bikes_serial_piece_pairs'];
    if (cms.strapi.config.get('database.connection.client') === 'postgres') {
      const { rows: triggers } = await knex.raw(`SELECT tgname FROM pg_trigger WHERE tgrelid = 'bikes'::regclass AND NOT tgisinternal`);
      expect(triggers.map((row: { tgname: string }) => row.tgname).filter((name: string) => name.startsWith('bikes_serial'))).toEqual([`${SERIAL_PAIRS_TABLE}_keep`]);
      const { rows: left } = await knex.raw('SELECT relname FROM pg_class WHERE relname = ANY(?)', [retired]);
      expect(left).toEqual([]);
      return;
    }
    const objects: { name: string; type: string }[] = await knex.raw(`SELECT name, type FROM sqlite_master WHERE name LIKE ? OR name IN (${retired.map(() => '?').join(', ')})`, [
      'bikes_serial_p%',
      ...retired,
    ]);
    expect(objects.map((object) => object.name).sort()).toEqual([SERIAL_PAIRS_TABLE, ...['delete', 'insert', 'update'].map((event) => `${SERIAL_PAIRS_TABLE}_${event}`)]);
  });

  it('keeps the counts of bikes by approval and theft in step with every write, and counts them again at boot', async () => {
    const bikes = cms.strapi.db.query('api::bike.bike');
    const knex = cms.strapi.db.connection;
    const counted = async () => ({ approved: await bikes.count({ where: { approved: true } }), approvedStolen: await bikes.count({ where: { approved: true, stolen: true } }) });
    const start = await bikeCounts(knex);
    expect(start).toEqual(await counted());

    // A bike awaiting approval is not counted: its registration leaves the rows as they were.
    const countRows = () => knex(BIKE_COUNTS_TABLE).select('approved', 'stolen', 'total').orderBy(['approved', 'stolen']);
    const rowsBefore = await countRows();
    const pending = await bikes.create({ data: { nickName: 'C1', registry_number: 'COUNTS001', slug: 'counts-1', approved: false } });
    expect(await countRows()).toEqual(rowsBefore);
    const approved = await bikes.create({ data: { nickName: 'C2', registry_number: 'COUNTS002', slug: 'counts-2', approved: true } });
    await bikes.create({ data: { nickName: 'C3', registry_number: 'COUNTS003', slug: 'counts-3', approved: true, stolen: true } });
    expect(await bikeCounts(knex)).toEqual({ approved: start.approved + 2, approvedStolen: start.approvedStolen + 1 });

    await bikes.update({ where: { id: pending.id }, data: { approved: true } });
    await bikes.update({ where: { id: approved.id }, data: { stolen: true } });
    expect(await bikeCounts(knex)).toEqual({ approved: start.approved + 3, approvedStolen: start.approvedStolen + 2 });
    // A change to another column leaves them as they were.
    await bikes.update({ where: { id: approved.id }, data: { nickName: 'C2 outra' } });
    await bikes.update({ where: { id: approved.id }, data: { approved: false } });
    await bikes.delete({ where: { id: pending.id } });
    expect(await bikeCounts(knex)).toEqual({ approved: start.approved + 1, approvedStolen: start.approvedStolen + 1 });
    expect(await bikeCounts(knex)).toEqual(await counted());

    // Whatever a write without the triggers left wrong is counted again when the CMS boots.
    await knex(BIKE_COUNTS_TABLE).update({ total: 1000 });
    await ensureBikeCounts(cms.strapi);
    expect(await bikeCounts(knex)).toEqual(await counted());
  });

  it('lets registrations awaiting approval write at once, none waiting for another to commit', async () => {
    const knex = cms.strapi.db.connection;
    const register = (runner: typeof knex, n: number) =>
      runner('bikes').insert({ nick_name: `Concorrente ${n}`, registry_number: `CONCUR00${n}`, slug: `concorrente-${n}`, document_id: `concorrente${n}`, approved: false, stolen: false });
    if (cms.strapi.config.get('database.connection.client') !== 'postgres') {
      // SQLite has one writer at a time by design: only the triggers that leave pending bikes out are there.
      const triggers: { name: string }[] = await knex.raw(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '${BIKE_COUNTS_TABLE}%'`);
      expect(triggers.map(({ name }) => name).sort()).toEqual(['approved_delete', 'approved_insert', 'approved_update'].map((kind) => `${BIKE_COUNTS_TABLE}_${kind}`));
      return;
    }
    const first = await knex.transaction();
    const second = await knex.transaction();
    try {
      await register(first, 1);
      // Before, the second insert waited on the counts' row until the first committed.
      await second.raw("SET LOCAL lock_timeout = '2s'");
      await register(second, 2);
      await second.commit();
    } finally {
      if (!second.isCompleted()) await second.rollback();
      await first.commit();
    }
    expect(await knex('bikes').whereIn('slug', ['concorrente-1', 'concorrente-2']).count({ total: '*' })).toEqual([{ total: '2' }]);
    await knex('bikes').whereIn('slug', ['concorrente-1', 'concorrente-2']).delete();
  });

  it('keeps the count of recovered bikes in step with the history, one for each bike, and counts it again at boot', async () => {
    const bikes = cms.strapi.db.query('api::bike.bike');
    const histories = cms.strapi.db.query('api::history.history');
    const knex = cms.strapi.db.connection;
    const counted = async () =>
      new Set((await histories.findMany({ where: { type: 'recover' }, populate: { bike: { select: ['id'] } } })).map((entry: { bike: { id: number } | null }) => entry.bike?.id).filter(Boolean)).size;
    const entry = (type: string, bike: number) => histories.create({ data: { type, bike } });
    const start = await recoveredCount(knex);
    expect(start).toBe(await counted());

    const first = await bikes.create({ data: { nickName: 'R1', registry_number: 'RECOVER001', slug: 'recover-1', approved: true } });
    const second = await bikes.create({ data: { nickName: 'R2', registry_number: 'RECOVER002', slug: 'recover-2', approved: true } });
    await entry('stolen', first.id);
    expect(await recoveredCount(knex)).toBe(start);
    const firstRecovery = await entry('recover', first.id);
    expect(await recoveredCount(knex)).toBe(start + 1);
    // Recovered again, or twice at the same moment: still one bike.
    await Promise.all([entry('recover', first.id), entry('recover', first.id)]);
    await entry('recover', second.id);
    expect(await recoveredCount(knex)).toBe(start + 2);
    expect(await recoveredCount(knex)).toBe(await counted());

    // One of its recoveries removed, the bike is still recovered; the bike removed, it is not.
    await histories.delete({ where: { id: firstRecovery.id } });
    expect(await recoveredCount(knex)).toBe(start + 2);
    await bikes.delete({ where: { id: first.id } });
    expect(await recoveredCount(knex)).toBe(start + 1);
    // A recovery moved to another bike moves the count with it.
    const third = await bikes.create({ data: { nickName: 'R3', registry_number: 'RECOVER003', slug: 'recover-3', approved: true } });
    const moved = await histories.findOne({ where: { type: 'recover', bike: second.id } });
    await histories.update({ where: { id: moved.id }, data: { bike: third.id } });
    expect(await recoveredCount(knex)).toBe(start + 1);
    expect(await recoveredCount(knex)).toBe(await counted());

    // Whatever a write without the triggers left wrong is counted again when the CMS boots.
    await knex(RECOVERED_TOTAL_TABLE).update({ total: 1000 });
    await ensureRecoveredCount(cms.strapi);
    expect(await recoveredCount(knex)).toBe(await counted());
  });

  it('keeps the pairs of pieces in step with every write to a serial key', async () => {
    const bikes = cms.strapi.db.query('api::bike.bike');
    const knex = cms.strapi.db.connection;
    const pairsOf = async (id: number) => (await knex(SERIAL_PAIRS_TABLE).where('bike_id', id)).map((row: { pair: string; serial_normalized: string }) => [row.pair, row.serial_normalized]).sort();
    const bike = await bikes.create({ data: { nickName: 'T', serial_number: 'QRT9876', serial_normalized: 'QRT9876', registry_number: 'PIECES001', slug: 'pieces-1' } });
    // Cut into Q|RT|98|76; swapped across each cut, R|QT|98|76, Q|R9|T8|76 and Q|RT|97|86 (the
    // pieces either side of it kept), and across the first two and the last two, R|Q9|T8|76 and
    // Q|R9|T7|86 (the pieces either side of the first).
    const swapped = ['7:01:R|QT', '7:12:R9|T8', '7:23:97|86', '7:01:R|Q9', '7:12:R9|T7'];
    expect(await pairsOf(bike.id)).toEqual(
      ['7:01:Q|RT', '7:02:Q|98', '7:03:Q|76', '7:12:RT|98', '7:13:RT|76', '7:23:98|76', ...swapped].sort().map((pair) => [pair, 'QRT9876']),
    );
    await bikes.update({ where: { id: bike.id }, data: { serial_normalized: 'VWX54321' } });
    expect(await pairsOf(bike.id)).toEqual(
      ['8:01:VW|X5', '8:02:VW|43', '8:03:VW|21', '8:12:X5|43', '8:13:X5|21', '8:23:43|21', '8:01:VX|W5', '8:12:X4|53', '8:23:42|31', '8:01:VX|W4', '8:12:X4|52']
        .sort()
        .map((pair) => [pair, 'VWX54321']),
    );
    await bikes.update({ where: { id: bike.id }, data: { serial_normalized: null } });
    expect(await pairsOf(bike.id)).toEqual([]);
    // Cut into (nothing)|A|(nothing)|B, and swapped, (nothing)|B|(nothing)|A: the one swap crosses two cuts.
    await bikes.update({ where: { id: bike.id }, data: { serial_normalized: 'AB' } });
    expect(await pairsOf(bike.id)).toEqual(['2:01:|A', '2:02:|', '2:03:|B', '2:12:A|', '2:13:A|B', '2:23:|B', '2:12:B|', '2:23:|A'].sort().map((pair) => [pair, 'AB']));
    // A swap of equal characters changes nothing: QQ|QQ|QQ|QQ keeps its own pairs alone.
    await bikes.update({ where: { id: bike.id }, data: { serial_normalized: 'QQQQQQQQ' } });
    expect((await pairsOf(bike.id)).map(([pair]) => pair)).toEqual(['8:01:QQ|QQ', '8:02:QQ|QQ', '8:03:QQ|QQ', '8:12:QQ|QQ', '8:13:QQ|QQ', '8:23:QQ|QQ']);
    await bikes.delete({ where: { id: bike.id } });
    expect(await pairsOf(bike.id)).toEqual([]);
  });

  it('cuts the bikes of a registry from before the pairs once, at boot, and drops the indexes before them', async () => {
    const knex = cms.strapi.db.connection;
    const postgres = cms.strapi.config.get('database.connection.client') === 'postgres';
    const bike = await cms.strapi.db.query('api::bike.bike').create({ data: { nickName: 'T', serial_number: 'K2M44', serial_normalized: 'K2M44', registry_number: 'PIECES002', slug: 'pieces-2' } });
    await knex.schema.dropTable(SERIAL_PAIRS_TABLE);
    await knex.raw('CREATE TABLE bikes_serial_pieces (piece TEXT NOT NULL, bike_id INTEGER NOT NULL, serial_normalized TEXT NOT NULL, PRIMARY KEY (piece, bike_id))');
    // The pairs before the swaps across cuts were kept, with the trigger that filled them.
    await knex.raw('CREATE TABLE bikes_serial_piece_pairs (pair TEXT NOT NULL, bike_id INTEGER NOT NULL, serial_normalized TEXT NOT NULL, PRIMARY KEY (pair, bike_id))');
    const fill = "INSERT INTO bikes_serial_piece_pairs (pair, bike_id, serial_normalized) VALUES ('old', NEW.id, NEW.serial_normalized)";
    if (postgres) {
      await knex.raw(`CREATE FUNCTION bikes_serial_piece_pairs_keep() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${fill}; RETURN NULL; END $$`);
      await knex.raw('CREATE TRIGGER bikes_serial_piece_pairs_keep AFTER INSERT ON bikes FOR EACH ROW EXECUTE FUNCTION bikes_serial_piece_pairs_keep()');
    } else {
      await knex.raw(`CREATE TRIGGER bikes_serial_piece_pairs_insert AFTER INSERT ON bikes BEGIN ${fill}; END`);
    }
    await ensureSerialPieces(cms.strapi);
    expect((await knex(SERIAL_PAIRS_TABLE).where('bike_id', bike.id).pluck('pair')).sort()).toEqual(
      ['5:01:K|2', '5:02:K|M', '5:03:K|44', '5:12:2|M', '5:13:2|44', '5:23:M|44', '5:01:2|K', '5:12:M|2', '5:23:4|M4'].sort(),
    );
    for (const retired of ['bikes_serial_pieces', 'bikes_serial_piece_pairs']) expect(await knex.schema.hasTable(retired)).toBe(false);
    // Its trigger went with it: a bike registered after writes its pairs alone.
    const next = await cms.strapi.db.query('api::bike.bike').create({ data: { nickName: 'U', serial_number: 'K2M45', serial_normalized: 'K2M45', registry_number: 'PIECES004', slug: 'pieces-4' } });
    expect(await knex(SERIAL_PAIRS_TABLE).where('bike_id', next.id).count({ count: '*' })).toEqual([{ count: postgres ? '9' : 9 }]);
  });

  it("keeps each pair's bikes and keys where a lookup finds the pair, compared byte by byte", async () => {
    const knex = cms.strapi.db.connection;
    if (cms.strapi.config.get('database.connection.client') !== 'postgres') {
      // SQLite keeps the rows in the primary key's order (no rowid), and compares text byte by byte already.
      const [{ sql }] = await knex.raw('SELECT sql FROM sqlite_master WHERE name = ?', [SERIAL_PAIRS_TABLE]);
      expect(sql).toMatch(/PRIMARY KEY \(pair, bike_id\)\) WITHOUT ROWID$/);
      return;
    }
    const { rows } = await knex.raw(
      `SELECT (SELECT collation_name FROM information_schema.columns WHERE table_name = ? AND column_name = 'pair') AS collation,
        (SELECT pg_get_indexdef(indexrelid) FROM pg_index WHERE indrelid = ?::regclass AND indisprimary) AS key`,
      [SERIAL_PAIRS_TABLE, SERIAL_PAIRS_TABLE],
    );
    expect(rows[0]).toEqual({ collation: 'C', key: expect.stringMatching(/\(pair, bike_id\) INCLUDE \(serial_normalized\)$/) });
    // The index alone answers a lookup (this suite's few rows would otherwise be read from the table's pages).
    const lookup = await knex.transaction(async (trx: typeof knex) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      await trx.raw('SET LOCAL enable_bitmapscan = off');
      const { rows } = await trx.raw(`EXPLAIN SELECT bike_id, serial_normalized FROM ${SERIAL_PAIRS_TABLE} WHERE pair = ANY(?::text[])`, [['5:01:Z|9']]);
      return rows.map((line: { 'QUERY PLAN': string }) => line['QUERY PLAN']).join('\n');
    });
    expect(lookup).toContain(`Index Only Scan using ${SERIAL_PAIRS_TABLE}_pkey`);
  });

  it('lets the database refuse a duplicate registry number', async () => {
    const bikes = cms.strapi.db.query('api::bike.bike');
    const bike = { nickName: 'A', serial_number: 'X1', serial_normalized: 'X1', registry_number: 'ABCDEFGH1' };
    await bikes.create({ data: { ...bike, slug: 'a-1' } });
    // Matched on the message: the driver's error class comes from outside Jest's realm.
    await expect(bikes.create({ data: { ...bike, slug: 'a-2' } })).rejects.toMatchObject({
      message: expect.stringMatching(/UNIQUE constraint failed|duplicate key value/),
    });
    expect(await bikes.count({ where: { registry_number: 'ABCDEFGH1' } })).toBe(1);
  });

  it('plans a statement compiled once for every value: no value samples on SQLite to plan it again from but the live ads\', a generic plan on PostgreSQL', async () => {
    const knex = cms.strapi.db.connection;
    if (cms.strapi.config.get('database.connection.client') === 'postgres') {
      const { rows } = await knex.raw('SHOW plan_cache_mode');
      expect(rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
      return;
    }
    const bikes = cms.strapi.db.query('api::bike.bike');
    for (const n of [1, 2, 3]) {
      await bikes.create({ data: { nickName: `Amostra ${n}`, slug: `amostra-${n}`, serial_number: `SAMPLE${n}`, serial_normalized: `SAMPLE${n}`, registry_number: `SAMPLE00${n}` } });
    }
    const samples = async () => (await knex.raw('SELECT tbl, count(*) AS n FROM sqlite_stat4 GROUP BY tbl')) as { tbl: string }[];
    // What a bulk import or an earlier boot leaves: the averages and the samples.
    await knex.raw('ANALYZE');
    expect((await samples()).map(({ tbl }) => tbl)).toContain('bikes');
    await refreshStatistics(cms.strapi);
    expect((await samples()).filter(({ tbl }) => tbl !== ADS_TABLE)).toEqual([]);
    expect(Number((await knex.raw('SELECT count(*) AS n FROM sqlite_stat1'))[0].n)).toBeGreaterThan(0);
  });

  it('plans the classifieds: a range of prices that holds most ads walks the dates or the category, a narrow one the prices, and every set of filters goes through an index', async () => {
    const knex = cms.strapi.db.connection;
    const postgres = cms.strapi.config.get('database.connection.client') === 'postgres';
    // Ten thousand ads priced from 50 to 6,000 € in ten categories, as on a registry, then its statistics.
    const FIRST = 1_000_000;
    const KEPT = 'bikes_public_rows';
    // The ads or their kept rows read from end to end (on SQLite a SCAN alone; a walk along an index shows its name).
    const READ_IN_FULL = /Seq Scan on (bikes_ads|bikes_public_rows)\b|^SCAN (bikes_ads|k)$/m;
    const ads = Array.from({ length: 10_000 }, (_, i) => ({
      bike_id: FIRST + i,
      classified_date: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
      price: 50 + ((i * 2_963) % 5_951),
      city: `Concelho ${i % 50}`,
      category: `categoria-${i % 10}`,
      brand: 'marca',
      names: `marca modelo ${i}`,
    }));
    await knex.batchInsert(ADS_TABLE, ads, 200);
    // Their bikes' kept rows, as the public reads leave them, which every page reads beside its ads.
    const body = JSON.stringify({ remarks: 'Bicicleta bem estimada. '.repeat(60) });
    await knex.batchInsert(KEPT, ads.map(({ bike_id }) => ({ id: bike_id, generation: 1, body, shape: 'kept' })), 200);
    const analyze = async () => {
      await knex.raw(postgres ? `ANALYZE ${ADS_TABLE}; ANALYZE ${KEPT}` : 'ANALYZE');
      await refreshStatistics(cms.strapi);
    };
    try {
      await analyze();
      const plan = (query: ReturnType<typeof liveAds>) => {
        const { sql, bindings } = query.toSQL();
        return planOf(sql, bindings as string[]);
      };
      const page = (filters: AdFilters) => liveAds(knex, filters).select('bike_id').orderBy([...LATEST_AD_FIRST]).limit(12);
      const count = (filters: AdFilters) => liveAds(knex, filters).count({ total: '*' });
      const wide = { priceMin: 100, priceMax: 5_900 };
      expect(await plan(page(wide))).toMatch(/bikes_ads_classified_date_idx/);
      // Counted from the index alone on SQLite (its entries carry the price); PostgreSQL chooses by its visibility map.
      expect(await plan(count({ ...wide, category: 'categoria-3' }))).toMatch(postgres ? /bikes_ads_category_priced_idx/ : /COVERING INDEX bikes_ads_category_priced_idx/);
      expect(await plan(page({ priceMin: 3_000, priceMax: 3_010 }))).toMatch(/bikes_ads_price_idx/);
      // A name's page and total, as the classifieds read them: through the names' index, not along the dates.
      const { statements } = await recordStatements(cms.strapi, () => liveAdsPage(knex, { name: 'modelo 123' }, { offset: 0, limit: 12 }, KEPT), isRead);
      expect(statements).toHaveLength(1);
      const { sql, bindings } = asRaw(statements[0]);
      const named = await planOf(sql, bindings);
      expect(named).toMatch(postgres ? /bikes_ads_names_idx/ : /bikes_ads_names VIRTUAL TABLE INDEX/);
      expect(named).not.toMatch(/bikes_ads_classified_date_idx/);
      // Every set of filters as the classifieds run it, through the indexes, the page's kept rows
      // by their key: on PostgreSQL a named statement, planned once for every value, but a name
      // looked up through the trigram index, planned for its value.
      const every: AdFilters = { name: 'modelo', city: 'Concelho 7', category: 'categoria-3', priceMin: 1_000, priceMax: 2_000 };
      for (let chosen = 1; chosen < 32; chosen++) {
        const filters = Object.fromEntries(Object.entries(every).filter((_, bit) => chosen & (1 << bit)));
        const { statements: filtered } = await recordStatements(cms.strapi, () => liveAdsPage(knex, filters, { offset: 0, limit: 12 }, KEPT), isRead);
        expect(filtered.length).toBeGreaterThan(0);
        for (const statement of filtered) {
          if (postgres) expect({ filters, named: statement.name !== undefined }).toEqual({ filters, named: filters.name === undefined });
          const raw = asRaw(statement);
          const planned = statement.name ? await planForEveryValue(statement) : await planOf(raw.sql, raw.bindings);
          expect({ filters, plan: planned }).toEqual({ filters, plan: expect.not.stringMatching(READ_IN_FULL) });
        }
      }
      // Every ad's page, from the latest end and from the oldest, along the dates for any page.
      await liveAdsPage(knex, {}, { offset: 0, limit: 12 }, KEPT);
      for (const offset of [120, 9_900]) {
        const { statements: walks } = await recordStatements(cms.strapi, () => liveAdsPage(knex, {}, { offset, limit: 12 }, KEPT), isRead);
        expect(walks.map(({ sql }) => /classified_date ASC/i.test(sql))).toEqual([offset > 5_000]);
        const walked = await planForEveryValue(walks[0]);
        expect(walked).toMatch(/bikes_ads_classified_date_idx/);
        expect(walked).not.toMatch(READ_IN_FULL);
      }
    } finally {
      await knex(ADS_TABLE).where('bike_id', '>=', FIRST).delete();
      await knex(KEPT).where('id', '>=', FIRST).delete();
      await analyze();
    }
  });

  it('survives a second boot: creating the indexes again is a no-op', async () => {
    const before = (await readIndexes()).map((index) => index.name).sort();
    const { ensureIndexes } = await import('../src/database/indexes');
    await ensureIndexes(cms.strapi);
    await ensureSerialPieces(cms.strapi);
    expect((await readIndexes()).map((index) => index.name).sort()).toEqual(before);
  });
});
