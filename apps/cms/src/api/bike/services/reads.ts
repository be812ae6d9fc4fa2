import type { Core } from '@strapi/strapi';
import {
  NEAR_RADIUS_KM,
  CLOSE_SERIALS,
  PUBLIC_LIST_SIZES,
  serialKey,
  type BikeStats,
  type Classified,
  type ClassifiedListMeta,
  type OffsetPagination,
  type HistoryInformation,
  type PublicBike,
  type RecoveredBike,
  type StolenNearResponse,
  type SimilarSerialBike,
} from '@bicla/api-client/shared';
import { historyBikeLinkTable, isPostgres, tableAndColumns } from '../../../database/indexes';
import { ADS_TABLE, LATEST_AD_FIRST, liveAds, type AdFilters } from '../../../database/ads';
import { bikeCounts, recoveredCount } from '../../../database/bike-counts';
import { closeSerials } from '../close-serials';
import { toPublicBike, type ProjectionOptions, type Viewer } from '../projection';
import { publicBikeRows } from '../public-rows';

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

type Where = Record<string, unknown>;
type OrderBy = Record<string, 'asc' | 'desc'>[];

/** docs/decisions/d5-approval.md: nothing pending is ever public. */
const APPROVED: Where = { approved: true };
const LISTED: Where = { approved: true, on_sale: true, stolen: false };
const NEWEST_FIRST: OrderBy = [{ createdAt: 'desc' }, { id: 'desc' }];

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km from the haversine formula's `a` (`haversineSql`). */
const kmOf = (a: number) => 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));

/**
 * The haversine formula's `a` from a point to the point in two columns, as SQL both databases
 * run. It grows with the distance, so it orders by distance and, against `withinKm`, tells what
 * lies within a radius; `kmOf` turns it into kilometres.
 */
function haversineSql(latColumn: string, lngColumn: string, latitude: number, longitude: number) {
  return {
    sql: 'power(sin((radians(??) - ?) / 2), 2) + ? * cos(radians(??)) * power(sin((radians(??) - ?) / 2), 2)',
    bindings: [latColumn, radians(latitude), Math.cos(radians(latitude)), latColumn, lngColumn, radians(longitude)],
  };
}

/** The haversine `a` of a distance of `km`. */
const withinKm = (km: number) => Math.sin(km / (2 * EARTH_RADIUS_KM)) ** 2;

/** How far the nearest stolen bikes are first looked for, as a part of the radius asked. */
const FIRST_RING = 1 / 8;
/** How much wider each next ring is. */
const RING_GROWTH = 4;

/**
 * The latitude and longitude ranges that hold every point within `radius` km: a degree of
 * longitude shrinks away from the equator, so the box is widened for its edge nearest a pole.
 */
function boundingBox(latitude: number, longitude: number, radius: number): { lat: [number, number]; lng: [number, number] } {
  const dLat = radius / KM_PER_DEGREE_OF_LATITUDE;
  const farthestFromEquator = Math.min(90, Math.abs(latitude) + dLat);
  const cos = Math.cos(radians(farthestFromEquator));
  const dLng = cos < 1e-6 ? 180 : Math.min(180, radius / (KM_PER_DEGREE_OF_LATITUDE * cos));
  return { lat: [latitude - dLat, latitude + dLat], lng: [longitude - dLng, longitude + dLng] };
}

/**
 * The public read paths. Each list is one indexed query for the page, one count with the same
 * filter, and the page's rows in three statements (../public-rows.ts): never a query per bike.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bikes = () => strapi.db.query('api::bike.bike');
  const knex = () => strapi.db.connection;

  const rowsOf = publicBikeRows(strapi);

  /** The page's bikes by Strapi's query (its filters reach into relations), then their rows. */
  async function load(where: Where, options: ProjectionOptions = {}, page: Partial<OffsetQuery> = {}) {
    const found = await bikes().findMany({ where, select: ['id'], orderBy: NEWEST_FIRST, offset: page.start, limit: page.limit });
    return rowsOf(
      found.map((bike: { id: number }) => bike.id),
      options,
    );
  }

  async function project(where: Where, viewer: Viewer, options: ProjectionOptions = {}, page: Partial<OffsetQuery> = {}) {
    const rows = await load(where, options, page);
    return rows.map((row) => toPublicBike(row, viewer, options));
  }

  async function one(where: Where, viewer: Viewer, options: ProjectionOptions = {}) {
    const [bike] = await project(where, viewer, options, { limit: 1 });
    return bike ?? null;
  }

  /**
   * A page of the bikes `where` finds, and how many it finds: counted, unless `total` knows or
   * the page shows them all (a first page that is not full, as most searches are).
   */
  async function offsetList(where: Where, viewer: Viewer, page: OffsetQuery, options: ProjectionOptions = {}, total = () => bikes().count({ where }) as Promise<number>) {
    const data = await project(where, viewer, options, page);
    const found = page.start === 0 && data.length < page.limit ? data.length : await total();
    const pagination: OffsetPagination = { ...page, total: found };
    return { data, meta: { pagination } };
  }

  /** The price slider's upper end: the end of the live ads' price index. */
  async function priceMax(): Promise<number> {
    const row = await knex()(ADS_TABLE).max({ max: 'price' }).first();
    return Number(row?.max ?? 0);
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
    bySlug(slug: string, viewer: Viewer): Promise<PublicBike | null> {
      return one({ ...APPROVED, slug }, viewer);
    },

    classified(slug: string, viewer: Viewer): Promise<Classified | null> {
      return one({ ...LISTED, slug }, viewer, { withOwnerCity: true }) as Promise<Classified | null>;
    },

    /**
     * docs/decisions/d8-search.md: the serial's key (normalized, spacing ignored) or the registry number, both exact and
     * indexed. The result shows the registry number: it is no credential (a transfer needs the
     * owner's code) and the logged-in searcher already holds the serial or the number itself.
     */
    search(q: string, page: OffsetQuery, viewer: Viewer) {
      const serial = serialKey(q);
      const matches: Where[] = [{ registry_number: q.toUpperCase() }];
      if (serial) matches.push({ serial_normalized: serial });
      return offsetList({ ...APPROVED, $or: matches }, viewer, page, { withRegistryNumber: true });
    },

    /**
     * docs/decisions/d8-search.md: approved bikes whose serial key is one or two edits from the
     * searched one, closest first, each with the characters that differ. The exact matches are
     * the search's own answer; a short key would be close to too much of the registry.
     */
    async similar(q: string, viewer: Viewer): Promise<SimilarSerialBike[]> {
      const key = serialKey(q);
      if (key.length < CLOSE_SERIALS.minLength) return [];
      const close = await closeSerials(strapi, key, { approvedOnly: true, withExact: false, limit: CLOSE_SERIALS.limit });
      if (close.length === 0) return [];
      // closeSerials kept only the approved bikes: their rows are read by id, without checking again.
      const rows = await rowsOf(close.map((bike) => bike.id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return close.flatMap(({ id, ...closeSerial }) => {
        const row = byId.get(id);
        return row ? [{ ...toPublicBike(row, viewer), close_serial: closeSerial }] : [];
      });
    },

    stolen(page: OffsetQuery, viewer: Viewer) {
      // Its total is kept on write (src/database/bike-counts.ts), not counted.
      return offsetList({ ...APPROVED, stolen: true }, viewer, page, {}, async () => (await bikeCounts(knex())).approvedStolen);
    },

    /**
     * 'Roubadas perto de si': approved stolen bikes within `radius` km of a place, the nearest
     * first. The index on the stolen places (bikes_stolen_place_idx) yields the candidates of
     * the bounding box without reading the bikes; the database counts those within the radius
     * and sorts the nearest by distance, and only the page's bikes are loaded.
     */
    async stolenNear(query: NearQuery, viewer: Viewer): Promise<StolenNearResponse> {
      const { latitude, longitude, start, limit } = query;
      const radius = query.radius ?? NEAR_RADIUS_KM.default;
      const { table, columns } = tableAndColumns(strapi, 'api::bike.bike', ['stolen_latitude', 'stolen_longitude', 'stolen', 'approved']);
      const [lat, lng, stolen, approved] = columns;
      const a = haversineSql(lat, lng, latitude, longitude);
      // The box first, through bikes_stolen_place_idx; then the circle inside it.
      const stolenWithin = (km: number) => {
        const box = boundingBox(latitude, longitude, km);
        return knex()(table)
          .whereBetween(lat, box.lat)
          .andWhereBetween(lng, box.lng)
          .andWhere(stolen, true)
          .andWhere(approved, true)
          .andWhereRaw(`${a.sql} <= ?`, [...a.bindings, withinKm(km)]);
      };
      const [{ total }] = await stolenWithin(radius).count({ total: '*' });
      // The page, from rings around the place widened until one holds it: the database sorts
      // only the bikes of that ring, not every stolen bike a radius of 300 km reaches.
      let nearest: { id: number; a: number }[] = [];
      if (start < Number(total)) {
        for (let ring = radius * FIRST_RING; ; ring = Math.min(radius, ring * RING_GROWTH)) {
          nearest = await stolenWithin(ring)
            .select('id', knex().raw(`${a.sql} AS a`, a.bindings))
            .orderBy([{ column: 'a' }, { column: 'id' }])
            .limit(start + limit);
          if (nearest.length === start + limit || ring >= radius) break;
        }
      }
      const page = nearest.slice(start).map((bike) => ({ id: Number(bike.id), km: kmOf(Number(bike.a)) }));
      const rows = await rowsOf(page.map(({ id }) => id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        data: page.flatMap(({ id, km }) => {
          const row = byId.get(id);
          return row ? [{ ...toPublicBike(row, viewer), distanceKm: Math.round(km) }] : [];
        }),
        meta: {
          pagination: { start, limit, total: Number(total) },
          near: { latitude, longitude, radius, city: query.city },
        },
      };
    },

    /**
     * Bikes recovered and not stolen again whose owner agreed to share the story of a recovery
     * ('Pode partilhar como aconteceu?', docs/decisions/d9-mock-ups-made-real.md), the latest shared recovery first, with
     * its story.
     */
    async recovered(limit: number, viewer: Viewer): Promise<RecoveredBike[]> {
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
      if (latest.length === 0) return [];
      const ids = latest.map(({ id }) => Number(id));
      const [rows, stories] = await Promise.all([
        rowsOf(ids),
        shared()
          .whereIn(`l.${t.linkBike}`, ids)
          .select({ bike: `l.${t.linkBike}`, information: `h.${t.information}`, recovered_at: `h.${t.createdAt}` })
          .orderBy([{ column: `h.${t.createdAt}`, order: 'asc' }, { column: 'h.id', order: 'asc' }]) as Promise<
          { bike: number; information: unknown; recovered_at: string | number | Date }[]
        >,
      ]);
      // Oldest first, so each bike keeps its latest shared story. The rows come in the order of `ids`.
      const storyOf = new Map(stories.map((story) => [Number(story.bike), story]));
      return rows.map((row) => {
        const { information, recovered_at } = storyOf.get(row.id)!;
        const answers = (typeof information === 'string' ? JSON.parse(information) : information) as HistoryInformation;
        return {
          ...toPublicBike(row, viewer),
          recovery: {
            story: answers.recovery_message ?? '',
            we_helped: Boolean(answers.we_helped),
            recovered_at: new Date(recovered_at).toISOString(),
          },
        };
      });
    },

    async classifieds(query: ClassifiedQuery, viewer: Viewer): Promise<{ data: Classified[]; meta: ClassifiedListMeta }> {
      const pageSize = PUBLIC_LIST_SIZES.classifieds;
      const ads = liveAds(knex(), query);
      const [page, counted, highest] = await Promise.all([
        ads
          .clone()
          .select('bike_id')
          .orderBy([...LATEST_AD_FIRST])
          .offset((query.page - 1) * pageSize)
          .limit(pageSize) as Promise<{ bike_id: number }[]>,
        ads.clone().count({ total: '*' }).first() as Promise<{ total: number | string } | undefined>,
        priceMax(),
      ]);
      const rows = await rowsOf(
        page.map((ad) => Number(ad.bike_id)),
        { withOwnerCity: true },
      );
      const total = Number(counted?.total ?? 0);
      return {
        data: rows.map((row) => toPublicBike(row, viewer, { withOwnerCity: true }) as Classified),
        meta: {
          pagination: { page: query.page, pageSize, pageCount: Math.ceil(total / pageSize), total },
          priceMax: highest,
        },
      };
    },

    async stats(): Promise<BikeStats> {
      const [counts, recovered] = await Promise.all([bikeCounts(knex()), recoveredCount(knex())]);
      return { registered: counts.approved, stolen: counts.approvedStolen, recovered };
    },
  };
};
