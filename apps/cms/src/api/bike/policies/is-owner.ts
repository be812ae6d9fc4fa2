import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';

interface OwnerPolicyConfig {
  /** Only approved bikes (decision D5). */
  approved?: boolean;
  /** Refuse stolen bikes (listing, transfer). */
  notStolen?: boolean;
  /** Only stolen bikes (recovery). */
  stolen?: boolean;
}

export interface OwnedBike {
  id: number;
  documentId: string;
  approved: boolean;
  stolen: boolean;
  on_sale: boolean;
  nickName: string;
  slug: string;
}

/**
 * The caller must own the bike named by the route's `:id` (a documentId). The bike is left in
 * `ctx.state.bike` for the controller. Refusals carry the catalogue's Portuguese message: a 403
 * must be a PolicyError, since Strapi replaces any other ForbiddenError's message with "Forbidden".
 */
type PolicyContext = Parameters<Core.MiddlewareHandler>[0];

export default async (
  policyContext: PolicyContext,
  config: OwnerPolicyConfig = {},
  { strapi }: { strapi: Core.Strapi },
) => {
  const user = policyContext.state.user as { id: number } | undefined;
  if (!user) throw new errors.UnauthorizedError('É necessário iniciar sessão');

  const bike = await strapi.db.query('api::bike.bike').findOne({
    where: { documentId: policyContext.params.id },
    select: ['id', 'documentId', 'approved', 'stolen', 'on_sale', 'nickName', 'slug'],
    populate: { user: { select: ['id'] } },
  });
  if (!bike) throw new errors.NotFoundError(MESSAGES.bikeNotFound);
  if (bike.user?.id !== user.id) throw new errors.PolicyError(MESSAGES.notOwner);
  if (config.approved && !bike.approved) throw new errors.PolicyError(MESSAGES.pendingBike);
  if (config.notStolen && bike.stolen) throw new errors.ApplicationError(MESSAGES.bike.stolen);
  if (config.stolen && !bike.stolen) throw new errors.ApplicationError('Esta bicicleta não está dada como roubada');

  policyContext.state.bike = bike as OwnedBike;
  return true;
};
