import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app-providers';
import { refuseNetwork } from './lib/api';
import type { FirstScreenQuery } from './lib/first-screen-data';
import { createQueryClient } from './lib/query-client';
import { SiteOriginProvider } from './lib/site-origin';
import { createAppRouter } from './router';

// Only the server loads this module: the render reads the data sent with the page, nothing else.
refuseNetwork();

/** A page's first screen as HTML, and the rules its elements' classes need. */
export interface FirstScreen {
  html: string;
  /** Every rule the render used. */
  css: string;
  /** The `data-emotion` mark under which Emotion's browser cache adopts those rules ('css <ids>'). */
  emotion: string;
}

/** The key of Emotion's default cache in the browser, which adopts `<style data-emotion="css …">`. */
const EMOTION_KEY = 'css';

/** How React marks a Suspense boundary that the server could not render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders a page as the browser's first render will show it, from the data the web server
 * fetched for it (server/page-head.ts), for the server to put in the HTML: the visitor sees the
 * page before the code arrives. Answers null when the page needs anything more (a loader that
 * failed, redirected or found nothing, data that was not sent, which is never fetched here, a
 * part that threw or waited for code or data), and the browser renders it alone, as without a
 * server.
 * The browser hydrates this HTML (docs/architecture.md, "The web server").
 */
export async function renderFirstScreen({ origin, path, queries }: { origin: string; path: string; queries: FirstScreenQuery[] }): Promise<FirstScreen | null> {
  const queryClient = createQueryClient();
  // Nothing is fetched here, so a failed read is not worth the browser's second try a second later.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }), firstRender: 'server' });
  try {
    await router.load();
    const { matches } = router.state;
    if (matches.some((match) => match.status !== 'success')) return null;

    const cache = createCache({ key: EMOTION_KEY });
    // Emotion's mode for extraction: rules go to cache.inserted, not inline <style> elements.
    cache.compat = true;
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <SiteOriginProvider value={origin}>
            <AppProviders queryClient={queryClient}>
              <RouterProvider router={router} />
            </AppProviders>
          </SiteOriginProvider>
        </CacheProvider>
      </StrictMode>,
    );
    // A part that failed or suspended was left to the browser (React's `<!--$!-->`): then all is.
    if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
    const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { html, css: rules.map(([, rule]) => rule).join(''), emotion: `${EMOTION_KEY} ${rules.map(([id]) => id).join(' ')}` };
  } finally {
    queryClient.clear();
  }
}
