import { serialKey } from '@bicla/api-client/shared';
import { randomRegistryNumber } from '../src/api/bike/identifiers';
import { seedReference } from '../src/seed/reference';
import { createBike, lookupIds } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * Strapi's document service validates what a write names, and on creation what it must have or
 * defaults, but no longer builds a validator for every other attribute of the model
 * (patches/@strapi__core@5.54.0.patch). What it refused before, it still refuses.
 */
let cms: TestCms;
let owner: Awaited<ReturnType<typeof createUser>>;
let bike: Awaited<ReturnType<typeof createBike>>;
let other: Awaited<ReturnType<typeof createBike>>;

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  owner = await createUser(cms.strapi);
  bike = await createBike(cms.strapi, owner.user, { price: 300, on_sale: true });
  other = await createBike(cms.strapi, owner.user);
}, 180_000);

afterAll(async () => {
  await cms.stop();
});

const bikes = () => cms.strapi.documents('api::bike.bike');
const update = (documentId: string, data: Record<string, unknown>) => bikes().update({ documentId, data } as never);
const stored = (documentId: string) =>
  cms.strapi.db.query('api::bike.bike').findOne({
    where: { documentId },
    select: ['nickName', 'serial_number', 'registry_number', 'approved', 'on_sale', 'price'],
    populate: { brand: { select: ['documentId'] } },
  });

describe('an update through the document service', () => {
  it('changes what it names and leaves the rest as it was', async () => {
    const before = await stored(bike.documentId);
    await update(bike.documentId, { nickName: 'Só o nome muda' });
    expect(await stored(bike.documentId)).toEqual({ ...before, nickName: 'Só o nome muda' });
  });

  it.each([
    ['a registry number of the wrong form', { registry_number: 'abc' }],
    ['a negative price', { price: -5 }],
    ['an empty required name', { nickName: null }],
    ['a name over its length', { nickName: 'x'.repeat(121) }],
  ])('refuses %s, and writes nothing', async (_case, data) => {
    const before = await stored(bike.documentId);
    await expect(update(bike.documentId, data)).rejects.toMatchObject({ name: 'ValidationError' });
    expect(await stored(bike.documentId)).toEqual(before);
  });

  it("refuses another bike's registry number (unique)", async () => {
    await expect(update(bike.documentId, { registry_number: other.registry_number })).rejects.toMatchObject({ name: 'ValidationError' });
    expect((await stored(bike.documentId)).registry_number).toBe(bike.registry_number);
  });
});

/** A new bike's data, as `createBike` writes it, with the attributes `without` left out (not set to undefined). */
async function newBike(without: string[], fields: Record<string, unknown> = {}) {
  const serial = `VAL-${Date.now()}-${Math.random()}`;
  const data: Record<string, unknown> = {
    nickName: 'Nova',
    slug: `nova-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
    serial_number: serial,
    serial_normalized: serialKey(serial),
    registry_number: randomRegistryNumber(),
    approved: true,
    stolen: false,
    on_sale: false,
    brand: (await lookupIds(cms.strapi)).brand,
    user: owner.user.documentId,
    ...fields,
  };
  for (const attribute of without) delete data[attribute];
  return bikes().create({ data } as never) as Promise<{ documentId: string }>;
}

describe('a creation through the document service', () => {
  it('refuses a bike without a required attribute', async () => {
    const before = await cms.strapi.db.query('api::bike.bike').count();
    await expect(newBike(['serial_number'])).rejects.toMatchObject({ name: 'ValidationError' });
    expect(await cms.strapi.db.query('api::bike.bike').count()).toBe(before);
  });

  it('refuses what it names when it is wrong', async () => {
    await expect(newBike([], { price: -1 })).rejects.toMatchObject({ name: 'ValidationError' });
  });

  it('gives what it leaves out its default', async () => {
    const created = await newBike(['approved', 'stolen', 'on_sale']);
    const row = await cms.strapi.db.query('api::bike.bike').findOne({ where: { documentId: created.documentId }, select: ['approved', 'stolen', 'on_sale'] });
    expect(row).toEqual({ approved: false, stolen: false, on_sale: false });
  });
});
