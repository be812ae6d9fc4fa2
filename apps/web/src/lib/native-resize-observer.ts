/*
 * Stands in for resize-observer-polyfill, which react-slick imports (vite.config.ts aliases it
 * here): every browser the build targets (Vite's "baseline widely available") has ResizeObserver,
 * so the polyfill's 14 KB would only weigh on the home page's first load.
 */
export default globalThis.ResizeObserver;
