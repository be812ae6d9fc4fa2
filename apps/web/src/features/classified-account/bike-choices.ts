import { TRANSFER_VALIDITY_DAYS, type OwnerBike } from '@bicla/api-client';

type BikeState = Pick<OwnerBike, 'approved' | 'stolen' | 'on_sale'>;

/** My live ads: on sale and not stolen (reporting a bike stolen takes it off sale anyway). */
export const isListed = (bike: BikeState) => bike.on_sale && !bike.stolen;

/** Only an approved bike that is not stolen can be reported stolen, listed or transferred (docs/decisions/d4-ownership-transfer.md, d5-approval.md). */
export const isActive = (bike: BikeState) => bike.approved && !bike.stolen;

/** Bikes an ad can be written for: active and not already on sale. */
export const canBeListed = (bike: BikeState) => isActive(bike) && !bike.on_sale;

/** My bikes with a transfer waiting for its addressee. */
export const hasPendingTransfer = (bike: Pick<OwnerBike, 'auth_code' | 'transfer_expires_at'>) =>
  Boolean(bike.auth_code && bike.transfer_expires_at);

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a transfer was started: the server keeps only its expiry, a fixed time after the start. */
export const transferStartedAt = (expiresAt: string) =>
  new Date(new Date(expiresAt).getTime() - TRANSFER_VALIDITY_DAYS * DAY_MS);

export const isExpired = (expiresAt: string, now = Date.now()) => new Date(expiresAt).getTime() <= now;
