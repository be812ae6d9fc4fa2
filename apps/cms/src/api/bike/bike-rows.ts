import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { tableAndColumns } from '../../database/indexes';
import { keptRows, keptRowsRead, readBeside, type KeptRow, type KeptRowsSpec, type KeptSource } from '../../database/kept-rows';
import {
  columnReaders,
  compiledOnce,
  currentRunner,
  filesLinkOf,
  fromList,
  fromListInOrder,
  hasOne,
  joinOne,
  metaOf,
  oneOfColumn,
  readColumns,
  relationOf,
  valueSlot,
  type Query,
  type SlotValues,
} from '../../database/list-statements';

/**
 * Bikes as one view shows them, for a page of bikes, in three statements whatever the page holds
 * (docs/data-model.md, "Bike rows"): the bikes with everything they have one of, the names
 * they have several of, and their files. Strapi's populate asked one statement per relation,
 * each built anew by its query engine. The public projection and the owner's view are the two views.
 *
 * The tables and columns are read from Strapi's own metadata, so they follow the schema, and
 * each value comes back as Strapi's query engine gives it (`columnReaders`).
 */

/** What a view shows of a bike. */
export interface BikeView {
  /** The bike's own attributes. */
  fields: readonly string[];
  /** What it has one of (a relation or a component), and the fields of each. */
  oneOf: Readonly<Record<string, readonly string[]>>;
  /** What it has several of, in their order, and the fields of each; the same number for every one. */
  several: Readonly<Record<string, readonly string[]>>;
  /** Its single files (the first linked) and its galleries, with the files' fields. */
  singleFiles: readonly string[];
  galleries: readonly string[];
  fileFields: readonly string[];
}

type Row = Record<string, unknown>;

const BIKE = 'api::bike.bike';
const FILE = 'plugin::upload.file';

/** Count this up when the way a view's row is read into JSON changes without the view changing: rows kept before are read anew. */
const KEPT_FORMAT = 1;

/** Where a view's rows are kept (src/database/kept-rows.ts): the table, and the caller's options whose view is kept; every other view of these rows is a part of it. */
export interface Kept<Options> {
  table: string;
  options: Options;
}

/** A kept row as read: its JSON text, or the row itself when it was just read through the view. */
type KeptRead = { body: string } | { row: Row };

/** How a read writes each bike's row as JSON text, named for everything the text depends on besides the row. */
export interface Rendering<Shown> {
  name: string;
  render: (row: Shown) => string;
}

/** A bike's row as a rendering wrote it. */
export interface RenderedRow {
  id: number;
  text: string;
}

/**
 * The texts made of kept rows, per process: a page of bikes read again is spliced from them, not
 * parsed, projected and written again. Each weighs its kept row and its text, so the bytes bound
 * their number too.
 */
export const RENDERED_LIMITS = { bytes: 64 * 1024 * 1024 };

const keptShape = (shown: BikeView) => createHash('sha1').update(JSON.stringify({ shown, format: KEPT_FORMAT })).digest('hex').slice(0, 16);

/** What `shown` shows of a row of a wider view: its attributes listed once, as it narrows every row of every page. */
function narrowing(shown: BikeView): (row: Row) => Row {
  const oneOf = Object.entries(shown.oneOf);
  const whole = [...Object.keys(shown.several), ...shown.galleries, ...shown.singleFiles];
  return (row) => {
    const part: Row = {};
    for (const field of shown.fields) part[field] = row[field];
    for (const [attribute, fields] of oneOf) {
      const one = row[attribute] as Row | null;
      if (!one) {
        part[attribute] = one;
        continue;
      }
      const shownOfOne: Row = {};
      for (const field of fields) shownOfOne[field] = one[field];
      part[attribute] = shownOfOne;
    }
    for (const attribute of whole) part[attribute] = row[attribute];
    return part;
  };
}

/** Whether `part` shows nothing that `whole` does not. */
function isPartOf(part: BikeView, whole: BikeView) {
  const within = (some: readonly string[], all: readonly string[]) => some.every((item) => all.includes(item));
  return (
    within(part.fields, whole.fields) &&
    Object.entries(part.oneOf).every(([attribute, fields]) => attribute in whole.oneOf && within(fields, whole.oneOf[attribute])) &&
    Object.entries(part.several).every(([attribute, fields]) => JSON.stringify(fields) === JSON.stringify(whole.several[attribute])) &&
    within(part.singleFiles, whole.singleFiles) &&
    within(part.galleries, whole.galleries) &&
    JSON.stringify(part.fileFields) === JSON.stringify(whole.fileFields)
  );
}

/**
 * Where the rows of `shown` are kept, and every table they are read from: each relation's link
 * table and the columns shown of its target, the files' links and the files' columns shown.
 */
export function keptBikeRows(strapi: Core.Strapi, table: string, shown: BikeView): KeptRowsSpec {
  const columnsOf = (uid: string, fields: readonly string[]) => tableAndColumns(strapi, uid, fields.filter((field) => field !== 'id')).columns;
  const related = Object.entries({ ...shown.oneOf, ...shown.several }).flatMap(([attribute, fields]): KeptSource[] => {
    const { joinTable, target } = relationOf(strapi, BIKE, attribute);
    const bikeOf = joinTable.joinColumn.name;
    const columns = columnsOf(target, fields);
    return [
      { name: `${attribute}_link`, table: joinTable.name, uid: target, ids: (row) => `${row}.${bikeOf}` },
      ...(columns.length === 0
        ? []
        : [
            {
              name: attribute,
              table: metaOf(strapi, target).tableName,
              uid: target,
              columns,
              insertChangesNothing: true,
              ids: (row: string) => `SELECT ${bikeOf} FROM ${joinTable.name} WHERE ${joinTable.inverseJoinColumn.name} = ${row}.${joinTable.inverseJoinColumn.referencedColumn}`,
            },
          ]),
    ];
  });
  const link = filesLinkOf(strapi, BIKE, shown.singleFiles[0] ?? shown.galleries[0]);
  const { idColumn, typeColumn } = link.morphColumn;
  const files: KeptSource[] = [
    { name: 'files_link', table: link.name, uid: FILE, ids: (row) => `SELECT ${row}.${idColumn.name} WHERE ${row}.${typeColumn.name} = '${BIKE}'` },
    {
      name: 'files',
      table: metaOf(strapi, FILE).tableName,
      uid: FILE,
      columns: columnsOf(FILE, shown.fileFields),
      insertChangesNothing: true,
      ids: (row) => `SELECT ${idColumn.name} FROM ${link.name} WHERE ${link.joinColumn.name} = ${row}.${link.joinColumn.referencedColumn} AND ${typeColumn.name} = '${BIKE}'`,
    },
  ];
  return { table, model: { uid: BIKE, table: metaOf(strapi, BIKE).tableName }, sources: [...related, ...files] };
}

/**
 * The rows of `view(options)`, by ids or matching a lookup. `options` are the caller's
 * (the public projection's, for one); each distinct view compiles its own statements, once.
 * With `kept`, the rows of its view are kept (`keptBikeRows`), and every view is read from them,
 * each bike as a rendering writes it (`rendered`).
 */
export function bikeRows<Options, Shown extends Row>(strapi: Core.Strapi, view: (options?: Options) => BikeView, kept?: Kept<Options>) {
  const meta = (uid: string) => metaOf(strapi, uid);
  const column = (uid: string, attribute: string) => tableAndColumns(strapi, uid, [attribute]).columns[0];
  /** Where the rows are kept, and the texts made of them, by bike, view and rendering, each with the kept JSON it was made of. */
  const keeping = kept && {
    ...kept,
    rows: keptRows(kept.table),
    texts: new LRUCache<string, { body: string; text: string }>({
      maxSize: RENDERED_LIMITS.bytes,
      // UTF-16 code units: at most twice the strings' length in bytes, without encoding them.
      sizeCalculation: ({ body, text }, key) => 2 * (body.length + text.length + key.length),
    }),
  };
  const keptOnly = () => {
    if (!keeping) throw new Error('Only a view whose rows are kept is read as text');
    return keeping;
  };

  /** The files linked to the bikes of the list under `fields`, each with its bike, field and place. */
  const files = (shown: BikeView) =>
    compiledOnce<Row & { bike: number; field: string }>((knex) => {
      const link = filesLinkOf(strapi, BIKE, shown.singleFiles[0] ?? shown.galleries[0]);
      const { idColumn, typeColumn } = link.morphColumn;
      return fromList(knex, { l: link.name }, `l.${idColumn.name}`, 'integer')
        .join({ f: meta(FILE).tableName }, `f.${link.joinColumn.referencedColumn}`, `l.${link.joinColumn.name}`)
        .select({ bike: `l.${idColumn.name}`, field: 'l.field' })
        .select(Object.fromEntries(shown.fileFields.map((field) => [field, `f.${column(FILE, field)}`])))
        .where(`l.${typeColumn.name}`, BIKE)
        .whereIn('l.field', [...shown.singleFiles, ...shown.galleries])
        .orderBy([{ column: 'l.order' }, { column: 'l.id' }]);
    });

  /** What the bikes of the list have several of, in their order: each field as `value0`, `value1`… */
  const several = (shown: BikeView) =>
    compiledOnce<Row & { bike: number; attribute: string }>((knex) => {
      const [first, ...others] = Object.entries(shown.several).map(([attribute, fields]) => {
        const { joinTable, target } = relationOf(strapi, BIKE, attribute);
        return fromList(knex, { l: joinTable.name }, `l.${joinTable.joinColumn.name}`, 'integer')
          .join({ t: meta(target).tableName }, `t.${joinTable.inverseJoinColumn.referencedColumn}`, `l.${joinTable.inverseJoinColumn.name}`)
          // Written into the SQL, not bound: a statement read fromList binds nothing in its columns.
          .select({ bike: `l.${joinTable.joinColumn.name}`, attribute: knex.raw(`CAST('${attribute}' AS TEXT)`) })
          .select(Object.fromEntries(fields.map((field, index) => [`value${index}`, `t.${column(target, field)}`])))
          .select({ place: `l.${joinTable.orderColumnName ?? 'id'}`, link: 'l.id' });
      });
      return first.unionAll(others).orderBy([{ column: 'place' }, { column: 'link' }]);
    });

  /**
   * Which bikes the bikes statement reads: a list of ids (`fromList`); or, kept rows only, among those `where`
   * finds (each attribute with the value it must have), `limit` of them: those with one of the
   * attributes `anyOf` names equal to the value given for it, newest first, from a start given,
   * or the first of a list of ids (`inOrder`).
   */
  type Lookup = { where: Record<string, boolean>; limit: number } & ({ anyOf: string[] } | { inOrder: true });
  type Source = { list: true } | Lookup;
  const bikes = (source: Source, shown: BikeView) =>
    compiledOnce<Row>((knex) => {
      const table = { b: meta(BIKE).tableName };
      const query: Query = 'list' in source ? fromList(knex, table, 'b.id', 'integer') : 'inOrder' in source ? fromListInOrder(knex, table, 'b.id', 'integer') : knex(table);
      if ('where' in source) for (const [attribute, value] of Object.entries(source.where)) query.where(`b.${column(BIKE, attribute)}`, value);
      // The limit written into the SQL, not bound, so a plan made once for every value knows it (config/database.ts).
      if ('inOrder' in source) query.limit(source.limit, { skipBinding: true });
      if ('anyOf' in source) {
        query.where((anyOf) => {
          for (const attribute of source.anyOf) anyOf.orWhere(`b.${column(BIKE, attribute)}`, valueSlot(attribute));
        });
        query
          .orderBy([
            { column: `b.${column(BIKE, 'createdAt')}`, order: 'desc' },
            { column: 'b.id', order: 'desc' },
          ])
          .limit(source.limit, { skipBinding: true })
          // knex takes a raw offset (its types say a number only), so the start is bound at run time.
          .offset(knex.raw('?', [valueSlot('start')]) as unknown as number);
      }
      // A lookup finds the bikes' ids and their kept rows: a statement less than reading them by id.
      if (!('list' in source)) return readBeside(query.select('b.id'), keptOnly().table, 'b.id');
      query.select(Object.fromEntries(shown.fields.map((field) => [field, `b.${column(BIKE, field)}`])));
      for (const [attribute, fields] of Object.entries(shown.oneOf)) joinOne(strapi, knex, query, { uid: BIKE, alias: 'b' }, attribute, fields);
      return query;
    });

  /** A view's statements and its readers. */
  function compile(shown: BikeView) {
    const target = (attribute: string) => relationOf(strapi, BIKE, attribute).target;
    return {
      shown,
      shape: keptShape(shown),
      narrow: narrowing(shown),
      bikeStatements: new Map<string, ReturnType<typeof bikes>>(),
      several: several(shown),
      files: files(shown),
      fields: columnReaders(strapi, BIKE, shown.fields),
      oneOf: Object.entries(shown.oneOf).map(([attribute, fields]) => ({ attribute, fields: columnReaders(strapi, target(attribute), fields, (field) => oneOfColumn(attribute, field)) })),
      severalOf: new Map(Object.entries(shown.several).map(([attribute, fields]) => [attribute, columnReaders(strapi, target(attribute), fields, (_field, index) => `value${index}`)])),
      fileFields: columnReaders(strapi, FILE, shown.fileFields),
    };
  }
  /** Each view made on its first use, by the caller's options (set in code, so few). */
  const compiled = new Map<string, ReturnType<typeof compile>>();
  const of = (options?: Options) => {
    const key = JSON.stringify(options ?? {});
    const made = compiled.get(key);
    if (made) return made;
    const shown = view(options);
    if (kept && !isPartOf(shown, view(kept.options))) throw new Error(`The bike view of ${key} shows more than the kept view`);
    return compiled.set(key, compile(shown)).get(key)!;
  };
  const statementOf = (views: ReturnType<typeof of>, source: Source) => {
    const key = JSON.stringify(source);
    return views.bikeStatements.get(key) ?? views.bikeStatements.set(key, bikes(source, views.shown)).get(key)!;
  };

  /** The rows of the bikes `found` (as the bikes statement reads them), with what they have several of and their files, by id in `found`'s order. */
  function assemble(views: ReturnType<typeof of>, found: Row[], named: Row[], linked: Row[]) {
    const { shown } = views;
    const byId = new Map<number, Row>();
    for (const flat of found) {
      const id = Number(flat.id);
      if (byId.has(id)) continue;
      const row = readColumns(views.fields, flat);
      for (const { attribute, fields } of views.oneOf) row[attribute] = hasOne(flat, attribute) ? readColumns(fields, flat) : null;
      for (const attribute of [...Object.keys(shown.several), ...shown.galleries]) row[attribute] = [];
      for (const attribute of shown.singleFiles) row[attribute] = null;
      byId.set(id, row);
    }
    for (const flat of named) {
      const items = byId.get(Number(flat.bike))?.[flat.attribute as string] as Row[] | undefined;
      items?.push(readColumns(views.severalOf.get(flat.attribute as string)!, flat));
    }
    for (const flat of linked) {
      const row = byId.get(Number(flat.bike));
      if (!row) continue;
      const file = readColumns(views.fileFields, flat);
      const field = flat.field as string;
      // A single file: the first linked, as Strapi's populate takes it.
      if (shown.singleFiles.includes(field)) row[field] ??= file;
      else (row[field] as Row[]).push(file);
    }
    return byId;
  }

  /** The rows of the bikes `ids` through the view's three statements, by id. */
  async function readThrough(views: ReturnType<typeof of>, runner: Awaited<ReturnType<typeof currentRunner>>, ids: number[]) {
    const [found, named, linked] = await Promise.all([
      statementOf(views, { list: true })(runner, { list: ids }),
      views.several(runner, { list: ids }),
      views.files(runner, { list: ids }),
    ]);
    return assemble(views, found, named, linked);
  }

  /**
   * The kept rows of the bikes `ids`, by id: those kept in the kept view's shape as their JSON
   * text, the rest read through it (as rows) and kept. A bike with no kept row is read, not kept.
   * `alreadyRead` are their kept rows when the statement that found the bikes read them too.
   */
  async function readKept(runner: Awaited<ReturnType<typeof currentRunner>>, ids: number[], alreadyRead?: readonly KeptRow[]) {
    const { options, rows: store } = keptOnly();
    const views = of(options);
    const { shape } = views;
    const rows = new Map<number, KeptRead>();
    const generations = new Map<number, number>();
    for (const row of alreadyRead ?? (await store.read(runner, ids))) {
      if (row.body !== null && row.shape === shape) rows.set(row.id, { body: row.body });
      else generations.set(row.id, row.generation);
    }
    const unread = ids.filter((id) => !rows.has(id));
    if (unread.length === 0) return rows;
    const read = await readThrough(views, runner, unread);
    const keep = [];
    for (const [id, row] of read) {
      rows.set(id, { row });
      const generation = generations.get(id);
      if (generation !== undefined) keep.push({ id, generation, body: JSON.stringify(row) });
    }
    try {
      await store.keep(runner, shape, keep);
    } catch (error) {
      // The rows are read: a busy database only means they are read again next time.
      strapi.log.warn(`Bike rows not kept: ${(error as Error).message}`);
    }
    return rows;
  }

  /** How `views` shows a kept row: the kept view as it is, any other narrowed to its part. */
  const shownBy = (views: ReturnType<typeof of>) => {
    const whole = views === of(keptOnly().options);
    return (read: KeptRead) => {
      const row = 'row' in read ? read.row : (JSON.parse(read.body) as Row);
      return (whole ? row : views.narrow(row)) as Shown;
    };
  };

  /**
   * Each kept row of `ids`, in that order, as `rendering` writes it; a bike that is not there is
   * left out. The text made of a kept JSON text is kept for the next read of the same text.
   */
  function renderedInOrder(views: ReturnType<typeof of>, ids: number[], byId: Map<number, KeptRead>, rendering: Rendering<Shown>): RenderedRow[] {
    const { texts } = keptOnly();
    const shown = shownBy(views);
    return ids.flatMap((id) => {
      const read = byId.get(id);
      if (!read) return [];
      if ('row' in read) return [{ id, text: rendering.render(shown(read)) }];
      const key = `${id} ${views.shape} ${rendering.name}`;
      const made = texts.get(key);
      if (made?.body === read.body) return [{ id, text: made.text }];
      const text = rendering.render(shown(read));
      texts.set(key, { body: read.body, text });
      return [{ id, text }];
    });
  }

  /**
   * The rows of the bikes `ids`, in that order; a bike that is not there is left out. Only for
   * a view whose rows are not kept: the kept ones are read as text (`rendered`).
   */
  async function byIds(ids: number[], options?: Options): Promise<Shown[]> {
    if (ids.length === 0) return [];
    const byId = await readThrough(of(options), await currentRunner(strapi), ids);
    return ids.flatMap((id) => byId.get(id) ?? []) as Shown[];
  }

  /**
   * The kept rows of the bikes `ids` as `rendering` writes them, in that order. `keptRead` are
   * their kept rows when the statement that found the bikes read them too (`readBeside`); only
   * a bike whose row is not kept is read through the view.
   */
  async function renderedByIds(ids: number[], options: Options | undefined, rendering: Rendering<Shown>, keptRead?: readonly KeptRow[]) {
    if (ids.length === 0) return [];
    const runner = await currentRunner(strapi);
    return renderedInOrder(of(options), ids, await readKept(runner, ids, keptRead), rendering);
  }

  /** The kept rows of the bikes a lookup finds, in its order, as `rendering` writes them: their ids found with their kept rows. */
  async function renderedLookedUp(views: ReturnType<typeof of>, lookup: Lookup, values: SlotValues, rendering: Rendering<Shown>) {
    const runner = await currentRunner(strapi);
    const found = await statementOf(views, lookup)(runner, values);
    const ids = found.map((flat) => Number(flat.id));
    return renderedInOrder(views, ids, await readKept(runner, ids, keptRowsRead(found, 'id')), rendering);
  }

  return {
    byIds,
    /** Where the rows are kept, for a statement that finds bikes to read them beside (`readBeside`). */
    keptTable: kept?.table,

    /** The kept rows, each bike as a rendering writes it (JSON text), with its id: a view whose rows are kept is read only so. */
    rendered: {
      byIds: renderedByIds,

      /**
       * The bikes with one of `anyOf`'s attributes equal to its value (a slug; a registry number
       * or a serial key), among those `where` finds, newest first: a page of them.
       */
      matching: (where: Record<string, boolean>, anyOf: Record<string, unknown>, page: { start: number; limit: number }, rendering: Rendering<Shown>, options?: Options) =>
        renderedLookedUp(of(options), { where, anyOf: Object.keys(anyOf), limit: page.limit }, { ...anyOf, start: page.start }, rendering),

      /** The first `limit` bikes of `ids` that `where` finds, in the order of `ids`: the check and the read in one statement. */
      firstOf: async (ids: readonly number[], where: Record<string, boolean>, limit: number, rendering: Rendering<Shown>, options?: Options): Promise<RenderedRow[]> =>
        ids.length === 0 ? [] : renderedLookedUp(of(options), { where, inOrder: true, limit }, { list: ids }, rendering),

      /** What the texts rendered take now, for the tests of their bounds. */
      size: () => ({ entries: keptOnly().texts.size, bytes: keptOnly().texts.calculatedSize }),
    },
  };
}
