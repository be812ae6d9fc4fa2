import type { Core } from '@strapi/strapi';
import { tableAndColumns } from '../../database/indexes';
import { compiledOnce, fromList, joinOne, metaOf, oneOf, relationOf, valueSlot, type JoinColumn, type Query } from '../../database/list-statements';
import { MEDIA_FIELDS, PUBLIC_BIKE_FIELDS, PUBLIC_NAMES, PUBLIC_ONE_OF, type ProjectionOptions, type PublicBikeRow } from './projection';

/**
 * The rows `toPublicBike` shows, for a page of bikes, in three statements whatever the page holds
 * (docs/data-model.md, "Public bike rows"): the bikes with everything they have one of, the names
 * they have several of, and their galleries. Strapi's populate asked one statement per relation,
 * 13 of them, each built anew by its query engine.
 *
 * The tables and columns are read from Strapi's own metadata, so they follow the schema.
 */

interface MorphJoinTable {
  name: string;
  joinColumn: JoinColumn;
  morphColumn: { idColumn: JoinColumn; typeColumn: { name: string } };
  on?: Record<string, string>;
}

const BIKE = 'api::bike.bike';
const FILE = 'plugin::upload.file';

const SINGLE_PHOTO = 'bike_photo';
const GALLERIES = ['for_classified', 'for_stolen'] as const;

type MediaRow = NonNullable<PublicBikeRow['bike_photo']>;

/** A JSON column comes back parsed from PostgreSQL and as text from SQLite. */
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value ?? null);

export function publicBikeRows(strapi: Core.Strapi) {
  const meta = (uid: string) => metaOf(strapi, uid);
  const column = (uid: string, attribute: string) => tableAndColumns(strapi, uid, [attribute]).columns[0];
  const relation = (attribute: string) => relationOf(strapi, BIKE, attribute);
  const filesLink = () => {
    const { morphBy } = meta(BIKE).attributes[SINGLE_PHOTO];
    return (meta(FILE).attributes[morphBy!] as unknown as { joinTable: MorphJoinTable }).joinTable;
  };

  /** The files linked to the bikes of the list under a single photo or a gallery, each with its bike, field and place. */
  const media = compiledOnce<MediaRow & { bike: number; field: string; formats: unknown }>((knex) => {
    const link = filesLink();
    const { idColumn, typeColumn } = link.morphColumn;
    return fromList(knex, { l: link.name }, `l.${idColumn.name}`, 'integer')
      .join({ f: meta(FILE).tableName }, `f.${link.joinColumn.referencedColumn}`, `l.${link.joinColumn.name}`)
      .select({ bike: `l.${idColumn.name}`, field: 'l.field' })
      .select(Object.fromEntries(MEDIA_FIELDS.map((field) => [field, `f.${column(FILE, field)}`])))
      .where(`l.${typeColumn.name}`, BIKE)
      .whereIn('l.field', [SINGLE_PHOTO, ...GALLERIES])
      .orderBy([{ column: 'l.order' }, { column: 'l.id' }]);
  });

  /** The names the bikes of the list have several of (colours, materials…), in their order. */
  const names = compiledOnce<{ bike: number; attribute: keyof typeof PUBLIC_NAMES; value: string }>((knex) => {
    const [first, ...others] = Object.entries(PUBLIC_NAMES).map(([attribute, field]) => {
      const { joinTable, target } = relation(attribute);
      return fromList(knex, { l: joinTable.name }, `l.${joinTable.joinColumn.name}`, 'integer')
        .join({ t: meta(target).tableName }, `t.${joinTable.inverseJoinColumn.referencedColumn}`, `l.${joinTable.inverseJoinColumn.name}`)
        // Written into the SQL, not bound: a statement read fromList binds nothing in its columns.
        .select({ bike: `l.${joinTable.joinColumn.name}`, attribute: knex.raw(`CAST('${attribute}' AS TEXT)`), value: `t.${column(target, field)}` })
        .select({ place: `l.${joinTable.orderColumnName ?? 'id'}`, link: 'l.id' });
    });
    return first.unionAll(others).orderBy([{ column: 'place' }, { column: 'link' }]);
  });

  /** What each bike has one of, as `attribute__field` columns, for each set of options. */
  const shownOneOf = ({ withOwnerCity = false }: ProjectionOptions) =>
    Object.entries(PUBLIC_ONE_OF).map(([attribute, shown]) => ({
      attribute,
      shown: attribute === 'user' && !withOwnerCity ? shown.filter((field) => field !== 'city') : [...shown],
    }));
  const shownFields = ({ withRegistryNumber = false }: ProjectionOptions) => (withRegistryNumber ? [...PUBLIC_BIKE_FIELDS, 'registry_number'] : PUBLIC_BIKE_FIELDS);
  /**
   * Which bikes the bikes statement reads: a list of ids (`fromList`), or those with one of the
   * attributes `anyOf` names equal to the value given for it, among those `where` finds (each
   * attribute with the value it must have), newest first, `limit` of them from a start given.
   */
  type Source = { list: true } | { where: Record<string, boolean>; anyOf: string[]; limit: number };
  const bikeStatements = new Map<string, ReturnType<typeof compiledOnce<Record<string, unknown>>>>();
  const bikes = (source: Source, options: ProjectionOptions) => {
    const key = JSON.stringify([source, Boolean(options.withRegistryNumber), Boolean(options.withOwnerCity)]);
    if (!bikeStatements.has(key)) {
      bikeStatements.set(
        key,
        compiledOnce<Record<string, unknown>>((knex) => {
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
          query.select(Object.fromEntries(shownFields(options).map((field) => [field, `b.${column(BIKE, field)}`])));
          for (const { attribute, shown } of shownOneOf(options)) joinOne(strapi, query, { uid: BIKE, alias: 'b' }, attribute, shown);
          return query;
        }),
      );
    }
    return bikeStatements.get(key)!;
  };

  /** The rows of the bikes `found` (as the bikes statement reads them), with their names and files, by id in `found`'s order. */
  function assemble(found: Record<string, unknown>[], named: Awaited<ReturnType<typeof names>>, files: Awaited<ReturnType<typeof media>>, options: ProjectionOptions) {
    const fields = shownFields(options);
    const shownOneOfs = shownOneOf(options);
    const byId = new Map<number, PublicBikeRow>();
    for (const flat of found) {
      const id = Number(flat.id);
      if (byId.has(id)) continue;
      const row: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field, flat[field]]));
      for (const { attribute, shown } of shownOneOfs) row[attribute] = oneOf(flat, attribute, shown);
      for (const attribute of [...Object.keys(PUBLIC_NAMES), ...GALLERIES]) row[attribute] = [];
      row[SINGLE_PHOTO] = null;
      byId.set(id, row as unknown as PublicBikeRow);
    }
    for (const { bike: id, attribute, value } of named) {
      const row = byId.get(Number(id)) as unknown as Record<keyof typeof PUBLIC_NAMES, Record<string, string>[]> | undefined;
      row?.[attribute].push({ [PUBLIC_NAMES[attribute]]: value });
    }
    for (const { bike: id, field, formats, ...file } of files) {
      const row = byId.get(Number(id));
      if (!row) continue;
      const shown: MediaRow = { ...file, formats: parsed(formats) };
      // One photo: the first linked, as Strapi's populate takes it.
      if (field === SINGLE_PHOTO) row.bike_photo ??= shown;
      else row[field as (typeof GALLERIES)[number]]!.push(shown);
    }
    return byId;
  }

  return {
    /** The rows of the bikes `ids`, in that order; a bike that is not there is left out. */
    async byIds(ids: number[], options: ProjectionOptions = {}): Promise<PublicBikeRow[]> {
      if (ids.length === 0) return [];
      const knex = strapi.db.connection;
      const [found, named, files] = await Promise.all([bikes({ list: true }, options)(knex, { list: ids }), names(knex, { list: ids }), media(knex, { list: ids })]);
      const byId = assemble(found, named, files, options);
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The rows of the bikes with one of `anyOf`'s attributes equal to its value (a slug; a
     * registry number or a serial key), among those `where` finds, newest first: a page of them.
     * They are looked up in the bikes statement itself, a statement less than finding their ids first.
     */
    async matching(where: Record<string, boolean>, anyOf: Record<string, unknown>, page: { start: number; limit: number }, options: ProjectionOptions = {}) {
      const knex = strapi.db.connection;
      const found = await bikes({ where, anyOf: Object.keys(anyOf), limit: page.limit }, options)(knex, { ...anyOf, start: page.start });
      if (found.length === 0) return [];
      const ids = found.map((flat) => Number(flat.id));
      const [named, files] = await Promise.all([names(knex, { list: ids }), media(knex, { list: ids })]);
      const byId = assemble(found, named, files, options);
      return [...byId.values()];
    },
  };
}
