import type { Core } from '@strapi/strapi';
import { isPostgres, tableAndColumns } from './indexes';
import { compiledOnce } from './list-statements';

/**
 * A number that changes whenever the approved stolen bikes' places do, kept by triggers on
 * `bikes` in step with every write, Strapi's and the bulk imports' alike: the stolen places kept
 * in memory are read again when it moves, in any process, and only then (docs/data-model.md,
 * "Kept counts").
 */
export const STOLEN_PLACES_VERSION_TABLE = 'bikes_stolen_places_version';

const columnsOf = (strapi: Core.Strapi) => {
  const {
    table,
    columns: [lat, lng, stolen, approved],
  } = tableAndColumns(strapi, 'api::bike.bike', ['stolen_latitude', 'stolen_longitude', 'stolen', 'approved']);
  return { table, lat, lng, stolen, approved };
};

export async function ensureStolenPlacesVersion(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const { table, lat, lng, stolen, approved } = columnsOf(strapi);
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${STOLEN_PLACES_VERSION_TABLE} (version BIGINT NOT NULL)`);
  const bump = `UPDATE ${STOLEN_PLACES_VERSION_TABLE} SET version = version + 1`;
  if (isPostgres(knex)) {
    await knex.raw(`CREATE OR REPLACE FUNCTION ${STOLEN_PLACES_VERSION_TABLE}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (TG_OP = 'INSERT' AND NEW.${lat} IS NOT NULL) OR (TG_OP = 'DELETE' AND OLD.${lat} IS NOT NULL) OR (TG_OP = 'UPDATE' AND (
          OLD.${lat} IS DISTINCT FROM NEW.${lat} OR OLD.${lng} IS DISTINCT FROM NEW.${lng}
          OR (NEW.${lat} IS NOT NULL AND (OLD.${stolen} IS DISTINCT FROM NEW.${stolen} OR OLD.${approved} IS DISTINCT FROM NEW.${approved}))))
        THEN ${bump}; END IF;
        RETURN NULL;
      END $$`);
    // Replaced, never dropped first: another CMS process may be writing while this one boots.
    await knex.raw(`CREATE OR REPLACE TRIGGER ${STOLEN_PLACES_VERSION_TABLE}_keep AFTER INSERT OR DELETE OR UPDATE OF ${lat}, ${lng}, ${stolen}, ${approved} ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${STOLEN_PLACES_VERSION_TABLE}_keep()`);
  } else {
    // Created at every boot: rebuilding `bikes` (a schema change) drops its triggers.
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${STOLEN_PLACES_VERSION_TABLE}_insert AFTER INSERT ON ${table} WHEN NEW.${lat} IS NOT NULL BEGIN ${bump}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${STOLEN_PLACES_VERSION_TABLE}_update AFTER UPDATE OF ${lat}, ${lng}, ${stolen}, ${approved} ON ${table}
      WHEN OLD.${lat} IS NOT NEW.${lat} OR OLD.${lng} IS NOT NEW.${lng}
        OR (NEW.${lat} IS NOT NULL AND (OLD.${stolen} IS NOT NEW.${stolen} OR OLD.${approved} IS NOT NEW.${approved}))
      BEGIN ${bump}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${STOLEN_PLACES_VERSION_TABLE}_delete AFTER DELETE ON ${table} WHEN OLD.${lat} IS NOT NULL BEGIN ${bump}; END`);
  }
  // Moved at every boot too: whatever wrote to `bikes` while the triggers were missing is read.
  await knex.transaction(async (trx) => {
    await trx.raw(`INSERT INTO ${STOLEN_PLACES_VERSION_TABLE} (version) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM ${STOLEN_PLACES_VERSION_TABLE})`);
    await trx.raw(bump);
  });
}

/** Every approved stolen bike's place, south to north, in columns. */
export interface StolenPlaces {
  ids: number[];
  latitudes: number[];
  longitudes: number[];
}

/** The places' version, read at every search near a place: compiled once (list-statements.ts). */
const versionRow = compiledOnce<{ version: number | string }>((knex) => knex(STOLEN_PLACES_VERSION_TABLE).select('version'));

/**
 * The approved stolen bikes' places, as of the last change to any of them: kept in this process
 * and read again, from bikes_stolen_place_idx alone, when the version has moved. Requests that
 * find it moved at once share one read.
 */
export function keptStolenPlaces(strapi: Core.Strapi) {
  let kept: { version: string; places: Promise<StolenPlaces> } | undefined;

  async function load(): Promise<StolenPlaces> {
    const { table, lat, lng, stolen, approved } = columnsOf(strapi);
    const rows: { id: number; lat: number; lng: number }[] = await strapi.db
      .connection(table)
      .select({ id: 'id', lat, lng })
      .whereNotNull(lat)
      .whereNotNull(lng)
      .andWhere(stolen, true)
      .andWhere(approved, true)
      .orderBy([{ column: lat }, { column: 'id' }]);
    return {
      ids: rows.map((row) => Number(row.id)),
      latitudes: rows.map((row) => Number(row.lat)),
      longitudes: rows.map((row) => Number(row.lng)),
    };
  }

  return async function stolenPlaces(): Promise<StolenPlaces> {
    // Read before the places: a write between the two leaves an older version on newer places,
    // which the next request reads again, never the other way round.
    const [row] = await versionRow(strapi.db.connection, {});
    const version = String(row?.version);
    if (kept?.version !== version) {
      const places = load();
      const held = { version, places };
      kept = held;
      places.catch(() => kept === held && (kept = undefined));
    }
    return kept.places;
  };
}
