import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './components/not-found';
import { PageLoader } from './components/page-loader';
import { RouteError } from './components/route-error';
import { routeTree } from './route-tree.gen';

interface AppRouterOptions {
  queryClient: QueryClient;
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
  /**
   * Where the first render happens: in the browser on an empty page; on the web server
   * (entry-server.tsx), which has no scroll to restore; or in the browser hydrating the server's
   * first screen, which the visitor may have scrolled before the app started, a scroll the first
   * render keeps.
   */
  firstRender?: 'browser' | 'server' | 'hydrate';
}

export function createAppRouter({ queryClient, history, firstRender = 'browser' }: AppRouterOptions) {
  let keepScroll = firstRender === 'hydrate';
  const restoreScroll = () => {
    if (!keepScroll) return true;
    keepScroll = false;
    return false;
  };
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness; the router need not cache too.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteError,
    // A notFound() thrown by any route's loader shows the same 404 page as an unknown path.
    defaultNotFoundComponent: NotFound,
    // An unknown path is the root's 404 page. The default ('fuzzy') would hand /a/b/c to the
    // deepest partial match, /$slug, which loads a CMS page 'a' and goes back instead.
    notFoundMode: 'root',
    // Spec, section 2: every new navigation starts at the top (or at its #anchor); back and
    // forward restore the position the page had. On the server it would write an inline script.
    scrollRestoration: firstRender === 'server' ? false : restoreScroll,
  });
  // The router renders the same tree as on the server (no Suspense of its own around the
  // matches) only when it knows the page came from one.
  if (firstRender === 'hydrate') router.ssr = { manifest: undefined };
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
