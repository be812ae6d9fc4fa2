import { accountFetchers } from './fetchers/account';
import { alertFetchers } from './fetchers/alerts';
import { bikeDocumentFetchers } from './fetchers/bike-documents';
import { bikeFetchers } from './fetchers/bikes';
import { checkFetchers } from './fetchers/check';
import { contentFetchers } from './fetchers/content';
import { lookupFetchers } from './fetchers/lookups';
import { messageFetchers } from './fetchers/messages';
import { publicBikeFetchers } from './fetchers/public-bikes';
import { publicPostFetchers } from './fetchers/public-posts';
import { sitemapFetchers } from './fetchers/sitemap';
import { transferFetchers } from './fetchers/transfers';
import { createHttp, type ApiClientOptions } from './http';

export * from './shared';
export { ApiError, GENERIC_ERROR_MESSAGE, type ApiClientOptions } from './http';

/** The web app's single way to reach the CMS: one client, fetchers grouped by domain. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    account: accountFetchers(http),
    alerts: alertFetchers(http),
    content: contentFetchers(http),
    lookups: lookupFetchers(http),
    bikes: bikeFetchers(http),
    bikeDocuments: bikeDocumentFetchers(http),
    check: checkFetchers(http),
    publicBikes: publicBikeFetchers(http),
    publicPosts: publicPostFetchers(http),
    sitemap: sitemapFetchers(http),
    transfers: transferFetchers(http),
    messages: messageFetchers(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type { BikeRegistrationInput, BikePhotosInput, BikeEditInput, StolenReportInput, RecoveryInput, ListingInput, OwnerBike, UploadProgress } from './fetchers/bikes';
export type { AccountExport, ChangePasswordInput, ProfileInput, RegistrationInput, ResetPasswordInput, Session } from './fetchers/account';
