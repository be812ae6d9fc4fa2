import type { Core } from '@strapi/strapi';
import { keptUntilWritten } from './clear-on-write';

interface StoreParams {
  key: string;
  type?: string;
  name?: string;
  environment?: string;
  tag?: string;
}
type StoreGet = (params: StoreParams) => Promise<unknown>;

/** Settings kept: each plugin has a few; Strapi's own schema entry is the largest, a few hundred KB. */
export const STORE_LIMITS = { entries: 1_000, bytes: 16 * 1024 * 1024 };

/**
 * Strapi's core store holds settings (users-permissions' advanced settings, read on every
 * logged-in request, among them) that change only when an administrator saves them. Reads are
 * kept until any write to the store.
 */
export function keepCoreStoreReads(strapi: Core.Strapi) {
  // The scoped stores (`strapi.store({ type, name })`) call this same `get`.
  const store = strapi.store as unknown as { get: StoreGet };
  const get = store.get;
  const settings = keptUntilWritten<unknown>(strapi, ['strapi::core-store'], STORE_LIMITS);
  store.get = (params) =>
    settings.read(JSON.stringify([params.type, params.name, params.key, params.environment, params.tag]), () => get(params));
}
