import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ENTRY_POPULATE, ENTRY_SLUG_PARAM } from '@bicla/api-client/shared';
import { ensureKeptRows, keptRows, type KeptRowsSpec, type KeptSource } from '../../database/kept-rows';
import { compiledOnce, currentRunner, filesLinkOf, metaOf, valueSlot } from '../../database/list-statements';

/**
 * The content blocks and pages, kept whole as the web app asks for them: one by its slug, with its
 * images and components (`ENTRY_POPULATE`). Strapi's generic find assembles that answer from six
 * statements and a traversal of every field, about 7 ms of CPU for the home page's first block;
 * kept (docs/data-model.md, "Kept rows"), it is one lookup by slug and the entry's kept JSON.
 * Every other query of these collections is the generic find's, as before.
 */

const FILE = 'plugin::upload.file';
/** The components an entry shows, and what they show in turn (`ENTRY_POPULATE`). */
const ITEM = 'content.item';
const SUB_CONTENT = 'content.sub-content';
const LINK = 'content.link';

/** Count this up when the generic find's answer changes without the models changing: entries kept before are read anew. */
const KEPT_FORMAT = 1;

/** The slug asked for, when the query is the web app's and nothing else; otherwise null. */
export function entrySlugAsked(querystring: string): string | null {
  const params = new URLSearchParams(querystring);
  const expected: Record<string, string> = { ...ENTRY_POPULATE };
  const keys = [...params.keys()];
  if (keys.length !== Object.keys(expected).length + 1 || new Set(keys).size !== keys.length) return null;
  for (const [key, value] of Object.entries(expected)) if (params.get(key) !== value) return null;
  return params.get(ENTRY_SLUG_PARAM);
}

type Answer = { data: unknown[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } };

/**
 * Where the entries of `uid` are kept, and every table their answer is read from: the entry's
 * components and theirs, and the files linked to any of them, whose change empties the entry.
 */
function keptEntriesSpec(strapi: Core.Strapi, uid: string, table: string): KeptRowsSpec {
  const components = metaOf(strapi, uid).attributes.content.joinTable!;
  const urls = metaOf(strapi, SUB_CONTENT).attributes.urls.joinTable!;
  const files = filesLinkOf(strapi, uid, 'image');
  const { idColumn, typeColumn } = files.morphColumn;
  const entryOf = components.joinColumn.name;
  const componentOf = components.inverseJoinColumn.name;
  // The entries holding component `id` of type `type` (SQL expressions of a trigger's row).
  const holding = (id: string, type: string) => `SELECT ${entryOf} FROM ${components.name} WHERE ${componentOf} IN (${id}) AND component_type = ${type}`;
  const holdingLinks = (id: string) =>
    holding(`SELECT ${urls.joinColumn.name} FROM ${urls.name} WHERE ${urls.inverseJoinColumn.name} = ${id} AND component_type = '${LINK}'`, `'${SUB_CONTENT}'`);
  // A file linked to the entry itself or to one of its components; other models' links (a bike's photo) change nothing.
  const fileLinkedTo = (row: string) =>
    `SELECT ${row}.${idColumn.name} WHERE ${row}.${typeColumn.name} = '${uid}'
      UNION ${holding(`${row}.${idColumn.name}`, `${row}.${typeColumn.name}`)} AND ${row}.${typeColumn.name} IN ('${ITEM}', '${SUB_CONTENT}')`;
  const componentTable = (component: string) => metaOf(strapi, component).tableName;
  const sources: KeptSource[] = [
    { name: 'components', table: components.name, uid, ids: (row) => `${row}.${entryOf}` },
    { name: 'items', table: componentTable(ITEM), uid, insertChangesNothing: true, ids: (row) => holding(`${row}.id`, `'${ITEM}'`) },
    { name: 'subs', table: componentTable(SUB_CONTENT), uid, insertChangesNothing: true, ids: (row) => holding(`${row}.id`, `'${SUB_CONTENT}'`) },
    { name: 'urls', table: urls.name, uid, ids: (row) => holding(`${row}.${urls.joinColumn.name}`, `'${SUB_CONTENT}'`) },
    { name: 'links', table: componentTable(LINK), uid, insertChangesNothing: true, ids: (row) => holdingLinks(`${row}.id`) },
    { name: 'files_link', table: files.name, uid: FILE, ids: fileLinkedTo },
    {
      name: 'files',
      table: metaOf(strapi, FILE).tableName,
      uid: FILE,
      insertChangesNothing: true,
      ids: (row) =>
        `SELECT l.${idColumn.name} FROM ${files.name} AS l WHERE l.${files.joinColumn.name} = ${row}.id AND l.${typeColumn.name} = '${uid}'
          UNION SELECT c.${entryOf} FROM ${files.name} AS l JOIN ${components.name} AS c ON c.${componentOf} = l.${idColumn.name} AND c.component_type = l.${typeColumn.name}
          WHERE l.${files.joinColumn.name} = ${row}.id AND l.${typeColumn.name} IN ('${ITEM}', '${SUB_CONTENT}')`,
    },
  ];
  return { table, model: { uid, table: metaOf(strapi, uid).tableName }, sources };
}

/** The collections whose entries are kept, each in its table. */
const KEPT_TABLES = {
  'api::cms-block.cms-block': 'cms_blocks_public_rows',
  'api::cms-page.cms-page': 'cms_pages_public_rows',
} as const;
type KeptCollection = keyof typeof KEPT_TABLES;

/** At boot: each kept table and the triggers that empty an entry on every write that changes it. */
export async function ensureKeptEntries(strapi: Core.Strapi) {
  for (const [uid, table] of Object.entries(KEPT_TABLES)) await ensureKeptRows(strapi, keptEntriesSpec(strapi, uid, table));
}

/** The entries of a content collection by slug, kept (`keptEntriesSpec`); `generic` is Strapi's find for the same query. */
function keptEntries(strapi: Core.Strapi, uid: KeptCollection) {
  const table = KEPT_TABLES[uid];
  const store = keptRows(table);
  const models = [uid, ITEM, SUB_CONTENT, LINK, FILE];
  const shape = createHash('sha1')
    .update(JSON.stringify({ populate: ENTRY_POPULATE, models: models.map((model) => metaOf(strapi, model).attributes), format: KEPT_FORMAT }))
    .digest('hex')
    .slice(0, 16);
  // The published entry with the slug, and its kept row.
  const bySlug = compiledOnce<{ id: number; generation: number; body: string | null; shape: string | null }>((knex) =>
    knex({ e: metaOf(strapi, uid).tableName })
      .join({ k: table }, 'k.id', 'e.id')
      .select('k.id', 'k.generation', 'k.body', 'k.shape')
      .where('e.slug', valueSlot('slug'))
      .whereNotNull('e.published_at'),
  );
  const pageSize = strapi.config.get<number>('api.rest.defaultLimit', 25);
  const answer = (data: unknown[]): Answer => ({ data, meta: { pagination: { page: 1, pageSize, pageCount: data.length, total: data.length } } });

  return {
    async find(slug: string, generic: () => Promise<Answer>): Promise<Answer> {
      const runner = await currentRunner(strapi);
      const [row] = await bySlug(runner, { slug });
      if (!row) return answer([]);
      if (row.body !== null && row.shape === shape) return answer([JSON.parse(row.body)]);
      // The generation was read before the entry: a write in between moves it, and the row stays empty.
      const read = await generic();
      const [entry] = read.data as { id?: number }[];
      if (entry?.id === Number(row.id)) {
        try {
          await store.keep(runner, shape, [{ id: Number(row.id), generation: Number(row.generation), body: JSON.stringify(entry) }]);
        } catch (error) {
          strapi.log.warn(`${uid}: the entry "${slug}" was not kept (${(error as Error).message}); it is read again next time`);
        }
      }
      return read;
    },
  };
}

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/**
 * The controller of a kept collection: the web app's query by slug, from a visitor, answered from
 * its kept row; any other, and any signed-in caller's (an account's or an API token's, whose
 * permissions may show more), by the generic find. So a kept entry is always a visitor's answer.
 */
export const findingKeptEntries =
  (uid: KeptCollection) =>
  ({ strapi }: { strapi: Core.Strapi }) => {
    const entries = keptEntries(strapi, uid);
    return {
      async find(ctx: Ctx) {
        const slug = entrySlugAsked(ctx.querystring);
        const visitor = !(ctx.state.auth as { credentials?: unknown } | undefined)?.credentials;
        if (slug === null || !visitor) return super.find(ctx);
        return entries.find(slug, () => super.find(ctx));
      },
    };
  };

