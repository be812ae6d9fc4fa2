import request from 'supertest';
import { seedReference } from '../src/seed/reference';
import { ensureKeptPublicRows } from '../src/api/bike/public-rows';
import { keptRows } from '../src/database/kept-rows';
import { isRead, recordStatements } from '../src/database/sql-recorder';
import { isPostgres } from '../src/database/indexes';
import { createBike, lookupIds } from './helpers/bikes';
import { pngBytes } from './helpers/files';
import { startCms, stopBackgroundReads, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The public bike rows kept on write (src/database/kept-rows.ts, docs/data-model.md "Kept rows"),
 * through HTTP with the response cache off, so every answer is read from the database: a row is
 * kept on its first read and read alone after, and every write that changes what a bike shows
 * (its own, its lookups', its owner's, its stolen report's, its photos') is shown by the next read.
 */

type Account = Awaited<ReturnType<typeof createUser>>;
type Bike = Awaited<ReturnType<typeof createBike>>;

const KEPT = 'bikes_public_rows';

let cms: TestCms;
let ids: Awaited<ReturnType<typeof lookupIds>>;
let owner: Account;

const api = () => request(cms.server);
const knex = () => cms.strapi.db.connection;
const keptRow = (id: number) => knex()(KEPT).where({ id }).first() as Promise<{ generation: number; body: string | null; shape: string | null } | undefined>;
/** A bike's page, with the statements read for it. */
const page = (slug: string) => recordStatements(cms.strapi, () => api().get(`/api/bikes/by-slug/${slug}`));
const classified = async (slug: string) => (await api().get(`/api/classifieds/${slug}`)).body.data;
/** Statements that read a bike through its links, as the view does when no row is kept. */
const readThroughLinks = (statements: { sql: string }[]) => statements.filter(({ sql }) => /\bbikes_brand_lnk\b/.test(sql));

async function upload(bytes: Buffer, filename: string) {
  const response = await api().post('/api/upload').set('Authorization', `Bearer ${owner.jwt}`).attach('files', bytes, { filename, contentType: 'image/png' });
  expect(response.status).toBe(201);
  return response.body[0].id as number;
}

/** Reads the bike once, so its row is kept before the write under test. */
async function kept(bike: Bike) {
  expect((await page(bike.slug)).result.status).toBe(200);
  expect((await keptRow(bike.id))?.body).not.toBeNull();
}

beforeAll(async () => {
  process.env.PUBLIC_RESPONSE_CACHE = 'false';
  cms = await startCms();
  await stopBackgroundReads(cms.strapi);
  await seedReference(cms.strapi);
  ids = await lookupIds(cms.strapi);
  owner = await createUser(cms.strapi, { name: 'Marta Dona' });
});

afterAll(async () => {
  delete process.env.PUBLIC_RESPONSE_CACHE;
  await cms.stop();
});

describe('a public bike row', () => {
  it('is made empty with the bike, kept on its first read, and read alone the next time, in the statement that finds the bike, the same answer', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    expect(await keptRow(bike.id)).toMatchObject({ body: null });

    const first = await page(bike.slug);
    expect(first.result.status).toBe(200);
    expect(readThroughLinks(first.statements)).not.toEqual([]);
    expect((await keptRow(bike.id))?.body).not.toBeNull();

    const second = await page(bike.slug);
    expect(second.result.body).toEqual(first.result.body);
    expect(readThroughLinks(second.statements)).toEqual([]);
    // One statement finds the bike by its slug and reads its kept row.
    expect(second.statements.filter(({ sql }) => isRead(sql))).toEqual([expect.objectContaining({ sql: expect.stringMatching(new RegExp(`\\b${KEPT}\\b[\\s\\S]*\\bslug\\b`)) })]);
  });

  it("shows a write to the bike itself, and one to its lookups' names", async () => {
    const [material] = await cms.strapi.db.query('api::material.material').findMany({ where: { documentId: ids.material }, select: ['id'] });
    const [suspension] = await cms.strapi.db.query('api::suspension-type.suspension-type').findMany({ where: { documentId: ids.suspension_type }, select: ['id'] });
    const secondary = await cms.strapi.db.query('api::color.color').create({ data: { name: 'Cor Segunda' }, select: ['id', 'documentId'] });
    const brand = await cms.strapi.db.query('api::brand.brand').create({ data: { name: 'Marca Velha' }, select: ['id', 'documentId'] });
    const bike = await createBike(cms.strapi, owner.user, { brand: brand.documentId, secondary_colors: [secondary.documentId] });
    await kept(bike);

    await cms.strapi.documents('api::bike.bike').update({ documentId: bike.documentId, data: { nickName: 'Nome Novo' } } as never);
    expect((await page(bike.slug)).result.body.data.nickName).toBe('Nome Novo');

    await cms.strapi.db.query('api::brand.brand').update({ where: { id: brand.id }, data: { name: 'Marca Nova' } });
    expect((await page(bike.slug)).result.body.data.brand.name).toBe('Marca Nova');

    await cms.strapi.db.query('api::color.color').update({ where: { id: secondary.id }, data: { name: 'Cor Renomeada' } });
    expect((await page(bike.slug)).result.body.data.secondary_colors).toEqual([{ name: 'Cor Renomeada' }]);

    await cms.strapi.db.query('api::material.material').update({ where: { id: material.id }, data: { name: 'Material Novo' } });
    await cms.strapi.db.query('api::suspension-type.suspension-type').update({ where: { id: suspension.id }, data: { type: 'Suspensão Nova' } });
    const renamed = (await page(bike.slug)).result.body.data;
    expect(renamed.materials).toEqual([{ name: 'Material Novo' }]);
    expect(renamed.suspension_types).toEqual([{ type: 'Suspensão Nova' }]);
  });

  it("shows a new brand linked, and the owner's new name and municipality", async () => {
    const other = await cms.strapi.db.query('api::brand.brand').create({ data: { name: 'Outra Marca' }, select: ['documentId'] });
    const seller = await createUser(cms.strapi, { name: 'Vendedor Antigo' });
    const bike = await createBike(cms.strapi, seller.user, { on_sale: true, price: 300, classified_date: new Date().toISOString() });
    await kept(bike);
    expect((await classified(bike.slug)).owner.name).toBe('Vendedor Antigo');

    await cms.strapi.documents('api::bike.bike').update({ documentId: bike.documentId, data: { brand: other.documentId } } as never);
    expect((await page(bike.slug)).result.body.data.brand.name).toBe('Outra Marca');

    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: seller.user.id }, data: { name: 'Vendedora Nova', city: 'Évora' } });
    expect((await classified(bike.slug)).owner).toMatchObject({ name: 'Vendedora Nova', city: 'Évora' });
  });

  it('shows a change to its stolen report', async () => {
    const bike = await createBike(cms.strapi, owner.user, {
      stolen: true,
      stolen_details: { stolen_date: '2024-05-01T10:00:00.000Z', city: 'Braga', postal: '4700-321', estimated_value: 500, lock_description: 'Cadeado', incident_description: 'Levada.' },
    });
    await kept(bike);
    const [{ id: report }] = await knex()('components_bike_stolen_details')
      .join('bikes_cmps', 'bikes_cmps.cmp_id', 'components_bike_stolen_details.id')
      .where('bikes_cmps.entity_id', bike.id)
      .select('components_bike_stolen_details.id');
    await cms.strapi.db.query('bike.stolen-details').update({ where: { id: report }, data: { city: 'Viseu' } });
    expect((await page(bike.slug)).result.body.data.stolen_details.city).toBe('Viseu');
  });

  it("shows a new photo, and an editor's new description of it", async () => {
    const bike = await createBike(cms.strapi, owner.user);
    await kept(bike);
    const photo = await upload(await pngBytes('#2E7D32'), 'frente.png');
    await cms.strapi.documents('api::bike.bike').update({ documentId: bike.documentId, data: { bike_photo: photo } } as never);
    const shown = (await page(bike.slug)).result.body.data.bike_photo;
    expect(shown.url).toMatch(/frente/);

    await cms.strapi.db.query('plugin::upload.file').update({ where: { id: photo }, data: { alternativeText: 'A bicicleta de frente' } });
    expect((await page(bike.slug)).result.body.data.bike_photo.alternativeText).toBe('A bicicleta de frente');
  });

  it('is not shown once the bike is no longer approved, and goes with the bike', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    await kept(bike);
    await cms.strapi.db.query('api::bike.bike').update({ where: { id: bike.id }, data: { approved: false } });
    expect((await page(bike.slug)).result.status).toBe(404);

    await cms.strapi.db.query('api::bike.bike').delete({ where: { id: bike.id } });
    expect(await keptRow(bike.id)).toBeUndefined();
  });
});

describe('reads racing writes', () => {
  it('show the last write once they settle, whatever their order: a read of the old bike never keeps it', async () => {
    const brand = await cms.strapi.db.query('api::brand.brand').create({ data: { name: 'Marca Partilhada 0' }, select: ['id', 'documentId'] });
    const bikes: Bike[] = [];
    for (let i = 0; i < 8; i += 1) bikes.push(await createBike(cms.strapi, owner.user, { brand: brand.documentId, stolen: true, stolen_details: { stolen_date: '2024-05-01T10:00:00.000Z', city: 'Faro', postal: '8000-001', estimated_value: 300, lock_description: 'Cadeado', incident_description: 'Levada.' } }));
    const listed = async () => {
      const response = await api().get('/api/bikes/stolen?limit=8');
      expect(response.status).toBe(200);
      return response.body.data as { slug: string; nickName: string; brand: { name: string } }[];
    };
    for (let round = 1; round <= 5; round += 1) {
      const renames = [
        cms.strapi.db.query('api::brand.brand').update({ where: { id: brand.id }, data: { name: `Marca Partilhada ${round}` } }),
        cms.strapi.documents('api::bike.bike').update({ documentId: bikes[round].documentId, data: { nickName: `Corrida ${round}` } } as never),
      ];
      const reads = Array.from({ length: 6 }, () => listed());
      await Promise.all([...renames, ...reads]);
      const settled = await listed();
      expect(settled.filter((bike) => bikes.some(({ slug }) => slug === bike.slug)).map((bike) => bike.brand.name)).toEqual(Array(8).fill(`Marca Partilhada ${round}`));
      expect(settled.find((bike) => bike.slug === bikes[round].slug)?.nickName).toBe(`Corrida ${round}`);
    }
  });
});

describe('keeping a row', () => {
  it('keeps nothing read before a write that changed the bike: its generation moved', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const rows = keptRows(KEPT);
    const [before] = await rows.read(knex(), [bike.id]);
    await cms.strapi.db.query('api::bike.bike').update({ where: { id: bike.id }, data: { nickName: 'Escrita Entretanto' } });

    await rows.keep(knex(), 'any', [{ id: bike.id, generation: before.generation, body: '{"nickName":"Lida Antes"}' }]);
    expect(await keptRow(bike.id)).toMatchObject({ body: null });
    expect((await page(bike.slug)).result.body.data.nickName).toBe('Escrita Entretanto');

    // With the generation it read, a row is kept: a bike never read, so only this keep fills it.
    const unread = await createBike(cms.strapi, owner.user);
    const [current] = await rows.read(knex(), [unread.id]);
    expect(current.body).toBeNull();
    await rows.keep(knex(), 'current', [{ id: unread.id, generation: current.generation, body: '{"nickName":"Lida Agora"}' }]);
    expect((await keptRow(unread.id))?.body).not.toBeNull();
    expect(await keptRow(unread.id)).toMatchObject({ body: '{"nickName":"Lida Agora"}', shape: 'current' });
  });

  it('reads anew a row kept in another shape (a view from another version of the CMS)', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    await kept(bike);
    await knex()(KEPT).where({ id: bike.id }).update({ body: '{"nickName":"Forma Antiga"}', shape: 'another-view' });

    const read = await page(bike.slug);
    expect(read.result.body.data.nickName).toBe((bike as Bike & { nickName: string }).nickName);
    expect(readThroughLinks(read.statements)).not.toEqual([]);
    expect((await keptRow(bike.id))?.shape).not.toBe('another-view');
  });

  it('empties every row at boot when a trigger was missing, since writes may have passed unseen', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    await kept(bike);
    const { generation } = (await keptRow(bike.id))!;
    const trigger = `${KEPT}_update`;
    if (isPostgres(knex())) await knex().raw(`DROP TRIGGER ${trigger} ON bikes`);
    else await knex().raw(`DROP TRIGGER ${trigger}`);
    await knex()('bikes').where({ id: bike.id }).update({ nick_name: 'Sem Gatilho' });
    expect((await keptRow(bike.id))?.body).not.toBeNull();

    await ensureKeptPublicRows(cms.strapi);
    expect(await keptRow(bike.id)).toMatchObject({ body: null, generation: generation + 1 });
    expect((await page(bike.slug)).result.body.data.nickName).toBe('Sem Gatilho');
    await cms.strapi.db.query('api::bike.bike').update({ where: { id: bike.id }, data: { nickName: 'Com Gatilho' } });
    expect((await page(bike.slug)).result.body.data.nickName).toBe('Com Gatilho');
  });
});
