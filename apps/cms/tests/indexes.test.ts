import { ALL_INDEX_NAMES, INDEXES, receiverLinkTable, stolenDetailsLinkTable, tableAndColumns } from '../src/database/indexes';
import { SERIAL_TAIL_INDEXES, SERIAL_TRIGRAM_INDEX, SERIAL_TRIGRAM_TABLE, ensureSerialTrigrams, trigramCandidates } from '../src/database/serial-trigrams';
import { CONVERSATIONS_TABLE, CONVERSATION_INDEXES } from '../src/api/message/conversations';
import { startCms, type TestCms } from './helpers/strapi';

let cms: TestCms;
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
    expect((await readIndexes()).map((index) => index.name)).not.toContain('bikes_stolen_created_at_idx');
  });

  it('indexes serial keys by trigram and by their tail, for close serials', async () => {
    const knex = cms.strapi.db.connection;
    const tails = SERIAL_TAIL_INDEXES.map((index) => index.name);
    if (cms.strapi.config.get('database.connection.client') === 'postgres') {
      const { rows } = await knex.raw('SELECT indexname, indexdef FROM pg_indexes WHERE indexname = ANY(?)', [[SERIAL_TRIGRAM_INDEX, ...tails]]);
      const definition = new Map(rows.map((row: { indexname: string; indexdef: string }) => [row.indexname, row.indexdef]));
      // On an expression, so the exact keys' `IN` lists stay on the B-tree (src/database/serial-trigrams.ts).
      expect(definition.get(SERIAL_TRIGRAM_INDEX)).toMatch(/USING gin \(lower\(\(?serial_normalized\)?(::text)?\) gin_trgm_ops\)/);
      const { rows: retired } = await knex.raw(`SELECT 1 FROM pg_indexes WHERE indexname = 'bikes_serial_normalized_trgm_idx'`);
      expect(retired).toEqual([]);
      const plan: string = await knex.transaction(async (trx: typeof knex) => {
        await trx.raw('SET LOCAL enable_seqscan = off');
        const { rows: lines } = await trx.raw('EXPLAIN SELECT id FROM bikes WHERE serial_normalized IN (?, ?, ?)', ['QRT9876', 'QRT9877', 'QRT987']);
        return lines.map((line: { 'QUERY PLAN': string }) => line['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('bikes_serial_normalized_idx');
      expect(plan).not.toContain('trgm');
      expect(definition.get(tails[0])).toMatch(/substr\(\(?serial_normalized\)?(::text)?, 2\)/);
      expect(definition.get(tails[1])).toMatch(/substr\(\(?serial_normalized\)?(::text)?, 3\)/);
      return;
    }
    const objects: { name: string; type: string; sql: string }[] = await knex.raw(
      `SELECT name, type, sql FROM sqlite_master WHERE name = ? OR name LIKE ? OR name IN (${tails.map(() => '?').join(', ')})`,
      [SERIAL_TRIGRAM_TABLE, `${SERIAL_TRIGRAM_TABLE}_%`, ...tails],
    );
    const sql = new Map(objects.map((object) => [object.name, object.sql]));
    expect(sql.get(SERIAL_TRIGRAM_TABLE)).toMatch(/fts5\(serial, tokenize = 'trigram'\)/);
    expect(objects.filter((object) => object.type === 'trigger').map((object) => object.name).sort()).toEqual(
      ['delete', 'insert', 'update'].map((event) => `${SERIAL_TRIGRAM_TABLE}_${event}`),
    );
    expect(sql.get(tails[0])).toMatch(/substr\(`serial_normalized`, 2\)/);
    expect(sql.get(tails[1])).toMatch(/substr\(`serial_normalized`, 3\)/);
  });

  it('keeps the trigram index in step with every write to a serial key', async () => {
    const bikes = cms.strapi.db.query('api::bike.bike');
    const candidates = async (key: string) =>
      (await cms.strapi.db.transaction(({ trx }) => trigramCandidates(cms.strapi, trx, key, { approvedOnly: false, limit: 10 }))).map((row) => Number(row.id));
    const bike = await bikes.create({ data: { nickName: 'T', serial_number: 'QRT9876', serial_normalized: 'QRT9876', registry_number: 'TRIGRAM01', slug: 'trigram-1' } });
    expect(await candidates('QRT9876')).toContain(bike.id);
    await bikes.update({ where: { id: bike.id }, data: { serial_normalized: 'VWX5432' } });
    expect(await candidates('QRT9876')).not.toContain(bike.id);
    expect(await candidates('VWX5432')).toContain(bike.id);
    await bikes.delete({ where: { id: bike.id } });
    expect(await candidates('VWX5432')).not.toContain(bike.id);
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

  it('survives a second boot: creating the indexes again is a no-op', async () => {
    const before = (await readIndexes()).map((index) => index.name).sort();
    const { ensureIndexes } = await import('../src/database/indexes');
    await ensureIndexes(cms.strapi);
    await ensureSerialTrigrams(cms.strapi);
    expect((await readIndexes()).map((index) => index.name).sort()).toEqual(before);
  });
});
