import { PRODUCT_TITLE } from '@bicla/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** One query's data as the web server sends it with a page, under the app's own query key. */
export interface FirstScreenQuery {
  queryKey: unknown[];
  data: unknown;
}

/** The element the web server (server/html.ts) writes the first screen's data into. */
export const QUERY_DATA_ID = 'bicla-query-data';

/**
 * Puts the data the server sent with the page into the query cache before the router's first
 * load, so the route's loader finds it and the first screen renders without waiting for the API.
 * Whether the page came with any.
 */
export function hydrateFirstScreen(queryClient: QueryClient, doc: Document = document): boolean {
  const text = doc.getElementById(QUERY_DATA_ID)?.textContent;
  if (!text) return false;
  const entries = JSON.parse(text) as FirstScreenQuery[];
  for (const { queryKey, data } of entries) queryClient.setQueryData(queryKey, data);
  return true;
}

/**
 * The server titled the page it sent (server/html.ts): once the visitor moves to another page,
 * that title no longer fits, and the product's own takes its place.
 */
export function resetTitleOnNavigation(router: { subscribe: (event: 'onResolved', listener: (event: { fromLocation?: unknown; pathChanged: boolean }) => void) => unknown }, doc: Document = document): void {
  router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
    if (fromLocation && pathChanged) doc.title = PRODUCT_TITLE;
  });
}
