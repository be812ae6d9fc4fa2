import './lib/warm-locale-data';
import './text-font.css';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { reloadOnChunkLoadErrors } from './lib/chunk-reload';
import { hydrateFirstScreen, resetTitleOnNavigation } from './lib/first-screen-data';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

reloadOnChunkLoadErrors();

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}
const container = rootElement();

/** The server holds clicks on its screen until the app has taken it over (server/html.ts). */
function TakesClicks() {
  useEffect(() => {
    container.style.removeProperty('pointer-events');
  }, []);
  return null;
}

/** Ends the task, so the browser may paint or answer a tap before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The browser runs all of the app's modules in one task; reading the page's data, creating the
 * router and rendering each take one of their own after it, instead of holding a phone's main
 * thread for all (docs/architecture.md, "Performance budgets").
 */
async function start() {
  await nextTask();
  const queryClient = createQueryClient();
  const firstScreenSent = hydrateFirstScreen(queryClient);
  await nextTask();
  // The web server may have rendered the first screen into #root: the app hydrates it.
  const serverScreen = container.hasChildNodes();
  const router = createAppRouter({ queryClient, firstRender: serverScreen ? 'hydrate' : 'browser' });
  resetTitleOnNavigation(router);
  await nextTask();

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <TakesClicks />
    </StrictMode>
  );

  // As a transition, the first render (or hydration) yields to the browser every few
  // milliseconds instead of holding a phone's main thread for the whole page.
  const render = () =>
    startTransition(() => {
      if (!serverScreen) {
        createRoot(container).render(app);
        return;
      }
      hydrateRoot(container, app, {
        // React renders the page afresh where the server's screen differs; the page is right, but
        // the difference is a bug to find.
        onRecoverableError: (error) => console.warn('[web] hydration: the server’s screen was replaced', error),
      });
    });

  // With the page's data in the HTML and its chunks preloaded, the router resolves the page at
  // once: rendering after that makes the first screen one time-sliced pass, not a second,
  // blocking render when the router's state changes.
  if (firstScreenSent) router.load().catch(console.error).finally(render);
  else render();
}

start().catch(console.error);
