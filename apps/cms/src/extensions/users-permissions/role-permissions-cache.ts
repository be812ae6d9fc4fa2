import type { Core } from '@strapi/strapi';

type PermissionService = Record<string, (...args: never[]) => Promise<unknown>>;
type ServiceFactory = PermissionService | ((deps: { strapi: Core.Strapi }) => PermissionService);

const PERMISSION_MODELS = ['plugin::users-permissions.permission', 'plugin::users-permissions.role'];

/**
 * users-permissions reads the caller's role permissions from the database on every request,
 * public ones included. They change only when an administrator edits a role, so they are kept
 * per role and dropped on any write to roles or permissions.
 */
export function cacheRolePermissions(service: ServiceFactory): ServiceFactory {
  return (deps: { strapi: Core.Strapi }) => {
    const actions = typeof service === 'function' ? service(deps) : service;
    const byRole = new Map<string, Promise<unknown>>();
    deps.strapi.db.lifecycles.subscribe({ models: PERMISSION_MODELS, afterCreate: clear, afterCreateMany: clear, afterUpdate: clear, afterUpdateMany: clear, afterDelete: clear, afterDeleteMany: clear });
    function clear() {
      byRole.clear();
    }
    const remembered = (key: string, read: () => Promise<unknown>) => {
      if (!byRole.has(key)) byRole.set(key, read().catch((error: unknown) => (byRole.delete(key), Promise.reject(error))));
      return byRole.get(key);
    };
    return {
      ...actions,
      findRolePermissions: (roleId: never) => remembered(`role ${roleId}`, () => actions.findRolePermissions(roleId)),
      findPublicPermissions: () => remembered('public', () => actions.findPublicPermissions()),
    };
  };
}
