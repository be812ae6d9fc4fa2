import request from 'supertest';
import { isRead, recordStatements } from '../src/database/sql-recorder';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

type Created = Awaited<ReturnType<typeof createBike>>;
interface Owner {
  id: number;
  documentId: string;
  createdAt: string;
}

let cms: TestCms;
let userJwt: string;
let braga: Owner;
let porto: Owner;
let approvedCount = 0;

const api = () => request(cms.server);
const asUser = (req: request.Test) => req.set('Authorization', `Bearer ${userJwt}`);
const slugs = (body: { data: { slug: string }[] }) => body.data.map((bike) => bike.slug);

const stolenDetails = (city = 'Lisboa') => ({
  stolen_date: '2024-05-01T10:00:00.000Z',
  city,
  postal: '1000-001',
  estimated_value: 450,
  lock_description: 'Cadeado em U',
  incident_description: 'Levada da porta do prédio.',
});

async function bike(owner: Owner, fields: Record<string, unknown> = {}) {
  const created = await createBike(cms.strapi, owner, fields);
  if (fields.approved !== false) approvedCount += 1;
  return created;
}

async function owner(name: string, city: string): Promise<Owner> {
  const { user } = await createUser(cms.strapi, { name });
  return cms.strapi.db.query('plugin::users-permissions.user').update({
    where: { id: user.id },
    data: { city },
    select: ['id', 'documentId', 'createdAt'],
  }) as Promise<Owner>;
}

/** A recovery whose owner agreed to share its story: only those reach the recovered list. */
async function recoverEntry(target: Created, at: string) {
  await cms.strapi.db.query('api::history.history').create({
    data: {
      type: 'recover',
      information: { text: 'Bicicleta recuperada!', recovery_message: `Recuperada em ${at}`, we_helped: true, can_share: true },
      bike: target.id,
      createdAt: at,
    },
  });
}

const fixtures = {} as {
  searchable: Created;
  spaced: Created;
  pendingTwin: Created;
  stolen: Created[];
  pendingStolen: Created;
  recoveredFirst: Created;
  recoveredSecond: Created;
  recoveredThenStolen: Created;
  categories: string[];
  brands: { documentId: string; name: string }[];
  bragaAds: Created[];
  portoAd: Created;
  pendingAd: Created;
  stolenAd: Created;
};

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  userJwt = (await createUser(cms.strapi)).jwt;
  braga = await owner('Ana Braga', 'Braga');
  porto = await owner('Rui Porto', 'Porto');

  fixtures.categories = (
    await cms.strapi.db.query('api::category.category').findMany({ select: ['documentId'], orderBy: { id: 'asc' }, limit: 2 })
  ).map((row: { documentId: string }) => row.documentId);
  fixtures.brands = await cms.strapi.db
    .query('api::brand.brand')
    .findMany({ select: ['documentId', 'name'], orderBy: { id: 'asc' }, limit: 2 });

  fixtures.searchable = await bike(braga, { serial_number: 'obs12345' });
  fixtures.spaced = await bike(braga, { serial_number: 'WTU 123-456' });
  fixtures.pendingTwin = await bike(braga, { serial_number: 'OBS-12345', approved: false });

  fixtures.stolen = [];
  for (let i = 0; i < 9; i += 1) fixtures.stolen.push(await bike(porto, { stolen: true, stolen_details: stolenDetails() }));
  fixtures.pendingStolen = await bike(porto, { approved: false, stolen: true, stolen_details: stolenDetails() });

  fixtures.recoveredFirst = await bike(braga);
  fixtures.recoveredSecond = await bike(braga);
  fixtures.recoveredThenStolen = await bike(braga, { stolen: true, stolen_details: stolenDetails() });
  fixtures.stolen.push(fixtures.recoveredThenStolen);
  await recoverEntry(fixtures.recoveredFirst, '2024-01-01T00:00:00.000Z');
  await recoverEntry(fixtures.recoveredSecond, '2024-02-01T00:00:00.000Z');
  await recoverEntry(fixtures.recoveredFirst, '2024-03-01T00:00:00.000Z');
  await recoverEntry(fixtures.recoveredThenStolen, '2024-04-01T00:00:00.000Z');

  fixtures.bragaAds = [];
  for (let i = 1; i <= 13; i += 1) {
    fixtures.bragaAds.push(
      await bike(braga, {
        on_sale: true,
        price: i * 100,
        classified_date: new Date(Date.UTC(2024, 0, i)).toISOString(),
        category: fixtures.categories[0],
        brand: fixtures.brands[0].documentId,
        nickName: i === 5 ? 'Bina Rápida' : `Anúncio ${i}`,
      }),
    );
  }
  fixtures.portoAd = await bike(porto, {
    on_sale: true,
    price: 2500,
    classified_date: '2023-06-01T00:00:00.000Z',
    category: fixtures.categories[1],
    brand: fixtures.brands[1].documentId,
    model: 'Especial Gravel',
  });
  fixtures.pendingAd = await bike(porto, { approved: false, on_sale: true, price: 9999, classified_date: '2024-06-01T00:00:00.000Z' });
  // Inconsistent on purpose: a stolen bike never shows as an ad, whatever its flags say.
  fixtures.stolenAd = await bike(porto, {
    stolen: true,
    stolen_details: stolenDetails(),
    on_sale: true,
    price: 8888,
    classified_date: '2024-06-02T00:00:00.000Z',
  });
  fixtures.stolen.push(fixtures.stolenAd);
});

afterAll(async () => {
  await cms.stop();
});

describe('GET /api/bikes/search', () => {
  it('finds a bike by its serial written with look-alike characters and punctuation', async () => {
    const response = await asUser(api().get('/api/bikes/search').query({ q: '0BS-12 345' }));
    expect(response.status).toBe(200);
    expect(slugs(response.body)).toEqual([fixtures.searchable.slug]);
    expect(response.body.meta.pagination).toEqual({ start: 0, limit: 8, total: 1 });
    expect(response.body.data[0].registry_number).toBe(fixtures.searchable.registry_number);
  });

  it('pages a serial several bikes share, newest first, with their total', async () => {
    const sharing = [];
    for (let i = 0; i < 3; i += 1) sharing.push(await bike(braga, { serial_number: 'PAGE-777' }));
    await bike(braga, { serial_number: 'PAGE-777', approved: false });
    const newestFirst = sharing.map((shared) => shared.slug).reverse();
    const page = (start: number) => asUser(api().get('/api/bikes/search').query({ q: 'page777', start, limit: 2 }));

    const first = await page(0);
    expect(slugs(first.body)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.meta.pagination).toEqual({ start: 0, limit: 2, total: 3 });
    const second = await page(2);
    expect(slugs(second.body)).toEqual(newestFirst.slice(2));
    expect(second.body.meta.pagination).toEqual({ start: 2, limit: 2, total: 3 });
    expect(slugs((await page(4)).body)).toEqual([]);
  });

  it('finds a bike registered with separators when the searcher types none', async () => {
    const response = await asUser(api().get('/api/bikes/search').query({ q: 'wtu123456' }));
    expect(slugs(response.body)).toEqual([fixtures.spaced.slug]);
  });

  it('finds a bike by its registry number typed in lower case', async () => {
    const response = await asUser(api().get('/api/bikes/search').query({ q: ` ${fixtures.searchable.registry_number.toLowerCase()} ` }));
    expect(response.status).toBe(200);
    expect(slugs(response.body)).toEqual([fixtures.searchable.slug]);
  });

  it('never returns a pending bike, even one whose own number is searched', async () => {
    const response = await asUser(api().get('/api/bikes/search').query({ q: fixtures.pendingTwin.registry_number }));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
    expect(response.body.meta.pagination.total).toBe(0);
  });

  it('needs a login', async () => {
    const response = await api().get('/api/bikes/search').query({ q: 'obs12345' });
    expect([401, 403]).toContain(response.status);
  });

  it.each([[{ q: '   ' }], [{}], [{ q: 'obs12345', limit: '51' }], [{ q: 'obs12345', start: '-1' }], [{ q: 'obs12345', _limit: '5' }]])(
    'refuses %j with a Portuguese 400',
    async (query) => {
      const response = await asUser(api().get('/api/bikes/search').query(query));
      expect(response.status).toBe(400);
      expect(response.body.error.message).toMatch(/parâmetro|Indique/);
    },
  );
});

describe('GET /api/bikes/stolen', () => {
  it('lists approved stolen bikes newest first, 8 a page, with the total for "Carregar mais"', async () => {
    const newestFirst = [...fixtures.stolen].reverse().map((created) => created.slug);
    const first = await api().get('/api/bikes/stolen');
    expect(first.status).toBe(200);
    expect(first.body.meta.pagination).toEqual({ start: 0, limit: 8, total: fixtures.stolen.length });
    expect(slugs(first.body)).toEqual(newestFirst.slice(0, 8));

    const rest = await api().get('/api/bikes/stolen').query({ start: 8 });
    expect(slugs(rest.body)).toEqual(newestFirst.slice(8));
    expect(first.body.data.every((item: { stolen: boolean }) => item.stolen)).toBe(true);
  });

  it('leaves out pending and non-stolen bikes', async () => {
    const response = await api().get('/api/bikes/stolen').query({ limit: 50 });
    const listed = slugs(response.body);
    expect(listed).not.toContain(fixtures.pendingStolen.slug);
    expect(listed).not.toContain(fixtures.searchable.slug);
    expect(listed).toHaveLength(fixtures.stolen.length);
  });

  it('shows the stolen report city and date', async () => {
    const response = await api().get('/api/bikes/stolen').query({ limit: 1 });
    expect(response.body.data[0].stolen_details).toMatchObject({ city: 'Lisboa', stolen_date: '2024-05-01T10:00:00.000Z', estimated_value: 450 });
  });
});

describe('GET /api/bikes/recovered', () => {
  it('lists bikes recovered and not stolen again, the latest recovery first, once each', async () => {
    const response = await api().get('/api/bikes/recovered');
    expect(response.status).toBe(200);
    expect(slugs(response.body)).toEqual([fixtures.recoveredFirst.slug, fixtures.recoveredSecond.slug]);
    // Each bike with the story of its latest shared recovery.
    expect(response.body.data.map((bike: { recovery: unknown }) => bike.recovery)).toEqual([
      { story: 'Recuperada em 2024-03-01T00:00:00.000Z', we_helped: true, recovered_at: '2024-03-01T00:00:00.000Z' },
      { story: 'Recuperada em 2024-02-01T00:00:00.000Z', we_helped: true, recovered_at: '2024-02-01T00:00:00.000Z' },
    ]);
  });

  it('honours the limit', async () => {
    const response = await api().get('/api/bikes/recovered').query({ limit: 1 });
    expect(slugs(response.body)).toEqual([fixtures.recoveredFirst.slug]);
  });
});

describe('GET /api/classifieds', () => {
  const listed = () => [...fixtures.bragaAds].reverse().concat(fixtures.portoAd).map((created) => created.slug);

  it('lists approved, not stolen ads by classified date, 12 a page, with the highest price', async () => {
    const first = await api().get('/api/classifieds');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ pagination: { page: 1, pageSize: 12, pageCount: 2, total: 14 }, priceMax: 2500 });
    expect(slugs(first.body)).toEqual(listed().slice(0, 12));

    const second = await api().get('/api/classifieds').query({ page: 2 });
    expect(slugs(second.body)).toEqual(listed().slice(12));
    expect(second.body.meta.pagination.page).toBe(2);
  });

  it('never lists a pending or a stolen bike', async () => {
    const all = [...slugs((await api().get('/api/classifieds')).body), ...slugs((await api().get('/api/classifieds?page=2')).body)];
    expect(all).not.toContain(fixtures.pendingAd.slug);
    expect(all).not.toContain(fixtures.stolenAd.slug);
  });

  it.each([
    ['model, in any case', { name: 'gRAVEL' }, () => [fixtures.portoAd]],
    ['nickname', { name: 'bina ráp' }, () => [fixtures.bragaAds[4]]],
  ])('filters by name: %s', async (_, query, expected) => {
    const response = await api().get('/api/classifieds').query(query);
    expect(slugs(response.body)).toEqual(expected().map((created) => created.slug));
    expect(response.body.meta.pagination.total).toBe(expected().length);
  });

  it('filters by brand name', async () => {
    const response = await api().get('/api/classifieds').query({ name: fixtures.brands[1].name.toUpperCase() });
    expect(slugs(response.body)).toEqual([fixtures.portoAd.slug]);
  });

  it("filters by the owner's city and by category", async () => {
    const porto = await api().get('/api/classifieds').query({ city: 'Porto' });
    expect(slugs(porto.body)).toEqual([fixtures.portoAd.slug]);
    expect(porto.body.data[0].owner).toMatchObject({ name: 'Rui Porto', city: 'Porto' });
    const braga = await api().get('/api/classifieds').query({ city: 'Braga' });
    expect(braga.body.meta.pagination.total).toBe(13);
    const category = await api().get('/api/classifieds').query({ category: fixtures.categories[1] });
    expect(slugs(category.body)).toEqual([fixtures.portoAd.slug]);
  });

  it('filters by an inclusive price range, keeping priceMax over all ads', async () => {
    const response = await api().get('/api/classifieds').query({ priceMin: 200, priceMax: 400 });
    expect(response.body.data.map((ad: { price: number }) => ad.price)).toEqual([400, 300, 200]);
    expect(response.body.meta.priceMax).toBe(2500);
  });

  it.each([
    [{ priceMin: '500', priceMax: '100' }],
    [{ priceMin: '-1' }],
    [{ priceMax: 'abc' }],
    [{ page: '0' }],
    [{ page: 'dois' }],
    [{ sort: 'price:asc' }],
  ])('refuses %j with a Portuguese 400', async (query) => {
    const response = await api().get('/api/classifieds').query(query);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/preço|parâmetro/);
  });
});

describe('GET /api/classifieds/:slug', () => {
  it("shows the ad with its owner's name and member-since date", async () => {
    const response = await api().get(`/api/classifieds/${fixtures.portoAd.slug}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ slug: fixtures.portoAd.slug, on_sale: true, price: 2500, model: 'Especial Gravel' });
    expect(response.body.data.owner).toEqual({ name: 'Rui Porto', memberSince: new Date(porto.createdAt).toISOString(), city: 'Porto' });
  });

  it.each([
    ['not on sale', () => fixtures.searchable.slug],
    ['pending', () => fixtures.pendingAd.slug],
    ['stolen', () => fixtures.stolenAd.slug],
    ['unknown', () => 'nao-existe'],
  ])('answers 404 for a bike that is %s', async (_, slug) => {
    const response = await api().get(`/api/classifieds/${slug()}`);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('A bicicleta pesquisada não está disponível');
  });
});

describe('GET /api/bikes/by-slug/:slug', () => {
  it('shows any approved bike, stolen or not', async () => {
    for (const created of [fixtures.searchable, fixtures.stolen[0]]) {
      const response = await api().get(`/api/bikes/by-slug/${created.slug}`);
      expect(response.status).toBe(200);
      expect(response.body.data.documentId).toBe(created.documentId);
    }
    const stolen = await api().get(`/api/bikes/by-slug/${fixtures.stolen[0].slug}`);
    expect(stolen.body.data.stolen).toBe(true);
    expect(stolen.body.data.owner.name).toBe('Rui Porto');
  });

  it('answers 404 with the catalogue message for a pending or unknown bike', async () => {
    for (const slug of [fixtures.pendingTwin.slug, 'nao-existe']) {
      const response = await api().get(`/api/bikes/by-slug/${slug}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('A bicicleta pesquisada não está disponível');
    }
  });
});

describe('GET /api/stats', () => {
  it('counts approved, stolen now and recovered bikes', async () => {
    const response = await api().get('/api/stats');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ registered: approvedCount, stolen: fixtures.stolen.length, recovered: 3 });
  });

  it('follows a new approval, the kept counts read in one statement', async () => {
    await bike(porto);
    const { result: response, statements } = await recordStatements(cms.strapi, () => api().get('/api/stats'), isRead);
    expect(response.body.data.registered).toBe(approvedCount);
    expect(statements).toHaveLength(1);
  });
});

describe('a page of bikes whose rows are kept', () => {
  // Asked first in one spelling, which keeps its bikes' rows, then in another: a URL the response cache has not seen.
  it.each([
    ['the stolen list', () => ['/api/bikes/stolen', '/api/bikes/stolen?start=0']],
    ['the classifieds', () => ['/api/classifieds', '/api/classifieds?page=1']],
    ['the classifieds of a municipality', () => ['/api/classifieds?city=Braga', '/api/classifieds?city=Braga&page=1']],
    ['the classifieds of a name', () => [`/api/classifieds?name=${fixtures.brands[1].name}`, `/api/classifieds?name=${fixtures.brands[1].name}&page=1`]],
  ])('%s is read in one statement: the page, its total and its kept rows', async (_list, urls) => {
    const [first, second] = urls();
    const kept = await api().get(first);
    const { result, statements } = await recordStatements(cms.strapi, () => api().get(second), isRead);
    expect(result.body.data.length).toBeGreaterThan(0);
    expect(result.body).toEqual(kept.body);
    expect(statements).toHaveLength(1);
  });
});

describe('who may read', () => {
  it.each(['/api/bikes/stolen', '/api/bikes/recovered', '/api/classifieds', '/api/stats'])(
    '%s answers 200 to a visitor and to a user',
    async (path) => {
      expect((await api().get(path)).status).toBe(200);
      expect((await asUser(api().get(path))).status).toBe(200);
    },
  );

  it('the bike and ad details answer 200 to a visitor and to a user', async () => {
    for (const path of [`/api/bikes/by-slug/${fixtures.searchable.slug}`, `/api/classifieds/${fixtures.portoAd.slug}`]) {
      expect((await api().get(path)).status).toBe(200);
      expect((await asUser(api().get(path))).status).toBe(200);
    }
  });
});
