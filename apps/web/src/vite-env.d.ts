/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** CMS origin; defaults to http://localhost:1337. */
  readonly VITE_API_URL?: string;
  /** External shop; the header hides 'Loja' when unset. */
  readonly VITE_SHOP_URL?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
