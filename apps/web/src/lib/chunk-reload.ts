/*
 * After a deploy, an open tab still asks for the old build's code-split chunks, which are gone.
 * Reloading fetches the new build (spec, section 2). The last reload time is kept in
 * sessionStorage so a chunk that keeps failing cannot trap the tab in a reload loop
 * (spec, section 9: at most once per 60 seconds).
 */

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const LAST_CHUNK_RELOAD_KEY = 'bicla:last-chunk-reload';

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface ReloadDependencies {
  storage?: ReloadStorage;
  now?: () => number;
  reload?: () => void;
}

/** The messages browsers and Vite give a dynamic import or a stylesheet preload that failed. */
const CHUNK_ERROR_PREFIXES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return CHUNK_ERROR_PREFIXES.some((prefix) => message.startsWith(prefix));
}

/** Set once a reload has started, so the error page can show the loader until the page goes. */
let reloadPending = false;

export function chunkReloadPending(): boolean {
  return reloadPending;
}

/** The tab's sessionStorage, or null where the browser blocks it (e.g. all site data refused). */
function tabStorage(): ReloadStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether a reload is allowed now: none yet in this tab, or the last one is 60 s old. Without
 * storage there is no way to remember, so no reload (a loop would be worse than an error page).
 */
export function canReloadForChunkError({ storage = tabStorage() ?? undefined, now = Date.now }: ReloadDependencies = {}): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(LAST_CHUNK_RELOAD_KEY));
  // A missing or unreadable time, or one in the future (the clock moved back), does not block.
  if (!Number.isFinite(last) || last <= 0 || last > now()) return true;
  return now() - last >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads the page if the guard allows it, and says whether it did. */
export function reloadForChunkError({
  storage = tabStorage() ?? undefined,
  now = Date.now,
  reload = () => window.location.reload(),
}: ReloadDependencies = {}): boolean {
  if (!storage || !canReloadForChunkError({ storage, now })) return false;
  storage.setItem(LAST_CHUNK_RELOAD_KEY, String(now()));
  reloadPending = true;
  reload();
  return true;
}

/**
 * TanStack Router's lazy route components also reload the page on a missing chunk, once per chunk
 * per tab, remembered in sessionStorage under this prefix and the error's message. Marking the
 * chunk as done there leaves every reload to the guard above; otherwise the router would add a
 * second reload within the 60 seconds.
 */
export const ROUTER_RELOAD_KEY_PREFIX = 'tanstack_router_reload:';

/**
 * Vite announces a failed dynamic import or preload with `vite:preloadError` on window, before
 * the error reaches the route's lazy component. The error still goes on, so the error page shows
 * if the guard refused the reload. Returns the listener's removal.
 */
export function reloadOnChunkLoadErrors(target: Window = window, dependencies: ReloadDependencies = {}): () => void {
  const onPreloadError = (event: VitePreloadErrorEvent) => {
    const storage = dependencies.storage ?? tabStorage();
    if (storage && event.payload instanceof Error) {
      storage.setItem(`${ROUTER_RELOAD_KEY_PREFIX}${event.payload.message}`, '1');
    }
    reloadForChunkError(dependencies);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
