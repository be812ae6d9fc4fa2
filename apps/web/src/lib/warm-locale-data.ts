/**
 * A page's first Intl object loads ICU's locale and time-zone data: 40 to 120 ms of one task on
 * the main thread, which would hold the first screen's hydration (its figures, prices and dates).
 * A worker builds the app's kinds of formats first; ICU keeps that data for the whole renderer
 * process, so the page's own formats are then built at once (docs/architecture.md, "Performance
 * budgets"). Imported first by main.tsx, so the worker starts before the app's code runs.
 */
if (typeof Worker !== 'undefined') {
  new Worker(new URL('./locale-data.worker.ts', import.meta.url), { type: 'module' });
}
