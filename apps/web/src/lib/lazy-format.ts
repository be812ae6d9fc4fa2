/**
 * An Intl format built the first time it is used, not when its module loads: a page's first Intl
 * object loads ICU's data, and a module-level one would load it in the app's first script run,
 * before the worker of warm-locale-data.ts has done so off the main thread.
 */
export function lazyFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(build: () => T): () => T {
  let format: T | undefined;
  return () => (format ??= build());
}
