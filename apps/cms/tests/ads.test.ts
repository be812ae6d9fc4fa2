import request from 'supertest';
import { ensureAds, ADS_TABLE, ADS_TOTAL_TABLE, LATEST_AD_FIRST, liveAds, liveAdsPage } from '../src/database/ads';
import { PUBLIC_LIST_SIZES } from '@bicla/api-client/shared';
import { isRead, recordStatements } from '../src/database/sql-recorder';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The live ads' table (src/database/ads.ts) follows every write that changes what the
 * classifieds show, through its triggers, on both databases: a row that lags behind lists an ad
 * the registry no longer lists, or hides one it does.
 */

interface Owner {
  id: number;
  documentId: string;
}
interface AdRow {
  bike_id: number;
  price: number | null;
  owner_id: number | null;
  city: string | null;
  category: string | null;
  brand: string | null;
  names: string;
}

let cms: TestCms;
let braga: Owner;
let porto: Owner;
let categories: string[];
let brands: { id: number; documentId: string; name: string }[];

const api = () => request(cms.server);
const knex = () => cms.strapi.db.connection;
const bikes = () => cms.strapi.documents('api::bike.bike');

async function adRow(id: number): Promise<AdRow | undefined> {
  const row = await knex()(ADS_TABLE).where('bike_id', id).first();
  return row && { ...row, bike_id: Number(row.bike_id), owner_id: row.owner_id === null ? null : Number(row.owner_id) };
}

async function owner(name: string, city: string): Promise<Owner> {
  const { user } = await createUser(cms.strapi, { name });
  return cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: user.id }, data: { city }, select: ['id', 'documentId'] }) as Promise<Owner>;
}

const ad = (who: Owner, fields: Record<string, unknown> = {}) =>
  createBike(cms.strapi, who, {
    on_sale: true,
    price: 300,
    classified_date: '2025-03-01T00:00:00.000Z',
    category: categories[0],
    brand: brands[0].documentId,
    ...fields,
  });

const classifiedSlugs = async (query: Record<string, string | number>) =>
  ((await api().get('/api/classifieds').query(query).expect(200)).body.data as { slug: string }[]).map((bike) => bike.slug);

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  braga = await owner('Ana Braga', 'Braga');
  porto = await owner('Rui Porto', 'Porto');
  categories = (await cms.strapi.db.query('api::category.category').findMany({ select: ['documentId'], orderBy: { id: 'asc' }, limit: 2 })).map(
    (row: { documentId: string }) => row.documentId,
  );
  brands = await cms.strapi.db.query('api::brand.brand').findMany({ select: ['id', 'documentId', 'name'], orderBy: { id: 'asc' }, limit: 2 });
});

afterAll(async () => {
  await cms.stop();
});

describe('the live ads', () => {
  it('hold an approved ad with its owner, municipality, category, brand and names in lower case', async () => {
    const created = await ad(braga, { model: 'Marlin 7', nickName: 'A Vermelha', price: 450 });
    expect(await adRow(created.id)).toMatchObject({
      bike_id: created.id,
      price: 450,
      owner_id: braga.id,
      city: 'Braga',
      category: categories[0],
      brand: brands[0].name.toLowerCase(),
      names: `${brands[0].name} Marlin 7 A Vermelha`.toLowerCase(),
    });
  });

  it('leave out a pending, a stolen and a withdrawn bike, and take each in once it is listed', async () => {
    const pending = await ad(braga, { approved: false });
    const stolen = await ad(braga, { stolen: true });
    const notForSale = await ad(braga, { on_sale: false });
    for (const bike of [pending, stolen, notForSale]) expect(await adRow(bike.id)).toBeUndefined();

    await bikes().update({ documentId: pending.documentId, data: { approved: true } } as never);
    await bikes().update({ documentId: stolen.documentId, data: { stolen: false } } as never);
    await bikes().update({ documentId: notForSale.documentId, data: { on_sale: true } } as never);
    for (const bike of [pending, stolen, notForSale]) expect(await adRow(bike.id)).toMatchObject({ bike_id: bike.id, city: 'Braga' });

    await bikes().update({ documentId: stolen.documentId, data: { stolen: true } } as never);
    await bikes().update({ documentId: notForSale.documentId, data: { on_sale: false } } as never);
    expect(await adRow(stolen.id)).toBeUndefined();
    expect(await adRow(notForSale.id)).toBeUndefined();
  });

  it('follow the price, the names, the category and the brand of the ad', async () => {
    const created = await ad(braga);
    await bikes().update({
      documentId: created.documentId,
      data: { price: 999, model: 'Stumpjumper', nickName: 'Trilhos', category: categories[1], brand: brands[1].documentId },
    } as never);
    expect(await adRow(created.id)).toMatchObject({
      price: 999,
      category: categories[1],
      brand: brands[1].name.toLowerCase(),
      names: `${brands[1].name} stumpjumper trilhos`.toLowerCase(),
    });
  });

  it("follow a brand's new name, and the classifieds find the ad by it", async () => {
    const brand = await cms.strapi.db.query('api::brand.brand').create({ data: { name: 'Marca Antiga' }, select: ['id', 'documentId'] });
    const created = await ad(braga, { brand: brand.documentId });
    await cms.strapi.db.query('api::brand.brand').update({ where: { id: brand.id }, data: { name: 'Ciclos Novos' } });
    expect(await adRow(created.id)).toMatchObject({ brand: 'ciclos novos', names: expect.stringMatching(/^ciclos novos /) });
    expect(await classifiedSlugs({ name: 'CICLOS NOVOS' })).toEqual([created.slug]);
    expect(await classifiedSlugs({ name: 'Marca Antiga' })).toEqual([]);
  });

  it("follow the owner's move to another municipality, and a transfer to another owner", async () => {
    const mover = await owner('Inês Muda', 'Faro');
    const created = await ad(mover);
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: mover.id }, data: { city: 'Évora' } });
    expect((await adRow(created.id))?.city).toBe('Évora');
    expect(await classifiedSlugs({ city: 'Évora' })).toContain(created.slug);
    expect(await classifiedSlugs({ city: 'Faro' })).not.toContain(created.slug);

    await bikes().update({ documentId: created.documentId, data: { user: porto.documentId } } as never);
    expect(await adRow(created.id)).toMatchObject({ owner_id: porto.id, city: 'Porto' });
  });

  it('drop a deleted bike', async () => {
    const created = await ad(braga);
    await bikes().delete({ documentId: created.documentId });
    expect(await adRow(created.id)).toBeUndefined();
  });

  it('are counted in step with every write, so the classifieds without a filter count none, and counted again at boot', async () => {
    const counted = async () => Number((await knex()(ADS_TABLE).count({ n: '*' }))[0].n);
    const kept = async () => Number((await knex()(ADS_TOTAL_TABLE).sum({ n: 'total' }))[0].n ?? 0);
    const inStep = async () => expect(await kept()).toBe(await counted());
    await inStep();
    const listed = await ad(braga);
    const other = await ad(porto);
    await inStep();
    // A new price lists the ad again: still one.
    await bikes().update({ documentId: listed.documentId, data: { price: 450 } } as never);
    await bikes().update({ documentId: other.documentId, data: { on_sale: false } } as never);
    await inStep();
    await bikes().delete({ documentId: listed.documentId });
    await inStep();

    const { result, statements } = await recordStatements(cms.strapi, () => api().get('/api/classifieds').expect(200), isRead);
    expect(result.body.meta.pagination.total).toBe(await counted());
    expect(statements.filter(({ sql }) => new RegExp(`count\\(\\*\\)[^;]*from [\`"]?${ADS_TABLE}\\b`, 'i').test(sql))).toEqual([]);

    // Whatever wrote while the triggers were missing is counted at the next boot.
    await knex()(ADS_TOTAL_TABLE).update({ total: 1_000 });
    await ensureAds(cms.strapi);
    await inStep();
  });

  it('let two ads be listed at once, neither waiting on their count for the other to commit', async () => {
    const first = await ad(braga, { on_sale: false });
    const second = await ad(porto, { on_sale: false });
    if (cms.strapi.config.get('database.connection.client') !== 'postgres') {
      // SQLite has one writer at a time by design: only the count's triggers are there.
      const triggers: { name: string }[] = await knex().raw(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '${ADS_TOTAL_TABLE}%'`);
      expect(triggers.map(({ name }) => name).sort()).toEqual([`${ADS_TOTAL_TABLE}_delete`, `${ADS_TOTAL_TABLE}_insert`]);
      return;
    }
    // Bikes registered one after the other are counted in different slots.
    expect(first.id % 16).not.toBe(second.id % 16);
    const one = await knex().transaction();
    const other = await knex().transaction();
    try {
      await one('bikes').where('id', first.id).update({ on_sale: true });
      await other.raw("SET LOCAL lock_timeout = '2s'");
      await other('bikes').where('id', second.id).update({ on_sale: true });
      await other.commit();
    } finally {
      if (!other.isCompleted()) await other.rollback();
      await one.commit();
    }
    for (const bike of [first, second]) expect(await adRow(bike.id)).toMatchObject({ bike_id: bike.id });
  });

  it('are filled from the registry when the table is new, as the triggers would have', async () => {
    const before = await knex()(ADS_TABLE).select('*').orderBy('bike_id');
    expect(before.length).toBeGreaterThan(3);
    await knex().schema.dropTable(ADS_TABLE);
    await ensureAds(cms.strapi);
    expect(await knex()(ADS_TABLE).select('*').orderBy('bike_id')).toEqual(before);
    // The names' index is filled with them: an ad is found by its name as before.
    expect(await classifiedSlugs({ name: 'marlin 7 a verm' })).toHaveLength(1);
  });
});

describe("every ad's page", () => {
  const size = PUBLIC_LIST_SIZES.classifieds;
  const latestFirst = async () => (await knex()(ADS_TABLE).select('bike_id').orderBy([...LATEST_AD_FIRST])).map((row) => Number(row.bike_id));

  it('is read in one statement: its ads, the kept total and the highest price', async () => {
    await ad(braga, { price: 7_450 });
    const { result, statements } = await recordStatements(cms.strapi, () => liveAdsPage(knex(), {}, { offset: 0, limit: size }), isRead);
    const every = await latestFirst();
    expect(result).toEqual({ ids: every.slice(0, size), total: every.length, priceMax: 7_450 });
    expect(statements).toHaveLength(1);
  });

  it('is walked from the oldest ad when nearer that end, with the same ads as from the latest, to a page past the last', async () => {
    // Three pages and a few, some on one date (their ids order them) and some on others.
    for (let n = 0; n < 2 * size + 5; n += 1) {
      await ad(n % 2 ? braga : porto, n % 3 ? {} : { classified_date: new Date(Date.UTC(2024, 0, 1 + n)).toISOString() });
    }
    const every = await latestFirst();
    // Which end is nearer goes by the total the last page counted: this one's.
    await liveAdsPage(knex(), {}, { offset: 0, limit: size });
    for (let offset = 0; offset <= every.length + size; offset += 1) {
      const { result, statements } = await recordStatements(cms.strapi, () => liveAdsPage(knex(), {}, { offset, limit: size }), isRead);
      expect({ offset, ...result }).toEqual({ offset, ids: every.slice(offset, offset + size), total: every.length, priceMax: 7_450 });
      const oldestNearer = 2 * offset + size > every.length;
      expect(statements.map(({ sql }) => /classified_date ASC/i.test(sql))).toEqual([oldestNearer]);
    }
  });

  it('reads no ads as an empty page, a total of none and no highest price', async () => {
    const listed = await knex()(ADS_TABLE).select('*');
    try {
      await knex()(ADS_TABLE).delete();
      for (const offset of [0, size]) expect(await liveAdsPage(knex(), {}, { offset, limit: size })).toEqual({ ids: [], total: 0, priceMax: 0 });
    } finally {
      // Listed again through the triggers, which count them again.
      await knex()(ADS_TABLE).insert(listed);
    }
  });
});

describe('a filtered page', () => {
  it('reads its ads, their total and the highest price of every ad in one statement, a page past the last too', async () => {
    const size = PUBLIC_LIST_SIZES.classifieds;
    const filters = { city: 'Braga', priceMin: 100 };
    const matching = (await liveAds(knex(), filters).select('bike_id').orderBy([...LATEST_AD_FIRST])).map((row: { bike_id: number }) => Number(row.bike_id));
    expect(matching.length).toBeGreaterThan(size);
    const highest = Number((await knex()(ADS_TABLE).max({ price: 'price' }))[0].price);
    for (const offset of [0, size, matching.length + size]) {
      const { result, statements } = await recordStatements(cms.strapi, () => liveAdsPage(knex(), filters, { offset, limit: size }), isRead);
      expect({ offset, ...result }).toEqual({ offset, ids: matching.slice(offset, offset + size), total: matching.length, priceMax: highest });
      expect(statements).toHaveLength(1);
    }
  });

  it('is built by knex once for a set of filters, whatever their values and page', async () => {
    const size = PUBLIC_LIST_SIZES.classifieds;
    const compiler = jest.spyOn(knex().client, 'queryCompiler');
    try {
      await liveAdsPage(knex(), { city: 'Porto', priceMax: 900, name: 'Trilhos' }, { offset: 0, limit: size });
      const built = compiler.mock.calls.length;
      const { result } = await recordStatements(cms.strapi, () => liveAdsPage(knex(), { city: 'Braga', priceMax: 400, name: 'serra' }, { offset: size, limit: size }), isRead);
      expect(compiler.mock.calls.length).toBe(built);
      // The same filters with other values still read their own ads.
      const braga = await liveAds(knex(), { city: 'Braga', priceMax: 400, name: 'serra' }).count({ total: '*' });
      expect(result.total).toBe(Number(braga[0].total));
    } finally {
      compiler.mockRestore();
    }
  });
});

describe('the name filter', () => {
  it('finds a name across brand, model and nickname, whatever its case', async () => {
    const brand = await cms.strapi.db.query('api::brand.brand').create({ data: { name: 'Trilhos Ibéricos' }, select: ['documentId'] });
    const created = await ad(porto, { brand: brand.documentId, model: 'Serra 29', nickName: 'Cabra' });
    expect(await classifiedSlugs({ name: 'IBÉRICOS SERRA' })).toEqual([created.slug]);
    expect(await classifiedSlugs({ name: 'serra 29 cab' })).toEqual([created.slug]);
    expect(await classifiedSlugs({ name: 'Serra 30' })).toEqual([]);
  });

  it('finds a name of one or two characters as a whole brand, too short to be looked up inside names', async () => {
    const gt = await cms.strapi.db.query('api::brand.brand').create({ data: { name: 'GT' }, select: ['documentId'] });
    const created = await ad(porto, { brand: gt.documentId, model: 'Avalanche' });
    const inside = await ad(porto, { model: 'Magtrack' });
    const found = await classifiedSlugs({ name: 'gt' });
    expect(found).toContain(created.slug);
    expect(found).not.toContain(inside.slug);
  });

  it('matches `%`, `_` and `\\` as written, never as patterns', async () => {
    const percent = await ad(porto, { model: 'Cruiser 100%' });
    const underscore = await ad(porto, { model: 'Gravel_X' });
    // What `l_x` and `gravel_` would find if `_` stood for any character.
    await ad(porto, { model: 'GravelXX' });
    const backslash = await ad(porto, { model: 'Road\\Z' });
    expect(await classifiedSlugs({ name: '100%' })).toEqual([percent.slug]);
    expect(await classifiedSlugs({ name: '1%0' })).toEqual([]);
    expect(await classifiedSlugs({ name: 'l_x' })).toEqual([underscore.slug]);
    expect(await classifiedSlugs({ name: 'Gravel_' })).toEqual([underscore.slug]);
    expect(await classifiedSlugs({ name: 'ad\\z' })).toEqual([backslash.slug]);
  });

  it("pages a name's ads with their total, the names' index read once for both, and a page past the last still counted", async () => {
    const size = PUBLIC_LIST_SIZES.classifieds;
    const listed = [];
    for (let n = 0; n < size + 3; n += 1) {
      listed.push(await ad(porto, { model: `Paginada ${n}`, classified_date: new Date(Date.UTC(2025, 4, 1 + n)).toISOString() }));
    }
    const newestFirst = listed.map((bike) => bike.slug).reverse();
    const pageOf = (page: number) => api().get('/api/classifieds').query({ name: 'paginada', page }).expect(200);
    const { result: first, statements } = await recordStatements(cms.strapi, () => pageOf(1), isRead);
    expect(first.body.data.map((bike: { slug: string }) => bike.slug)).toEqual(newestFirst.slice(0, size));
    expect(first.body.meta.pagination).toMatchObject({ page: 1, pageSize: size, pageCount: 2, total: size + 3 });
    const throughNames = statements.filter(({ sql }) => /MATCH|names LIKE/i.test(sql));
    expect(throughNames).toHaveLength(1);
    const second = await pageOf(2);
    expect(second.body.data.map((bike: { slug: string }) => bike.slug)).toEqual(newestFirst.slice(size));
    expect(second.body.meta.pagination).toMatchObject({ page: 2, pageCount: 2, total: size + 3 });
    const past = await pageOf(3);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination).toMatchObject({ page: 3, pageCount: 2, total: size + 3 });
    const none = await api().get('/api/classifieds').query({ name: 'nenhuma assim' }).expect(200);
    expect(none.body.meta.pagination).toMatchObject({ pageCount: 0, total: 0 });
  });

  it("merges the names' index at boot, however many writes made it", async () => {
    if (cms.strapi.config.get('database.connection.client') === 'postgres') {
      // PostgreSQL's trigram index has no segments: it is the one the lookup reads.
      const { rows } = await knex().raw(`SELECT indexdef FROM pg_indexes WHERE indexname = '${ADS_TABLE}_names_idx'`);
      expect(rows[0].indexdef).toMatch(/USING gin \(names gin_trgm_ops\)/);
      return;
    }
    // Each ad its own write, as people list them: FTS5 adds a segment for each.
    for (let n = 0; n < 20; n += 1) await ad(braga, { model: `Segmento ${n}` });
    const pages = async () => Number((await knex().raw(`SELECT count(*) AS n FROM ${ADS_TABLE}_names_data`))[0].n);
    const written = await pages();
    await ensureAds(cms.strapi);
    const booted = await pages();
    expect(booted).toBeLessThan(written);
    // Merged already: asking again changes nothing.
    await knex().raw(`INSERT INTO ${ADS_TABLE}_names (${ADS_TABLE}_names) VALUES ('optimize')`);
    expect(await pages()).toBe(booted);
    expect(await classifiedSlugs({ name: 'segmento 7' })).toHaveLength(1);
  });
});
