import request from 'supertest';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/** GET /api/sitemap-entries: the public bikes' addresses for the web server's sitemap.xml. */

let cms: TestCms;
const api = () => request(cms.server);

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
});

afterAll(async () => {
  await cms.stop();
});

describe('sitemap entries', () => {
  it('lists approved bikes only, oldest first, by offset, with where each page lives, to a visitor', async () => {
    const owner = await createUser(cms.strapi, { name: 'Dona Mapa' });
    const registered = await createBike(cms.strapi, owner.user);
    const pending = await createBike(cms.strapi, owner.user, { approved: false });
    const stolen = await createBike(cms.strapi, owner.user, {
      stolen: true,
      stolen_details: { stolen_date: new Date(), city: 'Porto', postal: '4000-001', estimated_value: 100, lock_description: 'Cadeado em U', incident_description: 'Roubada' },
    });
    const onSale = await createBike(cms.strapi, owner.user, { on_sale: true, price: 300, remarks: 'Boa', classified_date: new Date() });

    const all = await api().get('/api/sitemap-entries');
    expect(all.status).toBe(200);
    expect(all.body.meta.pagination).toEqual({ start: 0, limit: 5000, total: 3 });
    expect(all.body.data.map((entry: { slug: string }) => entry.slug)).toEqual([registered.slug, stolen.slug, onSale.slug]);
    expect(all.body.data).not.toContainEqual(expect.objectContaining({ slug: pending.slug }));
    expect(all.body.data[1]).toEqual({ slug: stolen.slug, stolen: true, onSale: false, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(all.body.data[2]).toMatchObject({ slug: onSale.slug, stolen: false, onSale: true });
    // Nothing but the page's address: no owner, serial or registry number.
    expect(Object.keys(all.body.data[0]).sort()).toEqual(['onSale', 'slug', 'stolen', 'updatedAt']);

    const second = await api().get('/api/sitemap-entries?start=1&limit=1');
    expect(second.body.data.map((entry: { slug: string }) => entry.slug)).toEqual([stolen.slug]);
    expect(second.body.meta.pagination).toEqual({ start: 1, limit: 1, total: 3 });
  });

  it('refuses unknown parameters and out-of-range pages with a Portuguese 400', async () => {
    for (const url of ['/api/sitemap-entries?limit=5001', '/api/sitemap-entries?start=-1', '/api/sitemap-entries?limit=abc', '/api/sitemap-entries?slug=x']) {
      const response = await api().get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
      expect(response.body.error.message).toMatch(/parâmetro/);
    }
  });
});
