import '@fontsource-variable/inter';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { reloadOnChunkLoadErrors } from './lib/chunk-reload';
import { hydrateFirstScreen, resetTitleOnNavigation } from './lib/first-screen-data';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

reloadOnChunkLoadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const firstScreenSent = hydrateFirstScreen(queryClient);
// The web server may have rendered the first screen into #root; the app renders over it.
const router = createAppRouter({ queryClient, firstRender: container.hasChildNodes() ? 'over-server' : 'browser' });
resetTitleOnNavigation(router);

const root = createRoot(container);
const render = () =>
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding a phone's main thread for the whole page (docs/architecture.md, "Performance budgets").
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });

// With the page's data in the HTML and its chunks preloaded, the router resolves the page at
// once: rendering after that makes the first screen one time-sliced pass, not a second, blocking
// render when the router's state changes.
if (firstScreenSent) router.load().catch(console.error).finally(render);
else render();
