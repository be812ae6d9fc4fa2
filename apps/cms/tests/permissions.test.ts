import type { UID } from '@strapi/strapi';
import request from 'supertest';
import { applyPermissions } from '../src/bootstrap/permissions';
import { seed } from '../src/seed';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

let cms: TestCms;
let userJwt: string;
let userId: number;
let otherUserId: number;

beforeAll(async () => {
  cms = await startCms();
  await seed(cms.strapi);
  const created = await createUser(cms.strapi);
  userJwt = created.jwt;
  userId = created.user.id;
  otherUserId = (await createUser(cms.strapi)).user.id;
});
afterAll(async () => {
  await cms.stop();
});

const api = () => request(cms.server);
const asUser = (req: request.Test) => req.set('Authorization', `Bearer ${userJwt}`);

/** Route name → content-type uid, for every collection anyone may read. */
const READABLE: Record<string, UID.ContentType> = {
  categories: 'api::category.category',
  years: 'api::year.year',
  brands: 'api::brand.brand',
  colors: 'api::color.color',
  'wheel-sizes': 'api::wheel-size.wheel-size',
  materials: 'api::material.material',
  'suspension-types': 'api::suspension-type.suspension-type',
  'locking-descriptions': 'api::locking-description.locking-description',
  'lock-defeat-descriptions': 'api::lock-defeat-description.lock-defeat-description',
  countries: 'api::country.country',
  cities: 'api::city.city',
  'cms-blocks': 'api::cms-block.cms-block',
  'cms-pages': 'api::cms-page.cms-page',
  'our-blogs': 'api::our-blog.our-blog',
  'blog-categories': 'api::blog-category.blog-category',
  testimonials: 'api::testimonial.testimonial',
};

describe('visitors and users read lookups and content', () => {
  it.each(Object.keys(READABLE))('GET /api/%s answers 200 with data to a visitor and to a user', async (route) => {
    const visitor = await api().get(`/api/${route}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.length).toBeGreaterThan(0);
    const user = await asUser(api().get(`/api/${route}`));
    expect(user.status).toBe(200);
  });

  it('finds a CMS block by slug with its components', async () => {
    const response = await api()
      .get('/api/cms-blocks')
      .query({ 'filters[slug][$eq]': 'home-banner', 'populate[content][populate]': 'image', 'populate[image]': 'true' });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0].content.length).toBeGreaterThan(0);
    expect(response.body.data[0].image.url).toMatch(/^\/uploads\//);
  });

  it('hides drafts from the public', async () => {
    await cms.strapi.documents('api::cms-block.cms-block').create({
      data: { slug: 'rascunho', name: 'Rascunho', title: 'Ainda não publicado' },
    } as never);
    const response = await api().get('/api/cms-blocks').query({ 'filters[slug][$eq]': 'rascunho' });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(0);
  });
});

describe('only editors write lookups and content', () => {
  const writes = Object.entries(READABLE).flatMap(([route, uid]) => [
    ['POST', route, uid],
    ['PUT', route, uid],
    ['DELETE', route, uid],
  ]) as [string, string, UID.ContentType][];

  it.each(writes)('%s /api/%s is refused to a visitor and to a user, and nothing changes', async (method, route, uid) => {
    const [first] = await cms.strapi.db.query(uid).findMany({ limit: 1, select: ['documentId'] });
    const path = method === 'POST' ? `/api/${route}` : `/api/${route}/${first.documentId}`;
    const before = await cms.strapi.db.query(uid).count();
    const send = (req: request.Test) => (method === 'DELETE' ? req : req.send({ data: { name: 'Intrusa', title: 'Intrusa' } }));
    const call = () => api()[method.toLowerCase() as 'post' | 'put' | 'delete'](path);

    expect((await send(call())).status).toBe(403);
    expect((await send(asUser(call()))).status).toBe(403);
    expect(await cms.strapi.db.query(uid).count()).toBe(before);
  });
});

describe('users-permissions and domain routes stay closed', () => {
  it('refuses GET /api/users to a visitor and to a user', async () => {
    expect((await api().get('/api/users')).status).toBe(403);
    expect((await asUser(api().get('/api/users'))).status).toBe(403);
  });

  it('refuses to let a user edit or delete another user through /api/users/:id', async () => {
    const update = await asUser(api().put(`/api/users/${otherUserId}`)).send({ blocked: true, name: 'Alterado' });
    expect(update.status).toBe(403);
    expect((await asUser(api().delete(`/api/users/${otherUserId}`))).status).toBe(403);
    const other = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: otherUserId } });
    expect(other).toMatchObject({ blocked: false });
    expect(other.name).not.toBe('Alterado');
  });

  it('lets a user read only themselves through /api/users/me', async () => {
    const response = await asUser(api().get('/api/users/me'));
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(userId);
    expect(response.body.password).toBeUndefined();
  });

  // A bike's history is read only through GET /api/bikes/:id/history, by its owner.
  it('has no generic /api/histories routes', async () => {
    expect((await api().get('/api/histories')).status).toBe(404);
    expect((await asUser(api().get('/api/histories'))).status).toBe(404);
    expect([404, 405]).toContain((await asUser(api().post('/api/histories')).send({ data: { type: 'bike' } })).status);
  });

  it('keeps uploads closed to visitors', async () => {
    expect((await api().post('/api/upload').attach('files', Buffer.from('x'), 'x.png')).status).toBe(403);
    expect((await api().get('/api/upload/files')).status).toBe(403);
  });
});

describe('grants are set from code', () => {
  it('revokes at boot a dangerous grant added by hand', async () => {
    const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    const permissions = cms.strapi.db.query('plugin::users-permissions.permission');
    await permissions.create({ data: { action: 'plugin::users-permissions.user.update', role: role.id } });
    await applyPermissions(cms.strapi);
    expect(await permissions.count({ where: { action: 'plugin::users-permissions.user.update', role: role.id } })).toBe(0);
  });

  it('enables email confirmation and points its links at the web app, in Portuguese', async () => {
    const store = cms.strapi.store({ type: 'plugin', name: 'users-permissions' });
    expect(await store.get({ key: 'advanced' })).toMatchObject({
      email_confirmation: true,
      email_confirmation_redirection: 'http://localhost:5173/login',
      email_reset_password: 'http://localhost:5173/reset-password',
      default_role: 'authenticated',
    });
    const email = (await store.get({ key: 'email' })) as Record<string, { options: { object: string; message: string } }>;
    expect(email.email_confirmation.options.object).toMatch(/confirme/);
    expect(email.reset_password.options.message).toMatch(/redefinir/);
  });
});

describe('public posts', () => {
  it('accepts a newsletter subscription and refuses the same email twice, keeping one row', async () => {
    const subscribe = () => api().post('/api/newsletters').send({ data: { email: 'leitora@exemplo.pt' } });
    expect((await subscribe()).status).toBe(201);
    expect((await subscribe()).status).toBe(400);
    expect(await cms.strapi.db.query('api::newsletter.newsletter').count({ where: { email: 'leitora@exemplo.pt' } })).toBe(1);
  });

  it('refuses a contact message without its required fields, writing nothing', async () => {
    const before = await cms.strapi.db.query('api::contact.contact').count();
    const response = await api().post('/api/contacts').send({ data: { email: 'sem-nome@exemplo.pt' } });
    expect(response.status).toBe(400);
    expect(await cms.strapi.db.query('api::contact.contact').count()).toBe(before);
  });
});
