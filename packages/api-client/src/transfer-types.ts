import type { PublicMedia } from './public-bike-types';

/** How long a started transfer can be claimed (docs/decisions/d4-ownership-transfer.md); its start is its expiry minus this. */
export const TRANSFER_VALIDITY_DAYS = 14;

/**
 * A pending transfer addressed to the caller's email, as the addressee sees it before claiming:
 * what identifies the bike and who sends it. Never the code, which only the owner and the
 * addressee's email hold, nor the owner's contacts.
 */
export interface IncomingTransfer {
  /** The bike's documentId. */
  documentId: string;
  nickName: string;
  model: string | null;
  brand: { name: string } | null;
  bike_photo: PublicMedia | null;
  /** The current owner, who started the transfer; null if that account is gone. */
  from: { name: string } | null;
  transfer_expires_at: string;
}
