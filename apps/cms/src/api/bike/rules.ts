import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';
import { idsLinkedTo } from '../../database/linked-ids';

/**
 * The states a bike operation may require, each written once. The routes name them in the
 * is-owner policy's configuration; the transfer service applies `notStolen` again under its row
 * lock and to the bike a code names.
 */
export interface BikeState {
  id: number;
  documentId: string;
  approved: boolean;
  stolen: boolean;
}

/**
 * A pending registration that stopped before its photos (spec: "no model or no invoice photo"),
 * or that an editor sent back to correct (docs/decisions/d5-approval.md), among the caller's
 * bikes (`idsLinkedTo`).
 */
const draftWhere = (ownedIds: number[]) => ({
  id: { $in: ownedIds },
  approved: false,
  $or: [{ model: { $null: true } }, { invoice_photo: { id: { $null: true } } }, { refused_at: { $notNull: true } }],
});

/** The caller's newest draft, the only one the registration form resumes. */
export async function currentDraft(strapi: Core.Strapi, userId: number): Promise<{ id: number; documentId: string } | null> {
  return strapi.db.query('api::bike.bike').findOne({
    where: draftWhere(await idsLinkedTo(strapi, 'api::bike.bike', 'user', userId)),
    select: ['id', 'documentId'],
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Only approved bikes (docs/decisions/d5-approval.md). */
export function assertApproved(bike: Pick<BikeState, 'approved'>) {
  if (!bike.approved) throw new errors.PolicyError(MESSAGES.pendingBike);
}

/** A stolen bike is neither sold, transferred nor reported again. */
export function assertNotStolen(bike: Pick<BikeState, 'stolen'>) {
  if (bike.stolen) throw new errors.ApplicationError(MESSAGES.bike.stolen);
}

/** Only a stolen bike is recovered. */
export function assertStolen(bike: Pick<BikeState, 'stolen'>) {
  if (!bike.stolen) throw new errors.ApplicationError(MESSAGES.bike.notStolen);
}

/** Only an ad that is up can be taken down. */
export function assertOnSale(bike: { on_sale: boolean }) {
  if (!bike.on_sale) throw new errors.ApplicationError('Esta bicicleta não está anunciada');
}

/** Only the caller's unfinished registration takes step 1 again or its photos. */
export async function assertDraft(strapi: Core.Strapi, userId: number, bike: Pick<BikeState, 'documentId'>) {
  if ((await currentDraft(strapi, userId))?.documentId !== bike.documentId) throw new errors.ApplicationError(MESSAGES.bike.registered);
}
