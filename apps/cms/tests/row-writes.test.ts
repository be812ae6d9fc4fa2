import type { Core } from '@strapi/strapi';
import { rowWrites } from '../src/database/row-writes';
import { recordStatements } from '../src/database/sql-recorder';
import { isUniqueViolation } from '../src/database/unique-violation';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * Rows written by id through compiled statements (src/database/row-writes.ts), on a real
 * database: what they write is what Strapi's query engine reads back as written, each link field
 * set to exactly its ids in their order, the model's lifecycles run as the query engine runs
 * them, and a write that fails leaves nothing behind.
 */

const BIKE = 'api::bike.bike';
const FILE = 'plugin::upload.file';

let cms: TestCms;
let owner: { id: number; documentId: string };
let ids: Record<'colors' | 'materials' | 'brands', number[]>;
const events: { action: string; data: Record<string, unknown>; result?: { id: number } }[] = [];
let bikes: ReturnType<typeof rowWrites>;
/** Records a lifecycle event of the bikes, with the data it wrote and the row it names. */
const heard = (action: string) => (event: { params: unknown; result?: unknown }) => {
  events.push({ action, data: (event.params as { data: Record<string, unknown> }).data, result: event.result as { id: number } });
};

const idsOf = async (uid: string) => ((await cms.strapi.db.query(uid as never).findMany({ select: ['id'], orderBy: { id: 'asc' } })) as { id: number }[]).map(({ id }) => id);

let fileCount = 0;
async function file() {
  fileCount += 1;
  const created = (await cms.strapi.db.query(FILE).create({
    data: { name: `foto-${fileCount}.png`, hash: `foto_${fileCount}`, ext: '.png', mime: 'image/png', size: 1, url: `/uploads/foto_${fileCount}.png`, provider: 'local' },
  })) as { id: number };
  return created.id;
}

/** The bike as Strapi's query engine reads it, its links by id in their order. */
async function readBack(id: number) {
  const row = await cms.strapi.db.query(BIKE).findOne({
    where: { id },
    populate: { brand: true, color: true, materials: true, secondary_colors: true, user: true, bike_photo: true, for_classified: true },
  });
  const idList = (links: { id: number }[] | null) => (links ?? []).map((link) => link.id);
  return { ...row, brand: row.brand?.id ?? null, color: row.color?.id ?? null, user: row.user?.id ?? null, bike_photo: row.bike_photo?.id ?? null,
    materials: idList(row.materials), secondary_colors: idList(row.secondary_colors), for_classified: idList(row.for_classified) };
}

/**
 * The database's refusal of a link to a row that does not exist. Matched by its message: the
 * driver's error class may come from another test file's module registry, which `toThrow` rejects.
 */
const refusedLink = expect.stringMatching(/foreign key/i);

let sequence = 0;
const newBike = (data: Record<string, unknown> = {}) => {
  sequence += 1;
  return bikes.create({
    nickName: `Escrita ${sequence}`,
    slug: `escrita-${sequence}-${process.pid}`,
    serial_number: `RW-${sequence}`,
    serial_normalized: `RW${sequence}`,
    registry_number: `RW${process.pid}${sequence}`,
    approved: false,
    stolen: false,
    on_sale: false,
    user: owner.id,
    publishedAt: new Date(),
    ...data,
  });
};

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  owner = (await createUser(cms.strapi, { name: 'Rita Escrita' })).user;
  ids = { colors: await idsOf('api::color.color'), materials: await idsOf('api::material.material'), brands: await idsOf('api::brand.brand') };
  cms.strapi.db.lifecycles.subscribe({
    models: [BIKE],
    afterCreate: heard('afterCreate'),
    afterUpdate: heard('afterUpdate'),
  });
  bikes = rowWrites(cms.strapi as Core.Strapi, BIKE);
});

afterAll(async () => {
  await cms.stop();
});

beforeEach(() => {
  events.length = 0;
});

describe('creating a row', () => {
  it('writes its columns, its links in order and the defaults, as the query engine reads them', async () => {
    const [photo, first, second] = [await file(), await file(), await file()];
    const { id, documentId } = await newBike({
      brand: ids.brands[1],
      color: ids.colors[2],
      materials: [ids.materials[2], ids.materials[0]],
      secondary_colors: [ids.colors[3], ids.colors[1]],
      bike_photo: photo,
      for_classified: [second, first],
      price: 450,
      other_information: 'Escrita direta',
    });
    const row = await readBack(id);
    expect(row).toMatchObject({
      documentId,
      nickName: `Escrita ${sequence}`,
      price: 450,
      other_information: 'Escrita direta',
      approved: false,
      brand: ids.brands[1],
      color: ids.colors[2],
      user: owner.id,
      materials: [ids.materials[2], ids.materials[0]],
      secondary_colors: [ids.colors[3], ids.colors[1]],
      bike_photo: photo,
      for_classified: [second, first],
    });
    // The documentId as Strapi makes them (the field's default), and the timestamps its lifecycle sets.
    expect(documentId).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(new Date(row.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.updatedAt).toEqual(row.createdAt);
  });

  it('is a row the document service finds, with the same links', async () => {
    const { documentId } = await newBike({ brand: ids.brands[0], materials: [ids.materials[1]] });
    const found = (await cms.strapi.documents(BIKE).findOne({ documentId, populate: ['brand', 'materials'] } as never)) as unknown as {
      brand: { id: number };
      materials: { id: number }[];
    };
    expect(found.brand.id).toBe(ids.brands[0]);
    expect(found.materials.map(({ id }) => id)).toEqual([ids.materials[1]]);
  });

  it('runs the model’s lifecycles once, after the row and its links are written', async () => {
    const { id } = await newBike({ materials: [ids.materials[0]] });
    expect(events).toEqual([expect.objectContaining({ action: 'afterCreate', result: expect.objectContaining({ id }) })]);
  });

  it('leaves the database to refuse a second row with a unique value', async () => {
    const { id } = await newBike();
    const { registry_number } = await readBack(id);
    const error = await newBike({ registry_number }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('writes nothing when a link fails: the row goes with it', async () => {
    const before = await cms.strapi.db.query(BIKE).count({});
    await expect(newBike({ materials: [ids.materials[0], 999_999] })).rejects.toHaveProperty('message', refusedLink);
    expect(await cms.strapi.db.query(BIKE).count({})).toBe(before);
    expect(events).toEqual([]);
  });
});

describe('updating a row', () => {
  it('sets each link field it names to exactly its ids, in order, and leaves the rest alone', async () => {
    const [photo, first, second] = [await file(), await file(), await file()];
    const { id } = await newBike({
      brand: ids.brands[0],
      color: ids.colors[0],
      materials: [ids.materials[0], ids.materials[1]],
      secondary_colors: [ids.colors[1]],
      bike_photo: photo,
      for_classified: [first],
    });
    const before = await readBack(id);
    expect(await bikes.update(id, { color: ids.colors[2], materials: [ids.materials[1], ids.materials[2]], for_classified: [second, first], remarks: 'Nova nota' })).toBe(true);
    const after = await readBack(id);
    expect(after).toMatchObject({
      color: ids.colors[2],
      materials: [ids.materials[1], ids.materials[2]],
      for_classified: [second, first],
      remarks: 'Nova nota',
      brand: ids.brands[0],
      secondary_colors: [ids.colors[1]],
      bike_photo: photo,
      nickName: before.nickName,
    });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.updatedAt).getTime());
    // The photo is still the bike's, and no file is linked to it twice.
    const links = await cms.strapi.db.connection('files_related_mph').where({ related_id: id, related_type: BIKE }).select('file_id', 'field');
    expect(links).toHaveLength(3);
  });

  it('clears a link field given null or none, and a column given null', async () => {
    const { id } = await newBike({ color: ids.colors[0], secondary_colors: [ids.colors[1], ids.colors[2]], remarks: 'Para apagar', bike_photo: await file() });
    await bikes.update(id, { color: null, secondary_colors: [], remarks: null, bike_photo: null });
    expect(await readBack(id)).toMatchObject({ color: null, secondary_colors: [], remarks: null, bike_photo: null });
  });

  it('puts links given again in their new places, and drops only those left out', async () => {
    const { id } = await newBike({ materials: [ids.materials[0], ids.materials[1], ids.materials[2]], color: ids.colors[0] });
    await bikes.update(id, { materials: [ids.materials[2], ids.materials[1], ids.materials[0]], color: ids.colors[0] });
    expect(await readBack(id)).toMatchObject({ materials: [ids.materials[2], ids.materials[1], ids.materials[0]], color: ids.colors[0] });
    await bikes.update(id, { materials: [ids.materials[1]], color: ids.colors[1] });
    expect(await readBack(id)).toMatchObject({ materials: [ids.materials[1]], color: ids.colors[1] });
    const links = await cms.strapi.db.connection('bikes_materials_lnk').where({ bike_id: id }).select('material_id');
    expect(links).toEqual([{ material_id: ids.materials[1] }]);
  });

  it('keeps the first of repeated ids, as the query engine does', async () => {
    const { id } = await newBike();
    await bikes.update(id, { materials: [ids.materials[2], ids.materials[0], ids.materials[2]] });
    expect((await readBack(id)).materials).toEqual([ids.materials[2], ids.materials[0]]);
  });

  it('runs the lifecycles with the time of the change, and only for a row that is there', async () => {
    const { id } = await newBike();
    events.length = 0;
    await bikes.update(id, { remarks: 'Vista' });
    expect(events).toEqual([{ action: 'afterUpdate', data: expect.objectContaining({ remarks: 'Vista', updatedAt: expect.any(Date) }), result: { id } }]);
    events.length = 0;
    expect(await bikes.update(999_999, { remarks: 'Ninguém' })).toBe(false);
    expect(events).toEqual([]);
  });

  it('keeps the row as it was when a link fails', async () => {
    const { id } = await newBike({ materials: [ids.materials[0]], remarks: 'Antes' });
    await expect(bikes.update(id, { remarks: 'Depois', materials: [999_999] })).rejects.toHaveProperty('message', refusedLink);
    expect(await readBack(id)).toMatchObject({ remarks: 'Antes', materials: [ids.materials[0]] });
  });

  it('writes the row and its links in one statement on PostgreSQL, one after another in a transaction on SQLite', async () => {
    const { id } = await newBike({ color: ids.colors[0], materials: [ids.materials[0]] });
    const { result, statements } = await recordStatements(cms.strapi, () =>
      bikes.update(id, { remarks: 'Numa só', color: ids.colors[1], materials: [ids.materials[1], ids.materials[2]], for_classified: [] }),
    );
    expect(result).toBe(true);
    const postgres = cms.strapi.config.get('database.connection.client') === 'postgres';
    const transaction = statements.filter(({ sql }) => /^\s*(begin|commit|savepoint|release)\b/i.test(sql));
    // On SQLite the row's update, each link field's drop, and the inserts of the two given ids.
    expect({ statements: statements.length - transaction.length, transaction: transaction.length }).toEqual(postgres ? { statements: 1, transaction: 0 } : { statements: 6, transaction: 2 });
    expect(await readBack(id)).toMatchObject({ remarks: 'Numa só', color: ids.colors[1], materials: [ids.materials[1], ids.materials[2]], for_classified: [] });
  });

  it('writes a bike the owner made through the document service', async () => {
    const made = await createBike(cms.strapi, owner);
    await bikes.update(made.id, { color: ids.colors[3] });
    expect((await readBack(made.id)).color).toBe(ids.colors[3]);
  });
});

describe('what a row write refuses', () => {
  it('a field the model lacks, a component, or ids of the wrong shape', async () => {
    const { id } = await newBike();
    events.length = 0;
    await expect(bikes.update(id, { nickname_typo: 'x' })).rejects.toThrow(/no field nickname_typo/);
    await expect(bikes.update(id, { stolen_details: { city: 'Lisboa' } })).rejects.toThrow(/cannot set the relation stolen_details/);
    await expect(bikes.update(id, { color: [ids.colors[0], ids.colors[1]] })).rejects.toThrow(/links color by id/);
    await expect(bikes.update(id, { materials: ['abc'] })).rejects.toThrow(/links materials by ids/);
    expect(events).toEqual([]);
  });
});
