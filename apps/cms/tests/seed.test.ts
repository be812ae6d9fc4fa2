import type { UID } from '@strapi/strapi';
import { seed } from '../src/seed';
import { DEMO_BIKES, DEMO_USERS } from '../src/seed/demo';
import { startCms, type TestCms } from './helpers/strapi';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms.stop();
});

const SEEDED: UID.ContentType[] = [
  'api::category.category',
  'api::year.year',
  'api::brand.brand',
  'api::color.color',
  'api::wheel-size.wheel-size',
  'api::material.material',
  'api::suspension-type.suspension-type',
  'api::locking-description.locking-description',
  'api::lock-defeat-description.lock-defeat-description',
  'api::country.country',
  'api::city.city',
  'api::cms-block.cms-block',
  'api::cms-page.cms-page',
  'api::our-blog.our-blog',
  'api::blog-category.blog-category',
  'api::testimonial.testimonial',
  'api::bike.bike',
  'api::history.history',
  'plugin::users-permissions.user',
  'plugin::upload.file',
];

const counts = async () =>
  Object.fromEntries(await Promise.all(SEEDED.map(async (uid) => [uid, await cms.strapi.db.query(uid).count()])));

const SPEC_BLOCKS = [
  'home-banner', 'about-us', 'bike-register', 'registered-bike-safety-seal', 'bike-registered-statistics',
  'stolen-bicycles-we-helped-recover-recently', 'donations', 'our-blogs', 'bicla-team',
];
const SPEC_PAGES = [
  'about-us', 'privacy-policy', 'frequently-asked-questions', 'terms-of-use', 'security',
  'bike-manufacturer-list', 'protect-your-bike', 'embaixadores',
];

describe('seed', () => {
  let afterFirstRun: Record<string, number>;

  beforeAll(async () => {
    await seed(cms.strapi);
    afterFirstRun = await counts();
  });

  it('is idempotent: a second run creates nothing', async () => {
    await seed(cms.strapi);
    expect(await counts()).toEqual(afterFirstRun);
  });

  it('loads the 308 Portuguese municipalities with unique slugs', async () => {
    const cities = await cms.strapi.db.query('api::city.city').findMany({ select: ['slug', 'district'] });
    expect(cities).toHaveLength(308);
    expect(new Set(cities.map((city: { slug: string }) => city.slug)).size).toBe(308);
    const slugs = cities.map((city: { slug: string }) => city.slug);
    expect(slugs).toEqual(expect.arrayContaining(['lisboa', 'calheta-acores', 'calheta-madeira', 'lagoa-faro', 'lagoa-acores']));
  });

  it('loads at least 40 bicycle brands, each with a slug and a logo', async () => {
    const brands = await cms.strapi.db.query('api::brand.brand').findMany({ populate: { image: true } });
    expect(brands.length).toBeGreaterThanOrEqual(40);
    for (const brand of brands) {
      expect(brand.slug).toMatch(/^[a-z0-9-]+$/);
      expect(brand.image?.url).toMatch(/^\/uploads\//);
    }
  });

  it("loads the spec's lock and lock-defeat lists in order", async () => {
    const titles = async (uid: UID.ContentType) =>
      (await cms.strapi.db.query(uid).findMany({ orderBy: { position: 'asc' } })).map((row: { title: string }) => row.title);
    expect(await titles('api::locking-description.locking-description')).toHaveLength(8);
    expect(await titles('api::lock-defeat-description.lock-defeat-description')).toHaveLength(6);
    expect((await titles('api::locking-description.locking-description'))[0]).toBe('Cadeado em U');
  });

  it('publishes every CMS block and page the spec names, in Portuguese', async () => {
    const published = async (uid: UID.ContentType) =>
      (await cms.strapi.documents(uid).findMany({ status: 'published', limit: 100 } as never)) as unknown as {
        slug: string;
        title: string;
      }[];
    const blocks = await published('api::cms-block.cms-block');
    const pages = await published('api::cms-page.cms-page');
    expect(blocks.map((block) => block.slug)).toEqual(expect.arrayContaining(SPEC_BLOCKS));
    expect(pages.map((page) => page.slug)).toEqual(expect.arrayContaining(SPEC_PAGES));
    for (const entry of [...blocks, ...pages]) expect(entry.title).toBeTruthy();
  });

  it('publishes blog posts and testimonials', async () => {
    expect(afterFirstRun['api::our-blog.our-blog']).toBeGreaterThanOrEqual(3);
    expect(afterFirstRun['api::testimonial.testimonial']).toBeGreaterThanOrEqual(3);
  });

  it('creates confirmed demo users whose bikes cover every state, with photos and history', async () => {
    const bikes = await cms.strapi.db.query('api::bike.bike').findMany({
      populate: { user: true, bike_photo: true, serial_number_photo: true, invoice_photo: true, stolen_details: true },
    });
    expect(bikes).toHaveLength(DEMO_BIKES.length);
    for (const bike of bikes) {
      expect(bike.user.confirmed).toBe(true);
      expect(DEMO_USERS.map((user) => user.email)).toContain(bike.user.email);
      expect(bike.registry_number).toMatch(/^[A-Z0-9]{9}$/);
      expect(bike.bike_photo?.url).toBeTruthy();
      expect(bike.serial_number_photo?.url).toBeTruthy();
      expect(bike.invoice_photo?.url).toBeTruthy();
    }
    expect(bikes.some((bike) => !bike.approved)).toBe(true);
    expect(bikes.some((bike) => bike.approved && !bike.stolen && !bike.on_sale)).toBe(true);
    expect(bikes.some((bike) => bike.stolen && bike.stolen_details?.city)).toBe(true);
    expect(bikes.some((bike) => bike.on_sale && bike.price > 0)).toBe(true);

    const recovered = await cms.strapi.db.query('api::history.history').findMany({ where: { type: 'recover' } });
    expect(recovered.length).toBeGreaterThan(0);
  });

  it('never creates demo users in production', async () => {
    const previous = process.env.NODE_ENV;
    const users = cms.strapi.db.query('plugin::users-permissions.user');
    await users.deleteMany({ where: { email: { $in: DEMO_USERS.map((user) => user.email) } } });
    process.env.NODE_ENV = 'production';
    try {
      await seed(cms.strapi);
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect(await users.count({ where: { email: { $in: DEMO_USERS.map((user) => user.email) } } })).toBe(0);
  });
});
