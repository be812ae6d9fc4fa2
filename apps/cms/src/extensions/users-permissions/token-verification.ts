import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';
import type { ServiceFactory } from './role-permissions-cache';


/**
 * users-permissions verifies a logged-in request's token with the secret as a string, and
 * jsonwebtoken then tries, and fails, to read that string as a public key on every request: a
 * tenth of such a request's time. The same verification, with the secret made a key once. Only
 * the plain-JWT mode the site uses (config/plugins.ts) is concerned; refresh mode is the plugin's.
 */
export function verifyWithSecretKey(service: ServiceFactory): ServiceFactory {
  return (deps: { strapi: Core.Strapi }) => {
    const { strapi } = deps;
    const actions = typeof service === 'function' ? service(deps) : service;
    let key: KeyObject | undefined;
    return {
      ...actions,
      verify(token: string) {
        if ((strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support') as string) === 'refresh') {
          return (actions.verify as (token: string) => Promise<unknown>).call(this, token);
        }
        key ??= createSecretKey(Buffer.from(strapi.config.get('plugin::users-permissions.jwtSecret') as string, 'utf-8'));
        const { algorithm = 'HS256' } = strapi.config.get('plugin::users-permissions.jwt', {}) as { algorithm?: jwt.Algorithm };
        return new Promise((resolve, reject) => {
          jwt.verify(token, key as KeyObject, { algorithms: [algorithm] }, (error, payload) =>
            error ? reject(new Error('Invalid token.')) : resolve(payload ?? {}),
          );
        });
      },
    };
  };
}
