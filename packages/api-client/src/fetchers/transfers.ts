import type { KyInstance } from 'ky';
import { call } from '../http';
import type { IncomingTransfer } from '../transfer-types';
import type { ItemResponse } from '../types';

/** The new owner's name and email, as the #transfer tab's form sends them (transferStartSchema). */
export interface TransferStartInput {
  name: string;
  email: string;
}

/** A pending transfer as its owner sees it: the code is shown so it can be copied or handed over. */
export interface PendingTransfer {
  documentId: string;
  transfer_name: string;
  transfer_email: string;
  auth_code: string;
  transfer_expires_at: string;
}

export interface CancelledTransfer {
  documentId: string;
}

/** The bike that now belongs to the claimant; its slug leads to /edit-bike/{slug}. */
export interface ClaimedBike {
  documentId: string;
  slug: string;
}

/** Ownership transfer (docs/decisions/d4-ownership-transfer.md): the owner starts or cancels, the addressee claims with the code. */
export function transferFetchers(http: KyInstance) {
  const bikeTransfer = (bikeId: string) => `bikes/${encodeURIComponent(bikeId)}/transfer`;
  const data = <T>(request: () => Promise<ItemResponse<T>>) => call(request).then((body) => body.data);

  return {
    start: (bikeId: string, input: TransferStartInput) =>
      data(() => http.post(bikeTransfer(bikeId), { json: { data: input } }).json<ItemResponse<PendingTransfer>>()),
    cancel: (bikeId: string) => data(() => http.delete(bikeTransfer(bikeId)).json<ItemResponse<CancelledTransfer>>()),
    /** Pending transfers addressed to the caller's email, soonest to expire first; never their codes. */
    incoming: () => data(() => http.get('transfers/incoming').json<ItemResponse<IncomingTransfer[]>>()),
    claim: (code: string) => data(() => http.post('transfers/claim', { json: { data: { code } } }).json<ItemResponse<ClaimedBike>>()),
  };
}
