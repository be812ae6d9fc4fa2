import type { Core } from '@strapi/strapi';
import {
  NEAR_RADIUS_KM,
  CLOSE_SERIALS,
  PUBLIC_LIST_SIZES,
  serialKey,
  type BikeStats,
  type ClassifiedListMeta,
  type OffsetPagination,
  type HistoryInformation,
  type PublicBike,
  type RecoveredBike,
  type StolenNearResponse,
  type SimilarSerialBike,
} from '@bicla/api-client/shared';
import { historyBikeLinkTable, isPostgres, tableAndColumns } from '../../../database/indexes';
import { liveAdsPage, type AdFilters } from '../../../database/ads';
import { APPROVED_STOLEN_TOTAL, registryCounts } from '../../../database/bike-counts';
import { keptTotalPages } from '../../../database/kept-total-pages';
import type { KeptRow } from '../../../database/kept-rows';
import { jsonArray, withFields } from '../../../utils/json-text';
import type { RenderedRow } from '../bike-rows';
import { closeKeys } from '../close-serials';
import { publicText, type ProjectionOptions, type Viewer } from '../projection';
import { publicBikeRows } from '../public-rows';
import { kmOf, stolenNearSearch } from '../stolen-near';

export interface OffsetQuery {
  start: number;
  limit: number;
}

/** A place to search around: a point, with the municipality it is the seat of, if any. */
export interface NearQuery extends OffsetQuery {
  latitude: number;
  longitude: number;
  city: string | null;
  radius?: number;
}

export interface ClassifiedQuery extends AdFilters {
  page: number;
}

/** A page of bikes: its data, their JSON text already, and its meta. */
export interface JsonPage<Meta> {
  data: string;
  meta: Meta;
}

/** docs/decisions/d5-approval.md: nothing pending is ever public. */
const APPROVED: Record<string, boolean> = { approved: true };
const LISTED: Record<string, boolean> = { approved: true, on_sale: true, stolen: false };

/**
 * The public read paths. Each list is one indexed query for the page, one count with the same
 * filter, and the page's rows in three statements (../bike-rows.ts): never a query per bike.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bikes = () => strapi.db.query('api::bike.bike');
  const knex = () => strapi.db.connection;

  const rowsOf = publicBikeRows(strapi);
  const nearStolen = stolenNearSearch(strapi);
  /** The approved stolen bikes, newest first, with their total kept on write (src/database/bike-counts.ts). */
  const stolenPage = (() => {
    const { table, columns: [stolen, approved, createdAt] } = tableAndColumns(strapi, 'api::bike.bike', ['stolen', 'approved', 'createdAt']);
    return keptTotalPages({
      table,
      where: `${stolen} = true AND ${approved} = true`,
      id: 'id',
      order: [createdAt, 'id'],
      total: APPROVED_STOLEN_TOTAL,
      kept: rowsOf.keptTable,
    });
  })();

  /** The bike with this slug among those `where` finds, as `viewer` sees it (JSON text). */
  async function withSlug(slug: string, where: Record<string, boolean>, viewer: Viewer, options: ProjectionOptions = {}) {
    const [bike] = await rowsOf.rendered.matching(where, { slug }, { start: 0, limit: 1 }, publicText(viewer, options), options);
    return bike ? bike.text : null;
  }

  /** The bikes `ids` (their kept rows read with them, if `kept`), as `viewer` sees them. */
  const publicOf = (ids: number[], viewer: Viewer, options: ProjectionOptions = {}, kept?: readonly KeptRow[]) =>
    rowsOf.rendered.byIds(ids, options, publicText(viewer, options), kept);
  const arrayOf = (found: readonly RenderedRow[]) => jsonArray(found.map(({ text }) => text));

  /**
   * A page of bikes and how many there are in all: counted by `total`, unless the page shows
   * them all (a first page that is not full, as most searches are).
   */
  async function offsetList(data: readonly RenderedRow[], page: OffsetQuery, total: () => Promise<number>): Promise<JsonPage<{ pagination: OffsetPagination }>> {
    const found = page.start === 0 && data.length < page.limit ? data.length : await total();
    return { data: arrayOf(data), meta: { pagination: { ...page, total: found } } };
  }

  /** A recovery entry whose owner ticked 'Pode partilhar como aconteceu?' (a key of its JSON). */
  function sharedStory(column: string) {
    return isPostgres(knex())
      ? knex().raw(`(??->>'can_share') = 'true'`, [column])
      : knex().raw(`json_extract(??, '$.can_share') = 1`, [column]);
  }

  /** Physical names of the history → bike link, for the two queries the query engine cannot express. */
  function recoverTables() {
    const history = tableAndColumns(strapi, 'api::history.history', ['type', 'createdAt', 'information']);
    const bike = tableAndColumns(strapi, 'api::bike.bike', ['approved', 'stolen']);
    const link = historyBikeLinkTable(strapi);
    return {
      history: history.table,
      type: history.columns[0],
      createdAt: history.columns[1],
      information: history.columns[2],
      link: link.table,
      linkHistory: link.history,
      linkBike: link.bike,
      bikes: bike.table,
      approved: bike.columns[0],
      stolen: bike.columns[1],
    };
  }

  return {
    /** A `PublicBike`, as JSON text. */
    bySlug(slug: string, viewer: Viewer): Promise<string | null> {
      return withSlug(slug, APPROVED, viewer);
    },

    /** A `Classified`, as JSON text. */
    classified(slug: string, viewer: Viewer): Promise<string | null> {
      return withSlug(slug, LISTED, viewer, { withOwnerCity: true });
    },

    /**
     * docs/decisions/d8-search.md: the serial's key (normalized, spacing ignored) or the registry number, both exact and
     * indexed. The result shows the registry number: it is no credential (a transfer needs the
     * owner's code) and the logged-in searcher already holds the serial or the number itself.
     */
    async search(q: string, page: OffsetQuery, viewer: Viewer) {
      const serial = serialKey(q);
      const anyOf: Record<string, string> = { registry_number: q.toUpperCase(), ...(serial && { serial_normalized: serial }) };
      const options = { withRegistryNumber: true };
      const found = await rowsOf.rendered.matching(APPROVED, anyOf, page, publicText(viewer, options), options);
      const where = { ...APPROVED, $or: Object.entries(anyOf).map(([attribute, value]) => ({ [attribute]: value })) };
      return offsetList(found, page, () => bikes().count({ where }) as Promise<number>);
    },

    /**
     * docs/decisions/d8-search.md: approved bikes whose serial key is one or two edits from the
     * searched one, closest first, each with the characters that differ. The exact matches are
     * the search's own answer; a short key would be close to too much of the registry.
     * `SimilarSerialBike[]`, as JSON text.
     */
    async similar(q: string, viewer: Viewer): Promise<string> {
      const key = serialKey(q);
      if (key.length < CLOSE_SERIALS.minLength) return jsonArray([]);
      const close = await closeKeys(strapi, key, { withExact: false });
      // The first approved of them and their rows, in one statement.
      const found = await rowsOf.rendered.firstOf(close.map((bike) => bike.id), APPROVED, CLOSE_SERIALS.limit, publicText(viewer));
      const closeSerialOf = new Map(close.map(({ id, ...closeSerial }) => [id, closeSerial]));
      return jsonArray(found.map(({ id, text }) => withFields(text, { close_serial: closeSerialOf.get(id)! } satisfies Omit<SimilarSerialBike, keyof PublicBike>)));
    },

    async stolen(page: OffsetQuery, viewer: Viewer): Promise<JsonPage<{ pagination: OffsetPagination }>> {
      const { ids, total, kept } = await stolenPage(knex(), { offset: page.start, limit: page.limit });
      const found = await publicOf(ids, viewer, {}, kept);
      return { data: arrayOf(found), meta: { pagination: { ...page, total } } };
    },

    /**
     * 'Roubadas perto de si': approved stolen bikes within `radius` km of a place, the nearest
     * first, from the stolen places kept in memory (../stolen-near.ts); only the page's bikes are
     * read.
     */
    async stolenNear(query: NearQuery, viewer: Viewer): Promise<JsonPage<StolenNearResponse['meta']>> {
      const { latitude, longitude, start, limit } = query;
      const radius = query.radius ?? NEAR_RADIUS_KM.default;
      const { nearest, total } = await nearStolen({ latitude, longitude, radius }, start + limit);
      const page = nearest.slice(start);
      const kmOfId = new Map(page.map((bike) => [bike.id, kmOf(bike.a)]));
      const found = await publicOf(page.map(({ id }) => id), viewer);
      return {
        data: jsonArray(found.map(({ id, text }) => withFields(text, { distanceKm: Math.round(kmOfId.get(id)!) } satisfies Omit<StolenNearResponse['data'][number], keyof PublicBike>))),
        meta: {
          pagination: { start, limit, total },
          near: { latitude, longitude, radius, city: query.city },
        },
      };
    },

    /**
     * Bikes recovered and not stolen again whose owner agreed to share the story of a recovery
     * ('Pode partilhar como aconteceu?', docs/decisions/d9-mock-ups-made-real.md), the latest shared recovery first, with
     * its story. `RecoveredBike[]`, as JSON text.
     */
    async recovered(limit: number, viewer: Viewer): Promise<string> {
      const t = recoverTables();
      const shared = () =>
        knex()(`${t.history} as h`)
          .join(`${t.link} as l`, `l.${t.linkHistory}`, 'h.id')
          .where(`h.${t.type}`, 'recover')
          .andWhere(sharedStory(`h.${t.information}`));
      const latest = await shared()
        .join(`${t.bikes} as b`, 'b.id', `l.${t.linkBike}`)
        .andWhere(`b.${t.approved}`, true)
        .andWhere(`b.${t.stolen}`, false)
        .groupBy('b.id')
        .select('b.id as id')
        .max<{ id: number; recovered_at: string }[]>({ recovered_at: `h.${t.createdAt}` })
        .orderBy([{ column: 'recovered_at', order: 'desc' }, { column: 'id', order: 'desc' }])
        .limit(limit);
      if (latest.length === 0) return jsonArray([]);
      const ids = latest.map(({ id }) => Number(id));
      const [found, stories] = await Promise.all([
        publicOf(ids, viewer),
        shared()
          .whereIn(`l.${t.linkBike}`, ids)
          .select({ bike: `l.${t.linkBike}`, information: `h.${t.information}`, recovered_at: `h.${t.createdAt}` })
          .orderBy([{ column: `h.${t.createdAt}`, order: 'asc' }, { column: 'h.id', order: 'asc' }]) as Promise<
          { bike: number; information: unknown; recovered_at: string | number | Date }[]
        >,
      ]);
      // Oldest first, so each bike keeps its latest shared story. The rows come in the order of `ids`.
      const storyOf = new Map(stories.map((story) => [Number(story.bike), story]));
      return jsonArray(
        found.map(({ id, text }) => {
          const { information, recovered_at } = storyOf.get(id)!;
          const answers = (typeof information === 'string' ? JSON.parse(information) : information) as HistoryInformation;
          const recovery: RecoveredBike['recovery'] = {
            story: answers.recovery_message ?? '',
            we_helped: Boolean(answers.we_helped),
            recovered_at: new Date(recovered_at).toISOString(),
          };
          return withFields(text, { recovery });
        }),
      );
    },

    /** A page of `Classified`, as JSON text. */
    async classifieds(query: ClassifiedQuery, viewer: Viewer): Promise<JsonPage<ClassifiedListMeta>> {
      const pageSize = PUBLIC_LIST_SIZES.classifieds;
      const { ids, total, priceMax, kept } = await liveAdsPage(knex(), query, { offset: (query.page - 1) * pageSize, limit: pageSize }, rowsOf.keptTable);
      const found = await publicOf(ids, viewer, { withOwnerCity: true }, kept);
      return {
        data: arrayOf(found),
        meta: {
          pagination: { page: query.page, pageSize, pageCount: Math.ceil(total / pageSize), total },
          priceMax,
        },
      };
    },

    async stats(): Promise<BikeStats> {
      const { approved, approvedStolen, recovered } = await registryCounts(knex());
      return { registered: approved, stolen: approvedStolen, recovered };
    },
  };
};
