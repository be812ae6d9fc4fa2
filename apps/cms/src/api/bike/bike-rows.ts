import type { Core } from '@strapi/strapi';
import { tableAndColumns } from '../../database/indexes';
import {
  columnReaders,
  compiledOnce,
  currentRunner,
  fromList,
  hasOne,
  joinOne,
  metaOf,
  oneOfColumn,
  readColumns,
  relationOf,
  valueSlot,
  type JoinColumn,
  type Query,
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

interface MorphJoinTable {
  name: string;
  joinColumn: JoinColumn;
  morphColumn: { idColumn: JoinColumn; typeColumn: { name: string } };
}

type Row = Record<string, unknown>;

const BIKE = 'api::bike.bike';
const FILE = 'plugin::upload.file';

/**
 * The rows of `view(options)`, by ids or matching a lookup. `options` are the caller's
 * (the public projection's, for one); each distinct view compiles its own statements, once.
 */
export function bikeRows<Options, Shown extends Row>(strapi: Core.Strapi, view: (options?: Options) => BikeView) {
  const meta = (uid: string) => metaOf(strapi, uid);
  const column = (uid: string, attribute: string) => tableAndColumns(strapi, uid, [attribute]).columns[0];
  const filesLink = (attribute: string) => {
    const { morphBy } = meta(BIKE).attributes[attribute];
    return (meta(FILE).attributes[morphBy!] as unknown as { joinTable: MorphJoinTable }).joinTable;
  };

  /** The files linked to the bikes of the list under `fields`, each with its bike, field and place. */
  const files = (shown: BikeView) =>
    compiledOnce<Row & { bike: number; field: string }>((knex) => {
      const link = filesLink(shown.singleFiles[0] ?? shown.galleries[0]);
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
   * Which bikes the bikes statement reads: a list of ids (`fromList`), or those with one of the
   * attributes `anyOf` names equal to the value given for it, among those `where` finds (each
   * attribute with the value it must have), newest first, `limit` of them from a start given.
   */
  type Source = { list: true } | { where: Record<string, boolean>; anyOf: string[]; limit: number };
  const bikes = (source: Source, shown: BikeView) =>
    compiledOnce<Row>((knex) => {
      const table = { b: meta(BIKE).tableName };
      const query: Query = 'list' in source ? fromList(knex, table, 'b.id', 'integer') : knex(table);
      if ('anyOf' in source) {
        for (const [attribute, value] of Object.entries(source.where)) query.where(`b.${column(BIKE, attribute)}`, value);
        query.where((anyOf) => {
          for (const attribute of source.anyOf) anyOf.orWhere(`b.${column(BIKE, attribute)}`, valueSlot(attribute));
        });
        query
          .orderBy([
            { column: `b.${column(BIKE, 'createdAt')}`, order: 'desc' },
            { column: 'b.id', order: 'desc' },
          ])
          .limit(source.limit)
          // knex takes a raw offset (its types say a number only), so the start is bound at run time.
          .offset(knex.raw('?', [valueSlot('start')]) as unknown as number);
      }
      query.select(Object.fromEntries(shown.fields.map((field) => [field, `b.${column(BIKE, field)}`])));
      for (const [attribute, fields] of Object.entries(shown.oneOf)) joinOne(strapi, knex, query, { uid: BIKE, alias: 'b' }, attribute, fields);
      return query;
    });

  /** A view's statements and its readers. */
  function compile(shown: BikeView) {
    const target = (attribute: string) => relationOf(strapi, BIKE, attribute).target;
    return {
      shown,
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
    return compiled.get(key) ?? compiled.set(key, compile(view(options))).get(key)!;
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

  return {
    /** The rows of the bikes `ids`, in that order; a bike that is not there is left out. */
    async byIds(ids: number[], options?: Options): Promise<Shown[]> {
      if (ids.length === 0) return [];
      const views = of(options);
      const runner = await currentRunner(strapi);
      const [found, named, linked] = await Promise.all([
        statementOf(views, { list: true })(runner, { list: ids }),
        views.several(runner, { list: ids }),
        views.files(runner, { list: ids }),
      ]);
      const byId = assemble(views, found, named, linked);
      return ids.flatMap((id) => byId.get(id) ?? []) as Shown[];
    },

    /**
     * The rows of the bikes with one of `anyOf`'s attributes equal to its value (a slug; a
     * registry number or a serial key; a documentId), among those `where` finds, newest first: a
     * page of them. They are looked up in the bikes statement itself, a statement less than
     * finding their ids first.
     */
    async matching(where: Record<string, boolean>, anyOf: Record<string, unknown>, page: { start: number; limit: number }, options?: Options): Promise<Shown[]> {
      const views = of(options);
      const runner = await currentRunner(strapi);
      const found = await statementOf(views, { where, anyOf: Object.keys(anyOf), limit: page.limit })(runner, { ...anyOf, start: page.start });
      if (found.length === 0) return [];
      const ids = found.map((flat) => Number(flat.id));
      const [named, linked] = await Promise.all([views.several(runner, { list: ids }), views.files(runner, { list: ids })]);
      return [...assemble(views, found, named, linked).values()] as Shown[];
    },
  };
}
