import {
  CHUNK_RELOAD_INTERVAL_MS,
  LAST_CHUNK_RELOAD_KEY,
  ROUTER_RELOAD_KEY_PREFIX,
  canReloadForChunkError,
  isChunkLoadError,
  reloadForChunkError,
  reloadOnChunkLoadErrors,
} from '../../src/lib/chunk-reload';

/** Fake timers own Date.now, so the guard reads the test's clock. */
const START = new Date('2026-03-01T10:00:00Z').getTime();

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** The event Vite's preload helper dispatches, carrying the import's error. */
function preloadError(error: Error): Event {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(START);
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the chunk reload guard', () => {
  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = jest.fn();

    expect(reloadForChunkError({ storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(LAST_CHUNK_RELOAD_KEY)).toBe(String(START));

    jest.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(canReloadForChunkError({ storage })).toBe(false);
    expect(reloadForChunkError({ storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1);
    expect(canReloadForChunkError({ storage })).toBe(true);
    expect(reloadForChunkError({ storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.getItem(LAST_CHUNK_RELOAD_KEY)).toBe(String(START + CHUNK_RELOAD_INTERVAL_MS));
  });

  it('remembers the last reload in sessionStorage, which survives the reload', () => {
    const reload = jest.fn();
    expect(reloadForChunkError({ reload })).toBe(true);
    expect(sessionStorage.getItem(LAST_CHUNK_RELOAD_KEY)).toBe(String(START));

    jest.advanceTimersByTime(30_000);
    expect(reloadForChunkError({ reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not blocked by an unreadable or future time', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_CHUNK_RELOAD_KEY, 'nonsense');
    expect(canReloadForChunkError({ storage })).toBe(true);
    storage.setItem(LAST_CHUNK_RELOAD_KEY, String(START + 3_600_000));
    expect(canReloadForChunkError({ storage })).toBe(true);
  });

  it("leaves the router's own reload of that chunk to the guard", () => {
    const stopListening = reloadOnChunkLoadErrors(window, { reload: jest.fn() });
    const error = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/donate-Ab12.js');
    try {
      window.dispatchEvent(preloadError(error));
    } finally {
      stopListening();
    }
    expect(sessionStorage.getItem(`${ROUTER_RELOAD_KEY_PREFIX}${error.message}`)).toBe('1');
  });

  it('reloads on Vite\'s vite:preloadError, within the same limit', () => {
    const reload = jest.fn();
    const stopListening = reloadOnChunkLoadErrors(window, { reload });
    try {
      window.dispatchEvent(preloadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js')));
      expect(reload).toHaveBeenCalledTimes(1);

      jest.advanceTimersByTime(10_000);
      window.dispatchEvent(preloadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js')));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      stopListening();
    }
    window.dispatchEvent(preloadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js')));
    jest.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS);
    window.dispatchEvent(preloadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://bicla.pt/assets/classified-Ab12.js',
    'error loading dynamically imported module: https://bicla.pt/assets/classified-Ab12.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/classified-Ab12.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Erro ao buscar dados'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
