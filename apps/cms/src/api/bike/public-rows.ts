import type { Core } from '@strapi/strapi';
import { tableAndColumns } from '../../database/indexes';
import { compiledOnce, fromList, joinOne, metaOf, relationOf, valueSlot, type JoinColumn, type Query } from '../../database/list-statements';
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
  /** A page's bikes by id (`fromList`), or one bike by its slug among those `where` finds (an attribute of the bike and the value it must have). */
  type Source = { list: true } | { slugWhere: Record<string, boolean> };
  const bikeStatements = new Map<string, ReturnType<typeof compiledOnce<Record<string, unknown>>>>();
  const bikes = (source: Source, options: ProjectionOptions) => {
    const key = JSON.stringify([source, Boolean(options.withRegistryNumber), Boolean(options.withOwnerCity)]);
    if (!bikeStatements.has(key)) {
      bikeStatements.set(
        key,
        compiledOnce<Record<string, unknown>>((knex) => {
          const table = { b: meta(BIKE).tableName };
          const query: Query = 'list' in source ? fromList(knex, table, 'b.id', 'integer') : knex(table).where(`b.${column(BIKE, 'slug')}`, valueSlot('slug'));
          if ('slugWhere' in source) for (const [attribute, value] of Object.entries(source.slugWhere)) query.where(`b.${column(BIKE, attribute)}`, value);
          query.select(Object.fromEntries(shownFields(options).map((field) => [field, `b.${column(BIKE, field)}`])));
          for (const { attribute, shown } of shownOneOf(options)) {
            const target = joinOne(strapi, query, { uid: BIKE, alias: 'b' }, attribute);
            // The related row's id says whether there is one: its shown fields may all be empty.
            query.select({ [`${attribute}__id`]: `${attribute}.id` });
            for (const field of shown) query.select({ [`${attribute}__${field}`]: `${attribute}.${column(target, field)}` });
          }
          return query;
        }),
      );
    }
    return bikeStatements.get(key)!;
  };

  /** The rows of the bikes `found` (as the bikes statement reads them), with the names and files of `ids`, by id. */
  function assemble(found: Record<string, unknown>[], named: Awaited<ReturnType<typeof names>>, files: Awaited<ReturnType<typeof media>>, options: ProjectionOptions) {
    const fields = shownFields(options);
    const oneOf = shownOneOf(options);
    const byId = new Map<number, PublicBikeRow>();
    for (const flat of found) {
      const id = Number(flat.id);
      if (byId.has(id)) continue;
      const row: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field, flat[field]]));
      for (const { attribute, shown } of oneOf) {
        row[attribute] = flat[`${attribute}__id`] === null ? null : Object.fromEntries(shown.map((field) => [field, flat[`${attribute}__${field}`]]));
      }
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
     * The row of the bike with this slug among those `where` finds, or null: the slug is looked up
     * in the bikes statement itself, a statement less than finding its id first.
     */
    async bySlug(slug: string, where: Record<string, boolean>, options: ProjectionOptions = {}): Promise<PublicBikeRow | null> {
      const knex = strapi.db.connection;
      const found = await bikes({ slugWhere: where }, options)(knex, { slug });
      if (found.length === 0) return null;
      const ids = [Number(found[0].id)];
      const [named, files] = await Promise.all([names(knex, { list: ids }), media(knex, { list: ids })]);
      return assemble(found, named, files, options).get(ids[0]) ?? null;
    },
  };
}
