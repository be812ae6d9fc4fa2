import { factories } from '@strapi/strapi';
import type { HistoryInformation, HistoryType } from '@bicla/api-client/shared';

export default factories.createCoreService('api::history.history', ({ strapi }) => ({
  /**
   * Appends one entry. Call it inside the transaction of the state change it records, so
   * both are written or neither is (docs/decisions/d3-server-state-changes.md).
   */
  async record(entry: { bike: string; user: string | null; type: HistoryType; information: HistoryInformation }) {
    return strapi.documents('api::history.history').create({
      data: { type: entry.type, information: entry.information, bike: entry.bike, user: entry.user },
    });
  },
}));
