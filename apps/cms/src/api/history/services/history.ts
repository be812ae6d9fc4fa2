import { factories } from '@strapi/strapi';
import type { HistoryInformation, HistoryType } from '@bicla/api-client/shared';
import { rowWrites } from '../../../database/row-writes';

/** One entry of a bike's history: the bike, and the user who acted (none for an editor's decision), by id. */
export interface HistoryEntry {
  bike: number;
  user: number | null;
  type: HistoryType;
  information: HistoryInformation;
}

/** The history service as the bike services call it. */
export interface HistoryService {
  record: (entry: HistoryEntry) => Promise<unknown>;
}

export default factories.createCoreService('api::history.history', ({ strapi }) => {
  // By ids through compiled statements: the document service would look both up again and count them.
  const entries = rowWrites(strapi, 'api::history.history');
  return {
    /**
     * Appends one entry. Call it inside the transaction of the state change it records, so
     * both are written or neither is (docs/decisions/d3-server-state-changes.md).
     */
    record(entry: HistoryEntry) {
      return entries.create({ type: entry.type, information: entry.information, bike: entry.bike, user: entry.user, publishedAt: new Date() });
    },
  };
});
