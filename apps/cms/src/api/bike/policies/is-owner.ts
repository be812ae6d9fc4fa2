import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';
import { bikeWithOwner } from '../bike-with-owner';
import { assertApproved, assertDraft, assertNotStolen, assertOnSale, assertStolen } from '../rules';

/** The state a route requires of the bike, beyond being the caller's (src/api/bike/rules.ts). */
export interface OwnerPolicyConfig {
  approved?: boolean;
  notStolen?: boolean;
  stolen?: boolean;
  onSale?: boolean;
  /** The caller's unfinished registration. */
  draft?: boolean;
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

type PolicyContext = Parameters<Core.MiddlewareHandler>[0];

const OWNED = { by: 'documentId' as const, fields: ['id', 'documentId', 'approved', 'stolen', 'on_sale', 'nickName', 'slug'], ownerFields: ['id'] };

/**
 * The caller must own the bike named by the route's `:id` (a documentId), in the state the
 * route's configuration asks for. The bike is left in `ctx.state.bike` for the controller.
 * Refusals carry the catalogue's Portuguese message: a 403 must be a PolicyError, since Strapi
 * replaces any other ForbiddenError's message with "Forbidden".
 */
export default async (policyContext: PolicyContext, config: OwnerPolicyConfig = {}, { strapi }: { strapi: Core.Strapi }) => {
  const user: { id: number } | undefined = policyContext.state.user;
  if (!user) throw new errors.UnauthorizedError('É necessário iniciar sessão');

  const found = await bikeWithOwner<OwnedBike, { id: number }>(strapi, OWNED, String(policyContext.params.id));
  if (!found) throw new errors.NotFoundError(MESSAGES.bikeNotFound);
  const { bike, owner } = found;
  if (owner?.id !== user.id) throw new errors.PolicyError(MESSAGES.notOwner);
  if (config.approved) assertApproved(bike);
  if (config.notStolen) assertNotStolen(bike);
  if (config.stolen) assertStolen(bike);
  if (config.onSale) assertOnSale(bike);
  if (config.draft) await assertDraft(strapi, user.id, bike);

  policyContext.state.bike = bike;
  return true;
};
