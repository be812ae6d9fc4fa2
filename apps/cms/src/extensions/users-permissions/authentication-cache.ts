import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { keptUntilWritten } from '../../cache/clear-on-write';
import type { ServiceFactory } from './role-permissions-cache';

/** Accounts whose authenticated record (about 1 KB) is kept; past it the least recently used is read again. */
export const ACCOUNT_LIMITS = { entries: 10_000, bytes: 16 * 1024 * 1024 };
/** Bearer tokens whose API-token lookup is kept: each site session's token (no token), and the partners'. */
export const API_TOKEN_LIMITS = { entries: 10_000, bytes: 4 * 1024 * 1024 };

type FetchAuthenticatedUser = (id: number) => Promise<unknown>;

/**
 * users-permissions reads the caller's account and role on every logged-in request, and the
 * token check reads when the account's sessions were last ended (token-verification.ts). Both
 * read this one record, kept per account until any write to accounts or roles: a password
 * change, a block or a role edit takes effect on the next request. The plugin is given a copy,
 * which it may change; the token check reads the kept record's date (`tokensValidAfter`).
 */
export function cacheAuthenticatedAccounts(service: ServiceFactory): ServiceFactory {
  return (deps: { strapi: Core.Strapi }) => {
    const actions = typeof service === 'function' ? service(deps) : service;
    const fetch = actions.fetchAuthenticatedUser as FetchAuthenticatedUser;
    const accounts = keptUntilWritten<unknown>(deps.strapi, ['plugin::users-permissions.user', 'plugin::users-permissions.role'], ACCOUNT_LIMITS);
    return {
      ...actions,
      fetchAuthenticatedUser: (id: number) => accounts.read(String(id), () => fetch(id)),
      // The token check reads one date of the record: the record kept, not a copy of it.
      tokensValidAfter: async (id: number) => {
        const account = (await accounts.readShared(String(id), () => fetch(id))) as { tokens_valid_after?: string | Date | null } | null;
        return account?.tokens_valid_after ?? null;
      },
    };
  };
}

interface ApiTokenService {
  getByAccessKey: (accessKeyHash: string, options?: Record<string, unknown>) => Promise<unknown>;
  hash: (accessKey: string) => string;
}

/**
 * Strapi tries every content-API request's bearer token as an API token first: a database
 * lookup by its hash, which for a site session (a JWT) finds nothing. The lookup's answer, a
 * token or none, is kept until any write to API tokens or their permissions, so a token an
 * editor creates, changes or revokes in the admin takes effect on the next request. The token's
 * hash (an HMAC under the salt, fixed while the CMS runs) is kept too, for as many tokens.
 */
export function cacheApiTokenLookups(strapi: Core.Strapi) {
  const tokens = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const lookup = tokens.getByAccessKey;
  const lookups = keptUntilWritten<unknown>(strapi, ['admin::api-token', 'admin::api-token-permission'], API_TOKEN_LIMITS);
  const hash = tokens.hash;
  // Any bearer a request sends is hashed: kept by size too, so long made-up tokens cannot fill memory.
  const hashes = new LRUCache<string, string>({ max: API_TOKEN_LIMITS.entries, maxSize: API_TOKEN_LIMITS.bytes, sizeCalculation: (value, key) => key.length + value.length });
  tokens.hash = (accessKey) => {
    const kept = hashes.get(accessKey);
    if (kept !== undefined) return kept;
    // Returned as computed: a token too long for the cap is hashed, just not kept.
    const hashed = hash(accessKey);
    hashes.set(accessKey, hashed);
    return hashed;
  };
  tokens.getByAccessKey = (accessKeyHash, options) =>
    // Options ask for more than the strategy's lookup (the decrypted key): not kept.
    options ? lookup(accessKeyHash, options) : lookups.read(accessKeyHash, () => lookup(accessKeyHash));
}
