import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import type { ServiceFactory } from './role-permissions-cache';

const USER = 'plugin::users-permissions.user';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
interface TokenPayload {
  id?: number;
  /** Seconds, as JWT has it. */
  iat?: number;
  /** Milliseconds, added when the token is issued. */
  iat_ms?: number;
}

/**
 * When a token was issued, in milliseconds. JWT's `iat` counts whole seconds, and a password
 * changed in the same second as a sign-in must still end that sign-in's token: without the
 * precise claim, a token is taken as issued at the start of its second (so it is ended).
 */
const issuedAt = (payload: TokenPayload) => payload.iat_ms ?? (payload.iat ?? 0) * 1000;

/** Site sessions whose verified token is kept; past it the least recently used is verified again. */
export const VERIFIED_TOKEN_LIMITS = { entries: 10_000 };

/**
 * A password change or reset (from the site, the reset link or the admin panel) ends every token
 * issued before it: tokens issued earlier than the account's `tokens_valid_after` are refused.
 * The token the plugin returns with the change is issued after it, so it stays valid. A deleted
 * account's tokens name no user and are refused by users-permissions itself.
 */
export function endSessionsOnPasswordChange(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [USER],
    beforeUpdate(event: { params: { data?: Record<string, unknown> } }) {
      if (event.params.data?.password) event.params.data.tokens_valid_after = new Date();
    },
  });
}

/**
 * users-permissions verifies a logged-in request's token with the secret as a string, and
 * jsonwebtoken then tries, and fails, to read that string as a public key on every request: a
 * tenth of such a request's time. The same verification, with the secret made a key once. Only
 * the plain-JWT mode the site uses (config/plugins.ts) is concerned; refresh mode is the plugin's.
 * Tokens also carry their issue time in milliseconds, and one older than the account's last
 * password change is refused (endSessionsOnPasswordChange).
 *
 * A token verified once is kept with its claims until it expires: a signature depends only on the
 * token and the secret, which is fixed while the CMS runs, and the checks that can end a session
 * earlier (the password change above, a blocked or deleted account) run on every request.
 */
export function verifyWithSecretKey(service: ServiceFactory): ServiceFactory {
  return (deps: { strapi: Core.Strapi }) => {
    const { strapi } = deps;
    const actions = typeof service === 'function' ? service(deps) : service;
    const refreshMode = () => (strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support') as string) === 'refresh';
    let key: KeyObject | undefined;
    const verified = new LRUCache<string, TokenPayload & { exp?: number }>({ max: VERIFIED_TOKEN_LIMITS.entries });
    return {
      ...actions,
      issue(payload: Record<string, unknown>, options?: jwt.SignOptions) {
        const issue = actions.issue as (payload: Record<string, unknown>, options?: jwt.SignOptions) => unknown;
        if (refreshMode()) return issue.call(this, payload, options);
        return issue.call(this, { ...payload, iat_ms: Date.now() }, options);
      },
      async getToken(ctx: Ctx) {
        const payload = (await (actions.getToken as (ctx: Ctx) => Promise<TokenPayload | null>).call(this, ctx)) ?? null;
        if (!payload?.id || payload.iat === undefined) return payload;
        // From the account the plugin reads next, read (and kept) once (authentication-cache.ts).
        const tokensValidAfter = (await strapi.plugin('users-permissions').service('user').tokensValidAfter(payload.id)) as string | Date | null;
        const validAfter = tokensValidAfter ? new Date(tokensValidAfter).getTime() : 0;
        // The plugin's strategy treats a failed verification as "not authenticated": a 401.
        if (issuedAt(payload) < validAfter) throw new Error('Invalid token.');
        return payload;
      },
      verify(token: string) {
        if (refreshMode()) return (actions.verify as (token: string) => Promise<unknown>).call(this, token);
        const kept = verified.get(token);
        // A copy: the caller may change what it is given.
        if (kept && (kept.exp === undefined || kept.exp * 1000 > Date.now())) return Promise.resolve({ ...kept });
        key ??= createSecretKey(Buffer.from(strapi.config.get('plugin::users-permissions.jwtSecret') as string, 'utf-8'));
        const { algorithm = 'HS256' } = strapi.config.get('plugin::users-permissions.jwt', {}) as { algorithm?: jwt.Algorithm };
        return new Promise((resolve, reject) => {
          jwt.verify(token, key as KeyObject, { algorithms: [algorithm] }, (error, payload) => {
            if (error) return reject(new Error('Invalid token.'));
            if (typeof payload === 'object') verified.set(token, { ...payload });
            resolve(payload ?? {});
          });
        });
      },
    };
  };
}
