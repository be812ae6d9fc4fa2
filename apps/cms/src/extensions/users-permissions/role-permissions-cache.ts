import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { keptUntilWritten } from '../../cache/clear-on-write';

type Service = Record<string, (...args: never[]) => unknown>;
/** A plugin service as users-permissions declares it: an object or a factory of one. */
export type ServiceFactory = Service | ((deps: { strapi: Core.Strapi }) => Service);

const PERMISSION_MODELS = ['plugin::users-permissions.permission', 'plugin::users-permissions.role'];
/** Roles whose permissions are kept; a role past it is read again. */
export const ROLE_LIMITS = { entries: 100, bytes: 4 * 1024 * 1024 };

/**
 * users-permissions reads the caller's role permissions from the database on every request,
 * public ones included. They change only when an administrator edits a role, so they are kept
 * per role and dropped on any write to roles or permissions.
 */
export function cacheRolePermissions(service: ServiceFactory): ServiceFactory {
  return (deps: { strapi: Core.Strapi }) => {
    const actions = typeof service === 'function' ? service(deps) : service;
    // A handful of roles exist; the bound only matters if someone creates roles in bulk.
    // Shared: the plugin's strategy only maps them to new objects, on every request, public ones included.
    const byRole = keptUntilWritten<unknown>(deps.strapi, PERMISSION_MODELS, ROLE_LIMITS, { shared: true });
    return {
      ...actions,
      findRolePermissions: (roleId: never) => byRole.read(`role ${roleId}`, async () => actions.findRolePermissions(roleId)),
      findPublicPermissions: () => byRole.read('public', async () => actions.findPublicPermissions()),
    };
  };
}

type Ability = unknown;
interface AbilityEngine {
  generateAbility: (permissions: { action: string }[], options?: Record<string, unknown>) => Promise<Ability>;
}

/** A handful of roles exist, so a handful of distinct permission sets; each key is a whole set. */
export const ABILITY_LIMITS = { entries: 100, bytes: 4 * 1024 * 1024 };

/**
 * Every authenticated request then builds a permission ability from its role's permissions,
 * evaluating each one through the engine's hooks. An ability depends only on those permissions,
 * so it is built once per distinct set (the set is the key, so no write can leave it stale).
 */
export function rememberAbilities(strapi: Core.Strapi) {
  const engine = (strapi as unknown as { contentAPI: { permissions: { engine: AbilityEngine } } }).contentAPI.permissions.engine;
  const generate = engine.generateAbility.bind(engine);
  const abilities = new LRUCache<string, Promise<Ability>>({
    max: ABILITY_LIMITS.entries,
    maxSize: ABILITY_LIMITS.bytes,
    // The ability is built from the key and about as large.
    sizeCalculation: (_ability, key) => 2 * key.length,
  });
  engine.generateAbility = (permissions, options = {}) => {
    if (Object.keys(options).length > 0) return generate(permissions, options);
    const key = keyOf(permissions);
    if (!abilities.has(key)) {
      abilities.set(key, generate(permissions).catch((error: unknown) => (abilities.delete(key), Promise.reject(error))));
    }
    return abilities.get(key) as Promise<Ability>;
  };
}

/**
 * A permission set's key: its actions when each permission is an action alone, as users-permissions
 * passes them (on every request, public ones included), else the whole set. Listing the actions
 * costs a fifth of `JSON.stringify` on the public role's set.
 */
export function keyOf(permissions: { action: string }[]): string {
  let actions = 'actions:';
  for (const permission of permissions) {
    let fields = 0;
    for (const field in permission) if (Object.hasOwn(permission, field)) fields += 1;
    const { action } = permission;
    if (fields !== 1 || typeof action !== 'string' || action.includes('\n')) return `set:${JSON.stringify(permissions)}`;
    actions += `${action}\n`;
  }
  return actions;
}
