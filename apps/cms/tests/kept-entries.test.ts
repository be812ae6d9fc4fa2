import request from 'supertest';
import { ENTRY_POPULATE, ENTRY_SLUG_PARAM } from '@bicla/api-client/shared';
import { entrySlugAsked } from '../src/api/cms-block/kept-entries';
import { recordStatements } from '../src/database/sql-recorder';
import { startCms, stopBackgroundReads, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The content blocks and pages kept whole for the web app's query by slug
 * (src/api/cms-block/kept-entries.ts, docs/data-model.md "Kept rows"), through HTTP with the
 * response cache off: the kept answer is the generic find's, read alone once kept, and every
 * editor's change to what an entry shows (its fields, its components, their links, its files)
 * is shown by the next read once published.
 */

const CMS_BLOCK = 'api::cms-block.cms-block';
const CMS_PAGE = 'api::cms-page.cms-page';
const FILE = 'plugin::upload.file';

let cms: TestCms;
const api = () => request(cms.server);

const webQuery = (slug: string) => ({ [ENTRY_SLUG_PARAM]: slug, ...ENTRY_POPULATE });
/** The web app's query, with the statements read for it. */
const asked = (collection: string, slug: string) => recordStatements(cms.strapi, () => api().get(`/api/${collection}`).query(webQuery(slug)));
/** The same query through Strapi's generic find: one parameter more, which the kept path does not answer. */
const generic = async (collection: string, slug: string) => (await api().get(`/api/${collection}`).query({ ...webQuery(slug), 'pagination[page]': 1 })).body;
const readsComponents = (statements: { sql: string }[]) => statements.filter(({ sql }) => /\bcomponents_content_items\b/.test(sql));

let fileCount = 0;
const file = (alternativeText: string) => {
  fileCount += 1;
  return cms.strapi.db.query(FILE).create({
    data: { name: `imagem-${fileCount}.png`, hash: `imagem_${fileCount}`, ext: '.png', mime: 'image/png', size: 1, url: `/uploads/imagem_${fileCount}.png`, provider: 'local', alternativeText },
  }) as Promise<{ id: number }>;
};

/** A published entry with an image, an item with its image, and a sub-content with a link. */
async function publishedEntry(uid: string, slug: string) {
  const documents = cms.strapi.documents(uid as never);
  const [image, itemImage] = [await file('Imagem do bloco'), await file('Imagem do item')];
  const entry = await documents.create({
    data: {
      slug,
      name: `Entrada ${slug}`,
      title: 'Primeira versão',
      image: image.id,
      content: [{ title: 'Item um', description: 'Texto do item', image: itemImage.id }],
      sub_content: [{ title: 'Sub um', urls: [{ icon: 'LinkedIn', url: 'https://exemplo.pt/um' }] }],
    },
  } as never);
  await documents.publish({ documentId: entry.documentId } as never);
  return { documentId: entry.documentId as string, image, itemImage };
}

/** Changes the draft and publishes it, as an editor does in the content manager. */
async function publishChange(uid: string, documentId: string, data: Record<string, unknown>) {
  const documents = cms.strapi.documents(uid as never);
  await documents.update({ documentId, data } as never);
  await documents.publish({ documentId } as never);
}

/** The entry as the web app reads it, having checked that it is the generic find's answer. */
async function shown(collection: string, slug: string) {
  const { result } = await asked(collection, slug);
  expect(result.status).toBe(200);
  expect(result.body).toEqual(await generic(collection, slug));
  return result.body.data[0];
}

beforeAll(async () => {
  process.env.PUBLIC_RESPONSE_CACHE = 'false';
  cms = await startCms();
  await stopBackgroundReads(cms.strapi);
});

afterAll(async () => {
  delete process.env.PUBLIC_RESPONSE_CACHE;
  await cms.stop();
});

describe('an entry asked for by slug', () => {
  it.each([
    ['cms-blocks', CMS_BLOCK],
    ['cms-pages', CMS_PAGE],
  ])('of %s is the generic answer, kept on its first read and read alone the next time', async (collection, uid) => {
    await publishedEntry(uid, `guardada-${collection}`);
    const first = await asked(collection, `guardada-${collection}`);
    expect(first.result.status).toBe(200);
    expect(readsComponents(first.statements)).not.toEqual([]);

    const second = await asked(collection, `guardada-${collection}`);
    expect(second.result.body).toEqual(first.result.body);
    expect(second.result.body).toEqual(await generic(collection, `guardada-${collection}`));
    expect(second.result.body.data[0]).toMatchObject({ title: 'Primeira versão', image: { alternativeText: 'Imagem do bloco' } });
    expect(readsComponents(second.statements)).toEqual([]);
    expect(second.statements).toHaveLength(1);
  });

  it('is none for a slug no published entry has, a draft included', async () => {
    const documents = cms.strapi.documents(CMS_BLOCK);
    await documents.create({ data: { slug: 'so-rascunho', name: 'Rascunho', title: 'Por publicar' } } as never);
    for (const slug of ['so-rascunho', 'nao-existe']) {
      const { result } = await asked('cms-blocks', slug);
      expect(result.status).toBe(200);
      expect(result.body).toEqual(await generic('cms-blocks', slug));
      expect(result.body.data).toEqual([]);
    }
  });

  it('shows each published change to its fields, components, links and files, and no draft', async () => {
    const slug = 'muda-tudo';
    const { documentId, image, itemImage } = await publishedEntry(CMS_BLOCK, slug);
    expect(await shown('cms-blocks', slug)).toMatchObject({ title: 'Primeira versão' });

    await cms.strapi.documents(CMS_BLOCK).update({ documentId, data: { title: 'Rascunho novo' } } as never);
    expect(await shown('cms-blocks', slug)).toMatchObject({ title: 'Primeira versão' });

    await publishChange(CMS_BLOCK, documentId, { title: 'Segunda versão' });
    expect(await shown('cms-blocks', slug)).toMatchObject({ title: 'Segunda versão' });

    await publishChange(CMS_BLOCK, documentId, {
      content: [{ title: 'Item mudado', description: 'Outro texto', image: itemImage.id }],
      sub_content: [{ title: 'Sub um', urls: [{ icon: 'X', url: 'https://exemplo.pt/dois' }] }],
    });
    const changed = await shown('cms-blocks', slug);
    expect(changed.content).toMatchObject([{ title: 'Item mudado' }]);
    expect(changed.sub_content[0].urls).toMatchObject([{ icon: 'X', url: 'https://exemplo.pt/dois' }]);

    // A file's own change (its description in the media library) reaches the entry and its item.
    await cms.strapi.db.query(FILE).update({ where: { id: image.id }, data: { alternativeText: 'Bloco descrito' } });
    await cms.strapi.db.query(FILE).update({ where: { id: itemImage.id }, data: { alternativeText: 'Item descrito' } });
    const described = await shown('cms-blocks', slug);
    expect(described.image.alternativeText).toBe('Bloco descrito');
    expect(described.content[0].image.alternativeText).toBe('Item descrito');

    await cms.strapi.documents(CMS_BLOCK).unpublish({ documentId } as never);
    expect((await asked('cms-blocks', slug)).result.body.data).toEqual([]);
  });

  it("is kept for visitors only: a signed-in reader's answer comes from the generic find and is not kept", async () => {
    const slug = 'so-visitantes';
    await publishedEntry(CMS_BLOCK, slug);
    const reader = await createUser(cms.strapi, { name: 'Rui Leitor' });
    const signedIn = () =>
      recordStatements(cms.strapi, () => api().get('/api/cms-blocks').query(webQuery(slug)).set('Authorization', `Bearer ${reader.jwt}`));
    for (let read = 0; read < 2; read += 1) {
      const { result, statements } = await signedIn();
      expect(result.status).toBe(200);
      expect(result.body.data[0]).toMatchObject({ slug, title: 'Primeira versão' });
      expect(readsComponents(statements)).not.toEqual([]);
    }
    expect(readsComponents((await asked('cms-blocks', slug)).statements)).not.toEqual([]);
    expect(readsComponents((await asked('cms-blocks', slug)).statements)).toEqual([]);
  });

  it("stays kept through a file linked to another model (a bike's photo)", async () => {
    const slug = 'fica-guardada';
    await publishedEntry(CMS_BLOCK, slug);
    await shown('cms-blocks', slug);
    const photo = await file('Fotografia de bicicleta');
    await cms.strapi.db.connection('files_related_mph').insert({ file_id: photo.id, related_id: 1, related_type: 'api::bike.bike', field: 'bike_photo', order: 1 });
    await cms.strapi.db.query(FILE).update({ where: { id: photo.id }, data: { alternativeText: 'Outra' } });

    const again = await asked('cms-blocks', slug);
    expect(again.statements).toHaveLength(1);
  });
});

describe('the query answered from kept entries', () => {
  const web = new URLSearchParams(webQuery('home-banner')).toString();

  it("is the web app's query for one slug, in any order and spelling of its parameters", () => {
    expect(entrySlugAsked(web)).toBe('home-banner');
    expect(entrySlugAsked(new URLSearchParams([...new URLSearchParams(web)].reverse()).toString())).toBe('home-banner');
  });

  it('is no other: one parameter more, less, repeated or with another value goes to the generic find', () => {
    expect(entrySlugAsked(`${web}&pagination[page]=1`)).toBeNull();
    expect(entrySlugAsked(`${web}&${ENTRY_SLUG_PARAM}=outra`)).toBeNull();
    expect(entrySlugAsked(web.replace('populate%5Bimage%5D=true&', ''))).toBeNull();
    expect(entrySlugAsked(web.replace('populate%5Bimage%5D=true', 'populate%5Bimage%5D=false'))).toBeNull();
    expect(entrySlugAsked('populate=*')).toBeNull();
  });
});
