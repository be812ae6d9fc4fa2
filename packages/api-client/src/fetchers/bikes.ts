import type { KyInstance } from 'ky';
import type { InferType } from 'yup';
import { call } from '../http';
import type {
  bikeEditSchema,
  bikePhotosSchema,
  bikeRegistrationSchema,
  listingSchema,
  recoverySchema,
  stolenReportSchema,
} from '../schemas/bike';
import type { Bike, History, ItemResponse, ListResponse, Media } from '../types';

/** What each form sends: the input side of its shared yup schema. */
export type BikeRegistrationInput = InferType<typeof bikeRegistrationSchema>;
export type BikePhotosInput = InferType<typeof bikePhotosSchema>;
export type BikeEditInput = InferType<typeof bikeEditSchema>;
export type StolenReportInput = InferType<typeof stolenReportSchema>;
export type RecoveryInput = InferType<typeof recoverySchema>;
export type ListingInput = InferType<typeof listingSchema>;

/** An owner's own bike: everything public plus the serial, the private photos and a pending transfer. */
export interface OwnerBike extends Omit<Bike, 'id' | 'serial_normalized'> {
  transfer_name: string | null;
  transfer_email: string | null;
  auth_code: string | null;
  transfer_expires_at: string | null;
  /**
   * Set when an editor sent the registration back to correct (docs/decisions/d5-approval.md):
   * the reason from the editors' list, their note, and when. Cleared when the owner resubmits.
   */
  refusal_reason?: string | null;
  refusal_note?: string | null;
  refused_at?: string | null;
}

export interface UploadProgress {
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

/** The owner's bike endpoints and the photo upload (docs/architecture.md, "The API contract"). */
export function bikeFetchers(http: KyInstance) {
  const bike = (id: string, action = '') => `bikes/${encodeURIComponent(id)}${action}`;
  const data = <T>(request: () => Promise<ItemResponse<T>>) => call(request).then((body) => body.data);
  const owned = (request: () => Promise<ItemResponse<OwnerBike>>) => data(request);

  return {
    mine: () => data(() => http.get('bikes/mine').json<ItemResponse<OwnerBike[]>>()),
    /** The unfinished registration to resume on step 2, or null. */
    draft: () => data(() => http.get('bikes/mine/draft').json<ItemResponse<OwnerBike | null>>()),
    register: (input: BikeRegistrationInput) =>
      owned(() => http.post('bikes', { json: { data: input } }).json<ItemResponse<OwnerBike>>()),
    /** Step 1 again on the unfinished registration ('Anterior' then 'Próximo Passo'): same numbers. */
    updateDraft: (id: string, input: BikeRegistrationInput) =>
      owned(() => http.put(bike(id, '/draft'), { json: { data: input } }).json<ItemResponse<OwnerBike>>()),
    completeRegistration: (id: string, photos: BikePhotosInput) =>
      owned(() => http.put(bike(id, '/registration'), { json: { data: photos } }).json<ItemResponse<OwnerBike>>()),
    edit: (id: string, input: BikeEditInput) =>
      owned(() => http.put(bike(id), { json: { data: input } }).json<ItemResponse<OwnerBike>>()),
    reportStolen: (id: string, report: StolenReportInput) =>
      owned(() => http.post(bike(id, '/stolen'), { json: { data: report } }).json<ItemResponse<OwnerBike>>()),
    recover: (id: string, recovery: RecoveryInput) =>
      owned(() => http.post(bike(id, '/recover'), { json: { data: recovery } }).json<ItemResponse<OwnerBike>>()),
    publishListing: (id: string, listing: ListingInput) =>
      owned(() => http.put(bike(id, '/listing'), { json: { data: listing } }).json<ItemResponse<OwnerBike>>()),
    removeListing: (id: string) => owned(() => http.delete(bike(id, '/listing')).json<ItemResponse<OwnerBike>>()),
    /** 5 entries a page, oldest first; `meta.pagination` has the page count. */
    history: (id: string, page = 1) =>
      call(() => http.get(bike(id, '/history'), { searchParams: { page } }).json<ListResponse<History>>()),
    /**
     * Uploads one photo or invoice; the returned id goes into a bike form. An invoice or serial
     * photo is sent `private`: the CMS keeps it outside its public folder and those fields
     * accept nothing else (docs/security.md, "Files").
     */
    upload: (file: Blob, filename: string, onProgress?: (progress: UploadProgress) => void, options: { private?: boolean } = {}) => {
      const body = new FormData();
      body.append('files', file, filename);
      return call(() =>
        http
          .post('upload', {
            body,
            searchParams: options.private ? { private: 'true' } : undefined,
            timeout: 120_000,
            // ky reports upload progress by streaming the body, which browsers allow only over
            // HTTP/2; XMLHttpRequest reports it everywhere. ky still builds the request (URL,
            // token) and reads the response, so errors stay ApiErrors.
            hooks: onProgress ? { beforeRequest: [({ request }) => sendWithProgress(request, body, onProgress)] } : undefined,
          })
          .json<Media[]>()
          .then(([stored]) => stored),
      );
    },
  };
}

/** Sends a multipart request through XMLHttpRequest, reporting upload progress, and returns its Response. */
function sendWithProgress(request: Request, body: FormData, onProgress: (progress: UploadProgress) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => {
      // The browser writes the multipart boundary of this body itself.
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress({ percent: event.total ? event.loaded / event.total : 0, transferredBytes: event.loaded, totalBytes: event.total });
    };
    xhr.onload = () => {
      const contentType = xhr.getResponseHeader('content-type') ?? 'application/json';
      resolve(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: { 'content-type': contentType } }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
    xhr.timeout = 120_000;
    request.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
