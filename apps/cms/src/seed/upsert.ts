import type { Core, UID } from '@strapi/strapi';

/**
 * Creates the rows whose natural key is not in the table yet, and leaves the others alone,
 * so running the seed again changes nothing. Returns every row's documentId by key.
 */
export async function createMissing<T extends object>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  key: keyof T & string,
  rows: T[],
): Promise<Map<string, string>> {
  const existing: Record<string, unknown>[] = await strapi.db.query(uid).findMany({ select: ['documentId', key] });
  const byKey = new Map(existing.map((row) => [String(row[key]), String(row.documentId)]));
  const draftAndPublish = strapi.contentType(uid).options?.draftAndPublish === true;

  for (const row of rows) {
    const value = String(row[key]);
    if (byKey.has(value)) continue;
    const created = await strapi.documents(uid).create({
      data: row,
      ...(draftAndPublish ? { status: 'published' as const } : {}),
    });
    byKey.set(value, created.documentId);
  }
  return byKey;
}
