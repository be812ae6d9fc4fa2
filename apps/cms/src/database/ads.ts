import type { Core } from '@strapi/strapi';
import { isPostgres, tableAndColumns } from './indexes';
import { keptRowsRead, readBeside, type KeptRow } from './kept-rows';
import { keptTotalPages } from './kept-total-pages';
import { compiledOnce, valueSlot, type Query } from './list-statements';
import { createTriggers, type Trigger } from './triggers';

/**
 * The live ads, ready to filter (docs/data-model.md, "Live ads"): one narrow row per bike on
 * sale, approved and not stolen, with what the classifieds filter on copied from where it lives
 * (the owner's municipality, the category, the brand) and its names (brand, model, nickname) in
 * one lower-cased column under a trigram index.
 * Triggers on the bikes, their owner, category and brand links, the accounts' municipality and the
 * brands' names keep it in step in the same transaction as every write, Strapi's and the bulk
 * imports' alike, so a filtered page is one statement on one table instead of Strapi's joins
 * through four link tables, and no ad is listed that the registry does not list.
 */
export const ADS_TABLE = 'bikes_ads';

/**
 * How many live ads there are, kept by triggers on `bikes_ads` so the classifieds without a
 * filter count nothing (10,000 ads took PostgreSQL 1.4 ms to count). Kept in slots by the bike's
 * id: an ad's every change lists it again, and on PostgreSQL two ads written at once would
 * otherwise wait for each other's commit on one row.
 */
export const ADS_TOTAL_TABLE = 'bikes_ads_total';
const TOTAL_SLOTS = 16;

const BIKE = 'api::bike.bike';

/** The filters of the classifieds page and of a saved search (`page` aside). */
export interface AdFilters {
  name?: string;
  city?: string;
  category?: string;
  priceMin?: number;
  priceMax?: number;
}

type Knex = Core.Strapi['db']['connection'];

function linkTable(strapi: Core.Strapi, attribute: string) {
  const { joinTable } = strapi.db.metadata.get(BIKE).attributes[attribute] as unknown as {
    joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
  };
  return { table: joinTable.name, bike: joinTable.joinColumn.name, target: joinTable.inverseJoinColumn.name };
}

/**
 * How the table is kept: the statement that lists a set of bikes as they now stand, and the
 * triggers, one per table and event, with the same statements on both databases.
 */
function keeping(strapi: Core.Strapi) {
  const {
    table: bikes,
    columns: [onSale, stolen, approved, classifiedDate, price, model, nickName],
  } = tableAndColumns(strapi, BIKE, ['on_sale', 'stolen', 'approved', 'classified_date', 'price', 'model', 'nickName']);
  const {
    table: users,
    columns: [city],
  } = tableAndColumns(strapi, 'plugin::users-permissions.user', ['city']);
  const {
    table: categories,
    columns: [categoryDocument],
  } = tableAndColumns(strapi, 'api::category.category', ['documentId']);
  const {
    table: brands,
    columns: [brandName],
  } = tableAndColumns(strapi, 'api::brand.brand', ['name']);
  const owner = linkTable(strapi, 'user');
  const category = linkTable(strapi, 'category');
  const brand = linkTable(strapi, 'brand');

  /** Lists the bikes `ids` (SQL values, or a query) that are on sale, approved and not stolen. */
  const list = (ids: string) =>
    `INSERT INTO ${ADS_TABLE} (bike_id, classified_date, price, owner_id, city, category, brand, names)
      SELECT b.id, b.${classifiedDate}, b.${price}, o.${owner.target}, u.${city}, c.${categoryDocument}, lower(br.${brandName}),
        lower(coalesce(br.${brandName}, '') || ' ' || coalesce(b.${model}, '') || ' ' || coalesce(b.${nickName}, ''))
      FROM ${bikes} b
      LEFT JOIN ${owner.table} o ON o.${owner.bike} = b.id LEFT JOIN ${users} u ON u.id = o.${owner.target}
      LEFT JOIN ${category.table} cl ON cl.${category.bike} = b.id LEFT JOIN ${categories} c ON c.id = cl.${category.target}
      LEFT JOIN ${brand.table} bl ON bl.${brand.bike} = b.id LEFT JOIN ${brands} br ON br.id = bl.${brand.target}
      WHERE b.id IN (${ids}) AND b.${onSale} = true AND b.${stolen} = false AND b.${approved} = true
      ON CONFLICT (bike_id) DO NOTHING`;
  /** Lists the bikes `ids` again as they now stand: gone unless listed. */
  const relist = (ids: string) => [`DELETE FROM ${ADS_TABLE} WHERE bike_id IN (${ids})`, list(ids)];
  const links = [owner, category, brand].flatMap((link) => [
    { name: `${ADS_TABLE}_${link.table}_insert`, table: link.table, event: 'INSERT', statements: relist(`NEW.${link.bike}`) },
    { name: `${ADS_TABLE}_${link.table}_update`, table: link.table, event: 'UPDATE', statements: relist(`OLD.${link.bike}, NEW.${link.bike}`) },
    { name: `${ADS_TABLE}_${link.table}_delete`, table: link.table, event: 'DELETE', statements: relist(`OLD.${link.bike}`) },
  ]);
  const triggers: Trigger[] = [
    { name: `${ADS_TABLE}_insert`, table: bikes, event: 'INSERT', statements: [list('NEW.id')] },
    {
      name: `${ADS_TABLE}_update`,
      table: bikes,
      event: `UPDATE OF ${[onSale, stolen, approved, classifiedDate, price, model, nickName].join(', ')}`,
      statements: relist('NEW.id'),
    },
    { name: `${ADS_TABLE}_delete`, table: bikes, event: 'DELETE', statements: [`DELETE FROM ${ADS_TABLE} WHERE bike_id = OLD.id`] },
    ...links,
    {
      name: `${ADS_TABLE}_owner_city`,
      table: users,
      event: `UPDATE OF ${city}`,
      statements: [`UPDATE ${ADS_TABLE} SET city = NEW.${city} WHERE owner_id = NEW.id`],
    },
    {
      name: `${ADS_TABLE}_brand_name`,
      table: brands,
      event: `UPDATE OF ${brandName}`,
      statements: relist(`SELECT ${brand.bike} FROM ${brand.table} WHERE ${brand.target} = NEW.id`),
    },
  ];
  return { everyBike: list(`SELECT id FROM ${bikes}`), triggers };
}

/** SQLite's index of the names: an FTS5 table of trigrams, keyed by the ad's bike (PostgreSQL's is a pg_trgm index on the column). */
const NAMES_TABLE = `${ADS_TABLE}_names`;

export async function ensureAds(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const postgres = isPostgres(knex);
  const { triggers, everyBike } = keeping(strapi);
  const existed = await knex.schema.hasTable(ADS_TABLE);
  const timestamp = postgres ? 'timestamp(6)' : 'datetime';
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${ADS_TABLE} (
    bike_id INTEGER PRIMARY KEY, classified_date ${timestamp}, price INTEGER, owner_id INTEGER,
    city TEXT, category TEXT, brand TEXT, names TEXT)`);
  // Newest first, alone or within a municipality or a category, whose price the last two carry
  // so a range of prices within one is read and counted from the index alone; the price range
  // and its highest price; a short name by its brand; the ads of an owner, for the trigger that
  // follows a move.
  const indexes: Record<string, string[]> = {
    classified_date: ['classified_date', 'bike_id'],
    city_priced: ['city', 'classified_date', 'bike_id', 'price'],
    category_priced: ['category', 'classified_date', 'bike_id', 'price'],
    price: ['price'],
    brand: ['brand'],
    owner: ['owner_id'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${ADS_TABLE}_${name}_idx ON ${ADS_TABLE} (${columns.join(', ')})`);
  }
  for (const retired of ['city', 'category']) await knex.raw(`DROP INDEX IF EXISTS ${ADS_TABLE}_${retired}_idx`);
  const names: Trigger[] = [];
  if (postgres) {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${ADS_TABLE}_names_idx ON ${ADS_TABLE} USING gin (names gin_trgm_ops)`);
  } else {
    await knex.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS ${NAMES_TABLE} USING fts5(names, tokenize = 'trigram')`);
    // Every change to an ad's names lists it again (a delete, then an insert).
    names.push(
      { name: `${NAMES_TABLE}_insert`, table: ADS_TABLE, event: 'INSERT', statements: [`INSERT INTO ${NAMES_TABLE} (rowid, names) VALUES (NEW.bike_id, NEW.names)`] },
      { name: `${NAMES_TABLE}_delete`, table: ADS_TABLE, event: 'DELETE', statements: [`DELETE FROM ${NAMES_TABLE} WHERE rowid = OLD.bike_id`] },
    );
  }
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${ADS_TOTAL_TABLE} (slot INTEGER PRIMARY KEY, total INTEGER NOT NULL)`);
  const count = (row: 'NEW' | 'OLD', delta: 1 | -1) =>
    `INSERT INTO ${ADS_TOTAL_TABLE} (slot, total) VALUES (${row}.bike_id % ${TOTAL_SLOTS}, ${delta})
      ON CONFLICT (slot) DO UPDATE SET total = ${ADS_TOTAL_TABLE}.total + excluded.total`;
  const counts: Trigger[] = [
    { name: `${ADS_TOTAL_TABLE}_insert`, table: ADS_TABLE, event: 'INSERT', statements: [count('NEW', 1)] },
    { name: `${ADS_TOTAL_TABLE}_delete`, table: ADS_TABLE, event: 'DELETE', statements: [count('OLD', -1)] },
  ];
  await createTriggers(knex, [...triggers, ...names, ...counts]);
  // A registry from before the table: its ads are listed once, by the statement the triggers run.
  if (!existed) {
    if (!postgres) await knex.raw(`DELETE FROM ${NAMES_TABLE}`);
    await knex.raw(everyBike);
  }
  // Counted again at every boot, as the bikes' counts are (bike-counts.ts).
  await knex.transaction(async (trx) => {
    await trx.raw(`DELETE FROM ${ADS_TOTAL_TABLE}`);
    await trx.raw(`INSERT INTO ${ADS_TOTAL_TABLE} (slot, total) SELECT bike_id % ${TOTAL_SLOTS}, count(*) FROM ${ADS_TABLE} GROUP BY 1`);
  });
  // FTS5 keeps the names in segments, one more for each write or import, and a lookup reads
  // them all: merged into one at every boot (a no-op when it already is), a brand's ads were
  // found in 170 µs instead of 367 on 10,000 ads.
  if (!postgres) await knex.raw(`INSERT INTO ${NAMES_TABLE} (${NAMES_TABLE}) VALUES ('optimize')`);
}

/** The classifieds' order, and a saved search's: the latest ad first. */
export const LATEST_AD_FIRST = [
  { column: 'classified_date', order: 'desc' },
  { column: 'bike_id', order: 'desc' },
] as const;

/** `%`, `_` and the escape itself, matched as written by PostgreSQL's `LIKE`. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An FTS5 phrase, matched as written: its quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** What the trigram indexes can look up: a name of three characters or more. */
const TRIGRAM = 3;

/** The filters `liveAds` applies, each undefined when it selects every ad (an empty or blank one too), the name as its index looks it up. */
interface Narrowing {
  name?: { index: 'brand' | 'names'; value: string };
  city?: string;
  category?: string;
  priceMin?: number;
  priceMax?: number;
}

function narrowing(knex: Knex, filters: AdFilters): Narrowing {
  const name = filters.name?.trim() || undefined;
  const throughNames = (text: string) => (isPostgres(knex) ? `%${likeEscaped(text)}%` : phrase(text));
  return {
    name: name === undefined ? undefined : throughTrigrams(name) ? { index: 'names', value: throughNames(name) } : { index: 'brand', value: name },
    city: filters.city || undefined,
    category: filters.category || undefined,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
  };
}

const throughTrigrams = (name: string) => [...name].length >= TRIGRAM;

type Filter = keyof Narrowing;

/**
 * The live ads `narrowed` selects, each value bound as `bound` gives it: the value itself, or
 * the slot a compiled statement takes it in (`filteredPages`). The name is found anywhere in the
 * brand, model and nickname, whatever its case, through each database's trigram index (SQLite's
 * FTS5 phrase, PostgreSQL's pg_trgm `LIKE`); one or two characters are too short for trigrams and
 * find the brand of that name (GT, BH). The municipality and category are matched exactly.
 */
function narrowedAds(knex: Knex, narrowed: Narrowing, bound: (filter: Filter, value: unknown) => unknown) {
  const query = knex(ADS_TABLE);
  const { name, city, category, priceMin, priceMax } = narrowed;
  if (name?.index === 'brand') query.whereRaw('brand = lower(?)', [bound('name', name.value)]);
  else if (name && isPostgres(knex)) query.whereRaw('names LIKE lower(?)', [bound('name', name.value)]);
  else if (name) query.whereIn('bike_id', knex(NAMES_TABLE).select('rowid').whereRaw(`${NAMES_TABLE} MATCH ?`, [bound('name', name.value)]));
  if (city !== undefined) query.where('city', bound('city', city) as string);
  if (category !== undefined) query.where('category', bound('category', category) as string);
  if (priceMin !== undefined) query.where('price', '>=', bound('priceMin', priceMin) as number);
  if (priceMax !== undefined) query.where('price', '<=', bound('priceMax', priceMax) as number);
  return query;
}

/** The live ads the filters select, as a query on the table to page, count or narrow further. */
export const liveAds = (knex: Knex, filters: AdFilters) => narrowedAds(knex, narrowing(knex, filters), (_filter, value) => value);

/** A page of the classifieds: its ads, how many the filters select, and the highest price of every live ad (the price slider's end). */
export interface AdsPage {
  ids: number[];
  total: number;
  priceMax: number;
  /** The page's kept rows, when a table of them is given (kept-rows.ts). */
  kept?: KeptRow[];
}

interface PageRow {
  bike_id: number | null;
  total: number | string | null;
  price_max: number | string | null;
}

/** The highest price of every live ad, a scalar subquery: the end of the price index. */
const HIGHEST_PRICE = `(SELECT max(price) FROM ${ADS_TABLE})`;

/** Every live ad's page, latest first, with the kept total and the highest price, and the kept rows of `kept` if given, in one statement. */
const everyAdPages = new Map<string | undefined, ReturnType<typeof keptTotalPages>>();
const everyAdPage = (kept?: string) =>
  everyAdPages.get(kept) ??
  everyAdPages
    .set(
      kept,
      keptTotalPages({
        table: ADS_TABLE,
        id: 'bike_id',
        order: LATEST_AD_FIRST.map(({ column }) => column),
        total: `(SELECT sum(total) FROM ${ADS_TOTAL_TABLE})`,
        alongside: { price_max: HIGHEST_PRICE },
        kept,
      }),
    )
    .get(kept)!;

/** The order of a page read as `page`: the latest ad first. */
const byPageOrder = LATEST_AD_FIRST.map(({ column, order }) => ({ column: `page.${column}`, order }));

/** The highest price as a column of a statement on the live ads. */
const highestPrice = (knex: Knex) => knex.raw(`${HIGHEST_PRICE} AS price_max`);

/** A filtered page's statements, compiled once for each set of filters a page narrows by (`filteredPages`). */
interface FilteredPage {
  /** The page's ads, their total and the highest price, with the kept rows given. */
  page: ReturnType<typeof compiledOnce<PageRow & Record<string, unknown>>>;
  /** The total and the highest price alone: a page that counts itself carries them only in its rows, and may have none. */
  counted: ReturnType<typeof compiledOnce<PageRow>>;
  /** Whether the page counts its ads itself (`count(*) over ()`): a name looked up through the trigram index. */
  countsItself: boolean;
}

const filteredPageStatements = new Map<string, FilteredPage>();

/**
 * The statements of a filtered page of `limit` ads narrowed by the filters `narrowed` has
 * (whatever their values), with the kept rows of `kept` if given: knex builds them once, where
 * building them took a tenth of such a page's CPU. SQLite plans them for each request's values
 * from the samples it keeps of the live ads (statistics.ts). PostgreSQL plans them once for every
 * value, as every compiled statement: planning one for its values cost it 0.2 to 0.6 ms, more
 * than most pages take to read, and the plan for every value reads each filter through its index
 * (a price range alone through the price index, sorted: at most twice the work of its count,
 * which reads every match anyway). A name looked up through the trigram index is the exception,
 * planned for its name: a plan for every name cannot know how few ads one matches, and may read
 * them all. Such a name is counted in the page's own
 * statement (`count(*) over ()`), so the index is read once, not again for a count; without one,
 * the page walks an index in its order and stops at its end, which a count over the same rows
 * would make read every match: the count is read beside it. The kept rows are joined to the page
 * once it is cut, so only its own are read.
 */
function filteredPages(narrowed: Narrowing, limit: number, kept?: string): FilteredPage {
  const filters = (Object.keys(narrowed) as Filter[]).filter((filter) => narrowed[filter] !== undefined);
  const key = JSON.stringify([narrowed.name?.index, filters, limit, kept]);
  const made = filteredPageStatements.get(key);
  if (made) return made;
  const ads = (knex: Knex) => narrowedAds(knex, narrowed, (filter) => valueSlot(filter));
  const counting = (knex: Knex) => ads(knex).count({ total: '*' }).select(highestPrice(knex));
  // knex takes a raw offset (its types say a number only), so the offset is bound at run time. The
  // limit, the page's size, is written into the SQL: planned for a limit it cannot see, PostgreSQL
  // expects a tenth of the ads and reads every kept row to join them (docs/data-model.md, "Bike rows").
  const cut = (knex: Knex, query: Query) => query.offset(knex.raw('?', [valueSlot('offset')]) as unknown as number).limit(limit, { skipBinding: true });
  const withKept = (statement: Query) => (kept ? readBeside(statement, kept, 'page.bike_id') : statement);
  const countsItself = narrowed.name?.index === 'names';
  const page = countsItself
    ? (knex: Knex) => {
        // Counted inside, ordered outside: PostgreSQL would otherwise walk the dates for the page's
        // few rows, testing every ad's names, and only then count them all (5 ms on 10,000 ads).
        const matching = ads(knex).select('bike_id', 'classified_date', knex.raw('count(*) over () as total'));
        const paged = cut(
          knex,
          knex.from(matching.as('matching')).select('bike_id', 'classified_date', 'total', highestPrice(knex)).orderBy([...LATEST_AD_FIRST]),
        );
        return withKept(knex.from(paged.as('page')).select('page.bike_id', 'page.total', 'page.price_max').orderBy(byPageOrder));
      }
    : (knex: Knex) => {
        // The count and the page side by side in one statement, each stopping where its index lets
        // it; a page past the last is still a row of the count.
        const ordered = cut(knex, ads(knex).select('bike_id', 'classified_date').orderBy([...LATEST_AD_FIRST]));
        return withKept(
          knex
            .from(counting(knex).as('counted'))
            .select('counted.total', 'counted.price_max', 'page.bike_id')
            .joinRaw('left join ? on true', [ordered.as('page')])
            .orderBy(byPageOrder),
        );
      };
  const statements = {
    page: compiledOnce<PageRow & Record<string, unknown>>(page, { plannedForValues: countsItself }),
    counted: compiledOnce<PageRow>(counting, { plannedForValues: countsItself }),
    countsItself,
  };
  filteredPageStatements.set(key, statements);
  return statements;
}

/**
 * A page of the live ads the filters select, latest first, how many they are and the highest
 * price, and with `kept` (a table of kept rows by bike: kept-rows.ts) the page's kept rows, in one
 * statement: every ad's page is one (kept-total-pages.ts), a filtered one too (`filteredPages`).
 */
export async function liveAdsPage(knex: Knex, filters: AdFilters, page: { offset: number; limit: number }, kept?: string): Promise<AdsPage> {
  const narrowed = narrowing(knex, filters);
  if (Object.values(narrowed).every((value) => value === undefined)) {
    const { ids, total, alongside, kept: keptOfPage } = await everyAdPage(kept)(knex, page);
    return { ids, total, priceMax: Number(alongside.price_max ?? 0), ...(kept && { kept: keptOfPage }) };
  }
  const statements = filteredPages(narrowed, page.limit, kept);
  const values = { ...narrowed, name: narrowed.name?.value, offset: page.offset };
  const rows = await statements.page(knex, values);
  const read = kept && { kept: keptRowsRead(rows, 'bike_id') };
  // A page past the last, or no match: no row carries the total and the highest price.
  const counted = statements.countsItself && rows.length === 0 ? (await statements.counted(knex, values))[0] : rows[0];
  return {
    ids: rows.flatMap((row) => (row.bike_id === null ? [] : [Number(row.bike_id)])),
    total: Number(counted?.total ?? 0),
    priceMax: Number(counted?.price_max ?? 0),
    ...read,
  };
}
