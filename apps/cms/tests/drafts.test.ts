import request from 'supertest';
import type { UID } from '@strapi/strapi';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * Editors' drafts are never readable through the content API (docs/security.md, "Drafts"):
 * every draft-and-publish type is tried with the query keys that would ask for drafts.
 */

interface DraftType {
  uid: UID.ContentType;
  path: string;
  /** Types read through a single item route too. */
  findOne: boolean;
  data: (label: string) => Record<string, unknown>;
}

const page = (label: string) => ({ slug: label.toLowerCase().replace(/\W+/g, '-'), name: label, title: label });
const dated = (label: string) => ({ title: label, description: `Texto de ${label}`, date: '2026-01-15' });

const TYPES: DraftType[] = [
  { uid: 'api::cms-block.cms-block', path: '/api/cms-blocks', findOne: true, data: page },
  { uid: 'api::cms-page.cms-page', path: '/api/cms-pages', findOne: true, data: page },
  { uid: 'api::our-blog.our-blog', path: '/api/our-blogs', findOne: true, data: (label) => ({ ...dated(label), slug: label.toLowerCase().replace(/\W+/g, '-') }) },
  { uid: 'api::testimonial.testimonial', path: '/api/testimonials', findOne: true, data: dated },
  { uid: 'api::review.review', path: '/api/reviews', findOne: false, data: (label) => ({ title: label, description: `Texto de ${label}` }) },
];

let cms: TestCms;
const api = () => request(cms.server);
const ids = new Map<string, { published: string; draftOnly: string }>();

beforeAll(async () => {
  cms = await startCms();
  const { user } = await createUser(cms.strapi, { name: 'Autora Teste' });
  for (const type of TYPES) {
    const documents = cms.strapi.documents(type.uid);
    const extra = type.uid === 'api::review.review' ? { user: user.documentId } : {};
    const published = await documents.create({ data: { ...type.data('Publicado original'), ...extra }, status: 'published' } as never);
    // A published entry whose editor is rewriting it: the newer text lives only in its draft.
    await documents.update({ documentId: published.documentId, data: { title: 'Rascunho da revisão' } } as never);
    const draftOnly = await documents.create({ data: { ...type.data('Rascunho por publicar'), ...extra } } as never);
    ids.set(type.uid, { published: published.documentId, draftOnly: draftOnly.documentId });
  }
});

afterAll(async () => {
  await cms.stop();
});

it('tries every draft-and-publish type of the project', () => {
  const withDrafts = Object.values(cms.strapi.contentTypes)
    .filter((type) => type.uid.startsWith('api::') && type.options?.draftAndPublish)
    .map((type) => type.uid)
    .sort();
  expect(withDrafts).toEqual(TYPES.map((type) => type.uid).sort());
});

describe.each(TYPES)('$path', (type) => {
  const expectNoDraft = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/Rascunho/);

  it('lists the published version only', async () => {
    const response = await api().get(type.path);
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain('Publicado original');
    expectNoDraft(response.body);
  });

  it.each(['status=draft', 'status=published', 'status[0]=draft', 'status[$eq]=draft', '%73tatus=draft', 'status=draft&status=draft'])(
    'refuses ?%s with 400, before any cache, every time',
    async (query) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await api().get(`${type.path}?${query}`);
        expect(response.status).toBe(400);
        expect(response.body.error.message).toMatch(/"status" não é permitido/);
        expectNoDraft(response.body);
      }
      expectNoDraft((await api().get(type.path)).body);
    },
  );

  it('gives no draft for the other ways of asking', async () => {
    for (const query of ['publicationState=preview', 'filters[publishedAt][$null]=true', 'populate=*', 'sort=updatedAt:desc']) {
      const response = await api().get(`${type.path}?${query}`);
      expect(response.status).toBeLessThan(500);
      expectNoDraft(response.body);
    }
  });

  it('refuses drafts of a single entry, logged in or not', async () => {
    const { jwt } = await createUser(cms.strapi);
    const { published, draftOnly } = ids.get(type.uid)!;
    for (const documentId of [published, draftOnly]) {
      for (const path of [`${type.path}/${documentId}?status=draft`, `${type.path}/${documentId}`]) {
        const response = await api().get(path).set('Authorization', `Bearer ${jwt}`);
        expectNoDraft(response.body);
        if (path.includes('status')) expect(response.status).toBe(400);
      }
    }
    if (type.findOne) {
      expect((await api().get(`${type.path}/${draftOnly}`)).status).toBe(404);
      expect((await api().get(`${type.path}/${published}`)).body.data.title).toBe('Publicado original');
    }
  });
});

it('keeps status for the admin panel, outside the content API', async () => {
  // The content manager's own draft reads go through the document service, which the guard does not touch.
  const drafts = (await cms.strapi.documents('api::our-blog.our-blog').findMany({ status: 'draft' } as never)) as unknown as { title: string }[];
  expect(drafts.map((entry) => entry.title).sort()).toEqual(['Rascunho da revisão', 'Rascunho por publicar']);
  expect((await api().get('/api/categories?status=draft')).status).toBe(400);
});
