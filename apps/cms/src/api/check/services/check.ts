import type { Core } from '@strapi/strapi';
import { serialKey, type CheckQuery, type CheckResult } from '@bicla/api-client/shared';
import { publicBikeUrl } from '../../../documents/public-url';

interface Match {
  slug: string;
  stolen: boolean;
}

/**
 * What the registry says of a bike, and nothing else (docs/decisions/d6-privacy.md): registered, stolen or
 * unknown, the time, and the public page. Only approved bikes count (docs/decisions/d5-approval.md): a pending or draft
 * registration is unknown. A serial is matched as search matches it (docs/decisions/d8-search.md, `serialKey`); when
 * several bikes share it, a stolen one wins, since that is what a buyer must hear.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(query: CheckQuery): Promise<CheckResult> {
    const where: Record<string, unknown> = { approved: true };
    if (query.serial !== undefined) where.serial_normalized = serialKey(query.serial) || null;
    else if (query.registry !== undefined) where.registry_number = query.registry.toUpperCase();
    else where.slug = query.slug;

    const matches = (where.serial_normalized === null
      ? []
      : await strapi.db.query('api::bike.bike').findMany({
          where,
          select: ['slug', 'stolen'],
          orderBy: [{ stolen: 'desc' }, { id: 'asc' }],
          limit: 1,
        })) as Match[];
    const [bike] = matches;
    return {
      status: bike ? (bike.stolen ? 'stolen' : 'registered') : 'unknown',
      checkedAt: new Date().toISOString(),
      url: bike ? publicBikeUrl(bike) : null,
    };
  },
});
