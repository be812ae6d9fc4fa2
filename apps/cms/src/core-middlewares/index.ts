import { rm } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import { koaBody } from 'koa-body';
import helmet from 'koa-helmet';
import defaultsDeep from 'lodash/fp/defaultsDeep';
import mime from 'mime-types';

/**
 * Strapi's `strapi::security` and `strapi::body` build their helmet and koa-body middlewares anew
 * on every request, merging and validating their options each time: about a sixth of the CPU
 * of an answer from the response cache (docs/architecture.md, "Performance budgets"). These
 * build them once, at start, from the same options merged the same way. Strapi requires both
 * names in the middleware list, so they take the names' place in the registry.
 */
export function buildCoreMiddlewaresOnce(strapi: Core.Strapi) {
  const middlewares = strapi.get('middlewares');
  middlewares.extend('strapi::security', securityBuiltOnce);
  middlewares.extend('strapi::body', bodyBuiltOnce);
}

type Factory = Core.MiddlewareFactory;

/** Strapi 5.54's own defaults (`@strapi/core`, middlewares/security.js). */
const SECURITY_DEFAULTS = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  contentSecurityPolicy: { useDefaults: true, directives: { ...CSP_DEFAULTS, upgradeInsecureRequests: null } },
  xssFilter: false,
  hsts: { maxAge: 31536000, includeSubDomains: true },
  frameguard: { action: 'sameorigin' },
};

/**
 * Strapi widens the policy for GET requests to its API documentation, and to the admin panel in
 * development and test (its live reload): those requests keep Strapi's own middleware. With the
 * GraphQL plugin it widens more, so then every request does.
 */
export const securityBuiltOnce = (strapisOwn: Factory): Factory => (config, context) => {
  const perRequest = strapisOwn(config, context);
  const { strapi } = context;
  if (!perRequest || strapi.plugin('graphql')) return perRequest;
  const everyOther = helmet(defaultsDeep(SECURITY_DEFAULTS, config));
  const adminPath = strapi.config.get<string>('admin.path');
  const liveReload = ['development', 'test'].includes(process.env.NODE_ENV ?? '');
  const widened = (ctx: Parameters<Core.MiddlewareHandler>[0]) =>
    ctx.method === 'GET' && (ctx.path.startsWith('/documentation') || (liveReload && ctx.path.startsWith(adminPath)));
  return (ctx, next) => (widened(ctx) ? perRequest(ctx, next) : everyOther(ctx, next));
};

/** Strapi 5.54's own defaults (`@strapi/core`, middlewares/body.js). */
const BODY_DEFAULTS = { multipart: true, patchKoa: true };

interface UploadedFile {
  type?: string;
  name?: string;
  filepath?: string;
}

/** Strapi's body middleware, the same steps with one koa-body (`@strapi/core`, middlewares/body.js). */
export const bodyBuiltOnce = (strapisOwn: Factory): Factory => (config, context) => {
  // GraphQL's endpoint skips the parser in Strapi's own.
  if (context.strapi.plugin('graphql')) return strapisOwn(config, context);
  const parse = koaBody(defaultsDeep(BODY_DEFAULTS, config));
  const uploaded = (ctx: Parameters<Core.MiddlewareHandler>[0]): UploadedFile[] => {
    const files = (ctx.request as { files?: { files?: UploadedFile | UploadedFile[] } }).files?.files;
    return files ? [files].flat() : [];
  };
  return async (ctx, next) => {
    try {
      await parse(ctx, async () => {});
      // As Strapi does: a file without `type` gets its `name`'s, else application/octet-stream (the upload plugin reads `mimetype` first).
      for (const file of uploaded(ctx)) file.type ||= mime.lookup(file.name ?? '') || 'application/octet-stream';
      await next();
    } catch (error) {
      if (error instanceof Error && error.message.includes('maxFileSize') && error.message.includes('exceeded')) {
        return ctx.payloadTooLarge('FileTooBig');
      }
      throw error;
    }
    const files = uploaded(ctx);
    if (files.length) {
      // Not awaited, as in Strapi's: the answer need not wait for the temporary files' removal.
      for (const { filepath } of files) {
        if (filepath) rm(filepath, { force: true }).catch((error: Error) => context.strapi.log.warn(`Temporary upload not removed: ${error.message}`));
      }
      delete (ctx.request as { files?: unknown }).files;
    }
  };
};
