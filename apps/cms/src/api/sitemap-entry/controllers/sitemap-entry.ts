import type { Core } from '@strapi/strapi';
import { sitemapQuerySchema, type SitemapEntry, type SitemapEntryList } from '@bicla/api-client/shared';
import { tableAndColumns } from '../../../database/indexes';
import { validateQuery } from '../../../utils/validate';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/**
 * Approved bikes only (docs/decisions/d5-approval.md), oldest first so pages stay stable as bikes are added: the slug, where
 * its page lives (stolen or not), whether it also has an ad, and when it last changed. One indexed
 * read of four columns and one count, whatever the page size.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Ctx) {
    const { start, limit } = await validateQuery(sitemapQuerySchema, ctx.query);
    const { table, columns } = tableAndColumns(strapi, 'api::bike.bike', ['slug', 'stolen', 'on_sale', 'updatedAt', 'approved']);
    const [slug, stolen, onSale, updatedAt, approved] = columns;
    const knex = strapi.db.connection;
    const [rows, counted] = await Promise.all([
      knex(table)
        .where(approved, true)
        .orderBy('id', 'asc')
        .offset(start)
        .limit(limit)
        .select<{ slug: string; stolen: unknown; on_sale: unknown; updated_at: unknown }[]>({
          slug,
          stolen,
          on_sale: onSale,
          updated_at: updatedAt,
        }),
      knex(table).where(approved, true).count<{ total: number | string }[]>({ total: '*' }),
    ]);
    const data: SitemapEntry[] = rows.map((row) => ({
      slug: row.slug,
      stolen: Boolean(row.stolen),
      onSale: Boolean(row.on_sale) && !row.stolen,
      updatedAt: new Date(row.updated_at as string | number).toISOString(),
    }));
    const body: SitemapEntryList = { data, meta: { pagination: { start, limit, total: Number(counted[0]?.total ?? 0) } } };
    ctx.body = body;
  },
});
