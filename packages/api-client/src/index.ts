import { bikeFetchers } from './fetchers/bikes';
import { contentFetchers } from './fetchers/content';
import { lookupFetchers } from './fetchers/lookups';
import { publicBikeFetchers } from './fetchers/public-bikes';
import { transferFetchers } from './fetchers/transfers';
import { createHttp, type ApiClientOptions } from './http';

export * from './shared';
export { ApiError, GENERIC_ERROR_MESSAGE, type ApiClientOptions } from './http';

/** The web app's single way to reach the CMS: one client, fetchers grouped by domain. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    content: contentFetchers(http),
    lookups: lookupFetchers(http),
    bikes: bikeFetchers(http),
    publicBikes: publicBikeFetchers(http),
    transfers: transferFetchers(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type { BikeRegistrationInput, BikePhotosInput, BikeEditInput, StolenReportInput, RecoveryInput, ListingInput, OwnerBike, UploadProgress } from './fetchers/bikes';
