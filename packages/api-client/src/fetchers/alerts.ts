import type { KyInstance } from 'ky';
import type { Alert, AlertInput, Unsubscribed } from '../alert-types';
import { call } from '../http';
import type { ItemResponse } from '../types';

/** Alerts: the caller's subscriptions, and the signed one-click unsubscribe of alert emails. */
export function alertFetchers(http: KyInstance) {
  const data = <T>(request: () => Promise<ItemResponse<T>>) => call(request).then((body) => body.data);

  return {
    /** Every alert of the logged-in person, newest first. */
    mine: () => data(() => http.get('alerts/mine').json<ItemResponse<Alert[]>>()),
    create: (input: AlertInput) => data(() => http.post('alerts', { json: { data: input } }).json<ItemResponse<Alert>>()),
    remove: (documentId: string) =>
      data(() => http.delete(`alerts/${encodeURIComponent(documentId)}`).json<ItemResponse<{ documentId: string }>>()),
    /** Works without a session: the token in the email's link is the proof. */
    unsubscribe: (token: string) =>
      data(() => http.post('alerts/unsubscribe', { json: { data: { token } } }).json<ItemResponse<Unsubscribed>>()),
  };
}
