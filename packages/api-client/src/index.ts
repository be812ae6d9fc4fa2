import { contentFetchers } from './fetchers/content';
import { lookupFetchers } from './fetchers/lookups';
import { createHttp, type ApiClientOptions } from './http';

export * from './shared';
export { ApiError, GENERIC_ERROR_MESSAGE, type ApiClientOptions } from './http';

/** The web app's single way to reach the CMS: one client, fetchers grouped by domain. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    content: contentFetchers(http),
    lookups: lookupFetchers(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
