import request from 'supertest';
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

  it('widens its search around the place until it holds the page asked for', async () => {
    // Porto, 274 km away, lies beyond the first rings around Lisbon (37.5 and 150 km for 300).
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
