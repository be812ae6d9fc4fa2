import type { Core } from '@strapi/strapi';

/**
 * The connection a raw query must use: the transaction under way, when there is one. SQLite has
 * a single connection, so a query outside the transaction that holds it would wait forever.
 */
export async function currentConnection(strapi: Core.Strapi): Promise<Core.Strapi['db']['connection']> {
  if (!strapi.db.inTransaction()) return strapi.db.connection;
  // Inside a transaction this hands back that transaction; it neither starts nor ends one.
  return (await strapi.db.transaction()).get();
}
