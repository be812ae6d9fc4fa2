export interface Env {
  apiUrl: string;
  shopUrl: string | undefined;
  googleMapsApiKey: string | undefined;
}

/**
 * The only reader of `import.meta.env`: Vite inlines it at build time, and Jest (CommonJS)
 * cannot parse `import.meta`, so tests swap this module for tests/env-stub.ts.
 */
export const env: Env = {
  apiUrl: import.meta.env.VITE_API_URL || 'http://localhost:1337',
  shopUrl: import.meta.env.VITE_SHOP_URL || undefined,
  googleMapsApiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined,
};
