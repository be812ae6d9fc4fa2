import request from 'supertest';
import { tableAndColumns } from '../src/database/indexes';
import { recordStatements } from '../src/database/sql-recorder';
import { STOLEN_PLACES_VERSION_TABLE } from '../src/database/stolen-places';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

let cms: TestCms;
let owner: Awaited<ReturnType<typeof createUser>>;

const api = () => request(cms.server);
const asOwner = (req: request.Test) => req.set('Authorization', `Bearer ${owner.jwt}`);

interface NearBody {
  data: { slug: string; distanceKm: number }[];
  meta: { pagination: { start: number; limit: number; total: number }; near: { latitude: number; longitude: number; radius: number; city: string | null } };
}

async function near(query: Record<string, string | number>): Promise<NearBody> {
  const response = await api().get('/api/bikes/stolen').query(query);
  expect({ query, status: response.status }).toEqual({ query, status: 200 });
  return response.body as NearBody;
}

const slugs = (body: NearBody) => body.data.map((bike) => bike.slug);
const distances = (body: NearBody) => Object.fromEntries(body.data.map((bike) => [bike.slug, bike.distanceKm]));

const report = (city: string, postal: string, point?: { latitude: number; longitude: number }) => ({
  stolen_date: '2026-11-20T18:30:00.000Z',
  phone_number: '912345678',
  city,
  postal,
  estimated_value: 500,
  lock_description: 'Cadeado em U',
  incident_description: 'Levada da porta de casa.',
  ...point,
});

/** An approved bike of the owner, reported stolen through the owner's own endpoint. */
async function reportedStolen(data: ReturnType<typeof report>) {
  const bike = await createBike(cms.strapi, owner.user);
  const response = await asOwner(api().post(`/api/bikes/${bike.documentId}/stolen`)).send({ data });
  expect(response.status).toBe(200);
  return bike;
}

const bikes = {} as Record<'lisboa' | 'sintra' | 'porto' | 'calheta' | 'pending' | 'recovered', { id: number; documentId: string; slug: string }>;

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  owner = await createUser(cms.strapi);

  bikes.lisboa = await reportedStolen(report('Lisboa', '1100-001', { latitude: 38.7101234, longitude: -9.1423456 }));
  // No point given: the bike is placed at its municipality's seat.
  bikes.sintra = await reportedStolen(report('Sintra', '2710-001'));
  bikes.porto = await reportedStolen(report('Porto', '4000-001', { latitude: 41.1496, longitude: -8.611 }));
  // Written straight to the database (as the content manager or the seed would); the postal code
  // says which Calheta: Madeira's, not the Azores'.
  bikes.calheta = await createBike(cms.strapi, owner.user, { stolen: true, stolen_details: report('Calheta', '9370-100') });
  bikes.pending = await createBike(cms.strapi, owner.user, {
    approved: false,
    stolen: true,
    latitude: 38.72,
    longitude: -9.14,
    stolen_details: report('Lisboa', '1100-001'),
  });
  bikes.recovered = await reportedStolen(report('Lisboa', '1100-001', { latitude: 38.72, longitude: -9.14 }));
  const recovery = await asOwner(api().post(`/api/bikes/${bikes.recovered.documentId}/recover`)).send({
    data: { recovery_message: 'Encontrada na rua ao lado.' },
  });
  expect(recovery.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await cms.stop();
});

describe('GET /api/bikes/stolen near a place', () => {
  it('gives each municipality the point of its seat', async () => {
    const cities: { slug: string; latitude: number | null; longitude: number | null }[] = await cms.strapi.db
      .query('api::city.city')
      .findMany({ select: ['slug', 'latitude', 'longitude'] });
    expect(cities).toHaveLength(308);
    expect(cities.filter((city) => city.latitude === null || city.longitude === null)).toEqual([]);
    expect(cities.find((city) => city.slug === 'lisboa')).toMatchObject({ latitude: 38.72509, longitude: -9.1498 });
  });

  it('keeps the stolen report at the rounded point, or at the seat when the owner gave none', async () => {
    const place = (id: number) =>
      cms.strapi.db.query('api::bike.bike').findOne({ where: { id }, select: ['stolen_latitude', 'stolen_longitude'] });
    expect(await place(bikes.lisboa.id)).toEqual({ stolen_latitude: 38.71, stolen_longitude: -9.142 });
    expect(await place(bikes.sintra.id)).toEqual({ stolen_latitude: 38.80097, stolen_longitude: -9.37826 });
    expect(await place(bikes.calheta.id)).toEqual({ stolen_latitude: 32.72753, stolen_longitude: -17.17893 });
    // A recovery takes the bike off the map.
    expect(await place(bikes.recovered.id)).toEqual({ stolen_latitude: null, stolen_longitude: null });
  });

  it('reads no stolen place for a new bike that is not stolen, and places one created stolen', async () => {
    const readsPlace = (statements: { sql: string }[]) => statements.some(({ sql }) => /^select .*stolen_latitude/i.test(sql));
    const notStolen = await recordStatements(cms.strapi, () => createBike(cms.strapi, owner.user, { stolen: false }));
    expect(readsPlace(notStolen.statements)).toBe(false);
    const stolen = await recordStatements(cms.strapi, () => createBike(cms.strapi, owner.user, { approved: false, stolen: true, stolen_details: report('Porto', '4000-001') }));
    expect(readsPlace(stolen.statements)).toBe(true);
    const placed = await cms.strapi.db.query('api::bike.bike').findOne({ where: { id: stolen.result.id }, select: ['stolen_latitude'] });
    expect(placed.stolen_latitude).toEqual(expect.any(Number));
  });

  it('lists the stolen bikes within 50 km of a municipality, the nearest first, with plausible distances', async () => {
    const body = await near({ near: 'lisboa' });
    expect(slugs(body)).toEqual([bikes.lisboa.slug, bikes.sintra.slug]);
    const km = distances(body);
    expect(km[bikes.lisboa.slug]).toBe(2);
    // Sintra's seat is about 22 km from Lisbon's as the crow flies.
    expect(km[bikes.sintra.slug]).toBeGreaterThanOrEqual(20);
    expect(km[bikes.sintra.slug]).toBeLessThanOrEqual(24);
    expect(body.meta).toEqual({
      pagination: { start: 0, limit: 8, total: 2 },
      near: { latitude: 38.72509, longitude: -9.1498, radius: 50, city: 'Lisboa' },
    });
  });

  it('reaches Porto with a wider radius and leaves out what a narrower one does not reach', async () => {
    const wide = await near({ near: 'lisboa', radius: 300 });
    expect(slugs(wide)).toEqual([bikes.lisboa.slug, bikes.sintra.slug, bikes.porto.slug]);
    // Lisbon to Porto is about 274 km in a straight line.
    expect(distances(wide)[bikes.porto.slug]).toBeGreaterThanOrEqual(265);
    expect(distances(wide)[bikes.porto.slug]).toBeLessThanOrEqual(285);

    expect(slugs(await near({ near: 'lisboa', radius: 10 }))).toEqual([bikes.lisboa.slug]);
    expect(slugs(await near({ near: 'lisboa', radius: 1 }))).toEqual([]);
  });

  it('pages by offset like the newest-first list', async () => {
    const body = await near({ near: 'lisboa', radius: 300, start: 1, limit: 1 });
    expect(slugs(body)).toEqual([bikes.sintra.slug]);
    expect(body.meta.pagination).toEqual({ start: 1, limit: 1, total: 3 });
  });

  it('finds the last page however far its bikes lie', async () => {
    // Porto is 274 km from Lisbon, near the end of the widest radius.
    const third = await near({ near: 'lisboa', radius: 300, start: 2, limit: 1 });
    expect(slugs(third)).toEqual([bikes.porto.slug]);
    expect(third.meta.pagination).toEqual({ start: 2, limit: 1, total: 3 });
    expect(slugs(await near({ near: 'lisboa', radius: 300, start: 3, limit: 1 }))).toEqual([]);
  });

  it('searches around a point, such as the browser’s location', async () => {
    const body = await near({ lat: 41.16, lng: -8.62, radius: 5 });
    expect(slugs(body)).toEqual([bikes.porto.slug]);
    expect(body.data[0].distanceKm).toBe(1);
    expect(body.meta.near).toEqual({ latitude: 41.16, longitude: -8.62, radius: 5, city: null });
  });

  it("keeps a municipality's seat until an editor moves it", async () => {
    const readsCities = async (query: Record<string, string | number>) => {
      const { result, statements } = await recordStatements(cms.strapi, () => near(query));
      return { body: result, readsCities: statements.some(({ sql }) => /\bcities\b/.test(sql)) };
    };
    await near({ near: 'braga' });
    expect((await readsCities({ near: 'braga' })).readsCities).toBe(false);

    const braga = await cms.strapi.db.query('api::city.city').findOne({ where: { slug: 'braga' }, select: ['documentId', 'latitude', 'longitude'] });
    try {
      await cms.strapi.documents('api::city.city').update({ documentId: braga.documentId, data: { latitude: 38.72509, longitude: -9.1498 } } as never);
      const moved = await readsCities({ near: 'braga' });
      expect(moved.readsCities).toBe(true);
      expect(moved.body.meta.near).toMatchObject({ latitude: 38.72509, longitude: -9.1498, city: 'Braga' });
    } finally {
      await cms.strapi.documents('api::city.city').update({ documentId: braga.documentId, data: { latitude: braga.latitude, longitude: braga.longitude } } as never);
    }
  });

  it('tells apart the municipalities that share a name', async () => {
    expect(slugs(await near({ near: 'calheta-madeira', radius: 5 }))).toEqual([bikes.calheta.slug]);
    expect(slugs(await near({ near: 'calheta-acores', radius: 50 }))).toEqual([]);
  });

  it('never shows a pending or a recovered bike', async () => {
    const everywhere = [
      await near({ near: 'lisboa', radius: 300 }),
      await near({ lat: 38.72, lng: -9.14, radius: 1 }),
      await near({ lat: 38.72, lng: -9.14, radius: 300, limit: 50 }),
    ];
    for (const body of everywhere) {
      expect(slugs(body)).not.toContain(bikes.pending.slug);
      expect(slugs(body)).not.toContain(bikes.recovered.slug);
    }
  });

  it('keeps the newest-first list without a place', async () => {
    const response = await api().get('/api/bikes/stolen');
    expect(response.status).toBe(200);
    expect(response.body.data.map((bike: { slug: string }) => bike.slug)).toEqual([
      bikes.calheta.slug,
      bikes.porto.slug,
      bikes.sintra.slug,
      bikes.lisboa.slug,
    ]);
    expect(response.body.data[0]).not.toHaveProperty('distanceKm');
  });

  it.each([
    [{ near: 'atlantida' }, 'O concelho "atlantida" não existe'],
    [{ lat: '91', lng: '-9.1' }, 'O parâmetro "lat" tem de ser um número entre -90 e 90'],
    [{ lat: '38.7', lng: '-181' }, 'O parâmetro "lng" tem de ser um número entre -180 e 180'],
    [{ lat: '38.7' }, 'Indique a latitude e a longitude da localização'],
    [{ near: 'lisboa', lat: '38.7', lng: '-9.1' }, 'Indique um concelho ou uma localização, não os dois'],
    [{ near: 'lisboa', radius: '301' }, 'O parâmetro "radius" tem de ser um número inteiro entre 1 e 300'],
    [{ near: 'lisboa', radius: '0' }, 'O parâmetro "radius" tem de ser um número inteiro entre 1 e 300'],
    [{ radius: '20' }, 'O raio só se aplica com um concelho ou uma localização'],
  ])('refuses %j with a 400 in Portuguese', async (query, message) => {
    const response = await api().get('/api/bikes/stolen').query(query);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });
});

/** Ponta Delgada, in the Azores: far from every bike above, so these tests change none of their answers. */
const AZORES = { lat: 37.74, lng: -25.67 };

describe('GET /api/bikes/stolen near a place, as the registry changes', () => {
  it('shows a theft reported after a search at once, and drops it on recovery or when an editor withdraws it', async () => {
    const around = { ...AZORES, radius: 20 };
    expect(slugs(await near(around))).toEqual([]);

    const reported = await reportedStolen(report('Ponta Delgada', '9500-001', { latitude: 37.7412, longitude: -25.6756 }));
    expect(slugs(await near(around))).toEqual([reported.slug]);
    const recovery = await asOwner(api().post(`/api/bikes/${reported.documentId}/recover`)).send({ data: { recovery_message: 'Apareceu.' } });
    expect(recovery.status).toBe(200);
    expect(slugs(await near(around))).toEqual([]);

    const written = await createBike(cms.strapi, owner.user, { stolen: true, latitude: 37.75, longitude: -25.66, stolen_details: report('Ponta Delgada', '9500-001') });
    expect(slugs(await near(around))).toEqual([written.slug]);
    await cms.strapi.documents('api::bike.bike').update({ documentId: written.documentId, data: { approved: false } } as never);
    expect(slugs(await near(around))).toEqual([]);
  });

  it('follows a write that bypasses Strapi, as a bulk import or another process makes', async () => {
    // Each asked with a radius of its own: Strapi's hooks, which clear the response cache, see none of these writes.
    const around = (radius: number) => near({ ...AZORES, radius });
    const moved = await createBike(cms.strapi, owner.user, { stolen: true, latitude: 38.5, longitude: -28.3, stolen_details: report('Lajes do Pico', '9930-100') });
    expect(slugs(await around(20))).toEqual([]);
    const { table, columns } = tableAndColumns(cms.strapi, 'api::bike.bike', ['stolen_latitude', 'stolen_longitude']);
    await cms.strapi.db.connection(table).where('id', moved.id).update({ [columns[0]]: 37.742, [columns[1]]: -25.668 });
    expect(slugs(await around(21))).toEqual([moved.slug]);
    await cms.strapi.db.connection(table).where('id', moved.id).del();
    const gone = await around(22);
    expect({ slugs: slugs(gone), total: gone.meta.pagination.total }).toEqual({ slugs: [], total: 0 });
  });

  it('reads the places again only after a change to one of them', async () => {
    const version = async () => Number((await cms.strapi.db.connection(STOLEN_PLACES_VERSION_TABLE).first('version')).version);
    const before = await version();
    const stolen = await createBike(cms.strapi, owner.user, { stolen: true, latitude: 39.45, longitude: -31.13, stolen_details: report('Lajes das Flores', '9960-430') });
    const placed = await version();
    expect(placed).toBeGreaterThan(before);

    // An owner's edit, an ad, a registration waiting for the editors: no place moves.
    await cms.strapi.documents('api::bike.bike').update({ documentId: stolen.documentId, data: { nickName: 'Outro nome', approved: true, stolen: true } } as never);
    await createBike(cms.strapi, owner.user, { on_sale: true, price: 300 });
    await createBike(cms.strapi, owner.user, { approved: false });
    expect(await version()).toBe(placed);

    await cms.strapi.documents('api::bike.bike').update({ documentId: stolen.documentId, data: { approved: false } } as never);
    expect(await version()).toBeGreaterThan(placed);
  });

  it('counts, orders and pages every bike within the radius as a measure of each one would', async () => {
    // A fixed scatter of 20 thefts within about 150 km, and four more at points already taken:
    // bikes at one point are as far as each other, and go by id.
    const scatter = Array.from({ length: 20 }, (_, n) => ({
      latitude: AZORES.lat + (((n * 37) % 23) - 11) * 0.09,
      longitude: AZORES.lng + (((n * 53) % 29) - 14.5) * 0.11,
    }));
    const points = [...scatter, scatter[2], scatter[7], scatter[7], scatter[13]];
    for (const point of points) {
      await createBike(cms.strapi, owner.user, { stolen: true, ...point, stolen_details: report('Ponta Delgada', '9500-001') });
    }
    const placed: { id: number; slug: string; stolen_latitude: number; stolen_longitude: number }[] = await cms.strapi.db.query('api::bike.bike').findMany({
      where: { stolen: true, approved: true, stolen_latitude: { $notNull: true } },
      select: ['id', 'slug', 'stolen_latitude', 'stolen_longitude'],
    });
    const radians = (degrees: number) => (degrees * Math.PI) / 180;
    const km = (bike: (typeof placed)[number]) => {
      const a =
        Math.sin(radians(bike.stolen_latitude - AZORES.lat) / 2) ** 2 +
        Math.cos(radians(AZORES.lat)) * Math.cos(radians(bike.stolen_latitude)) * Math.sin(radians(bike.stolen_longitude - AZORES.lng) / 2) ** 2;
      return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
    };

    // Pages near the top, and one past 64 bikes asked (start + limit), which sorts them all.
    for (const [radius, start, limit] of [
      [25, 0, 8],
      [60, 0, 8],
      [60, 3, 5],
      [120, 0, 50],
      [300, 7, 9],
      [300, 20, 50],
    ]) {
      const expected = placed
        .map((bike) => ({ ...bike, km: km(bike) }))
        .filter((bike) => bike.km <= radius)
        .sort((one, other) => one.km - other.km || one.id - other.id);
      const body = await near({ ...AZORES, radius, start, limit });
      expect({ radius, start, limit, slugs: slugs(body), total: body.meta.pagination.total }).toEqual({
        radius,
        start,
        limit,
        slugs: expected.slice(start, start + limit).map((bike) => bike.slug),
        total: expected.length,
      });
      expect(body.data.map((bike) => bike.distanceKm)).toEqual(expected.slice(start, start + limit).map((bike) => Math.round(bike.km)));
    }
    // Every page above had bikes to show: all 24 lie within 300 km, and past the 20th the sorted path ran.
    expect(placed.filter((bike) => km(bike) <= 300)).toHaveLength(24);
  });
});
