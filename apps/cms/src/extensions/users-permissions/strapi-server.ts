import type { Core } from '@strapi/strapi';
import { accountActions } from './account';
import { cacheAuthenticatedAccounts } from './authentication-cache';
import { guardAuthActions } from './auth-guards';
import { escapeTemplateData } from './escaped-templates';
import { cacheRolePermissions, type ServiceFactory } from './role-permissions-cache';
import { verifyWithSecretKey } from './token-verification';
import { enabledSocialProviders } from './social-providers';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Actions = Record<string, (ctx: Ctx) => Promise<unknown>>;
/** users-permissions defines some controllers as factories and some as plain objects. */
type Controller = Actions | ((deps: { strapi: Core.Strapi }) => Actions);
const actionsOf = (controller: Controller, deps: { strapi: Core.Strapi }) =>
  typeof controller === 'function' ? controller(deps) : controller;
interface Route {
  method: string;
  path: string;
  handler: string;
  config?: { prefix?: string; auth?: false; middlewares?: unknown[] };
}

/**
 * Routes that email the address in their body, with their rule in config/rate-limits.ts: counted
 * per IP and per address, over longer windows than the plugin's own limiter.
 */
const EMAILING_ROUTES: Record<string, string> = {
  'auth.register': 'register',
  'auth.sendEmailConfirmation': 'email-confirmation',
  'auth.forgotPassword': 'forgot-password',
};

/** The account's own routes (docs/architecture.md, "The API contract"), granted in bootstrap/permissions.ts. */
const ACCOUNT_ROUTES: Route[] = [
  { method: 'PUT', path: '/users/me', handler: 'user.updateMe', config: { prefix: '' } },
  { method: 'DELETE', path: '/users/me', handler: 'user.destroyMe', config: { prefix: '' } },
  { method: 'GET', path: '/users/me/export', handler: 'user.exportMe', config: { prefix: '' } },
  // Which social buttons the web app shows; public, and it reveals no secret.
  { method: 'GET', path: '/auth/providers', handler: 'auth.providers', config: { prefix: '', auth: false } },
];

export default (plugin: {
  controllers: Record<string, Controller>;
  services: Record<string, ServiceFactory>;
  routes: Record<string, { routes: Route[] }>;
}) => {
  plugin.services.permission = cacheRolePermissions(plugin.services.permission);
  plugin.services.jwt = verifyWithSecretKey(plugin.services.jwt);
  plugin.services.user = cacheAuthenticatedAccounts(plugin.services.user);
  plugin.services['users-permissions'] = escapeTemplateData(plugin.services['users-permissions']);

  const auth = plugin.controllers.auth;
  plugin.controllers.auth = (deps: { strapi: Core.Strapi }) => ({
    ...guardAuthActions(deps.strapi, actionsOf(auth, deps)),
    async providers(ctx: Ctx) {
      ctx.body = { data: enabledSocialProviders() };
    },
  });

  const user = plugin.controllers.user;
  plugin.controllers.user = (deps: { strapi: Core.Strapi }) => ({ ...actionsOf(user, deps), ...accountActions(deps.strapi) });

  const contentApi = plugin.routes['content-api'];
  const routes = [...contentApi.routes, ...ACCOUNT_ROUTES];
  // More specific paths first: /users/me/export before /users/:id.
  routes.sort((a, b) => Number(b.path.startsWith('/users/me')) - Number(a.path.startsWith('/users/me')));
  for (const route of routes) {
    if (route.path.startsWith('/auth') || route.path.startsWith('/connect') || route.path.startsWith('/users')) {
      // First, so it also sees the errors of the plugin's own rate limiter.
      route.config = { ...route.config, middlewares: ['global::portuguese-auth-errors', ...(route.config?.middlewares ?? [])] };
    }
    const rule = EMAILING_ROUTES[route.handler];
    if (rule) route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), { name: 'global::rate-limit', config: { rule } }] };
  }
  contentApi.routes = routes;
  return plugin;
};
