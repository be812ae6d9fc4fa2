import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { ACCEPTED_FILE_TYPES, isImageMime } from '@bicla/api-client/shared';
import { PRIVATE_URL_PREFIX, STORED_NAME, privateUploadsDir, verifySignature } from '../extensions/upload/private-files';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The admin panel shares this origin: a stored file must never run as a page or a script. */
function neutralise(ctx: Ctx) {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  const type = ctx.response.type;
  const accepted = ACCEPTED_FILE_TYPES.some((entry) => entry.mime === type);
  if (!accepted || !isImageMime(type)) ctx.attachment(path.basename(ctx.path));
  // A file stored before names followed the content (x.html, x.js) is only ever bytes. After
  // attachment(), which sets the type from the extension again.
  ctx.type = accepted ? type : 'application/octet-stream';
}

/** The stored type of a private file, from its extension (the CMS chose it from the content). */
const typeOf = (name: string) =>
  ACCEPTED_FILE_TYPES.find((type) => (type.extensions as readonly string[]).includes(path.extname(name).slice(1)))?.mime;

/**
 * In front of `strapi::public` (docs/security.md, "Files"):
 * - `/uploads/…` answers with nosniff, a CSP that runs nothing, and anything but an image as
 *   an attachment;
 * - `/private-uploads/<name>?expires=&signature=` serves a private file only on a valid,
 *   unexpired signed link; anything else is 403, and a removed file 404.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    if (ctx.path.startsWith('/uploads/')) {
      await next();
      if (ctx.body !== undefined || ctx.status === 304) neutralise(ctx);
      return;
    }
    if (!ctx.path.startsWith(PRIVATE_URL_PREFIX)) return next();

    const name = ctx.path.slice(PRIVATE_URL_PREFIX.length);
    const type = typeOf(name);
    if (!['GET', 'HEAD'].includes(ctx.method) || !STORED_NAME.test(name) || !type) {
      ctx.status = 404;
      return;
    }
    if (!verifySignature(strapi, ctx.path, ctx.query.expires, ctx.query.signature)) {
      ctx.status = 403;
      ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Esta ligação expirou ou não é válida', details: {} } };
      return;
    }
    const file = path.join(privateUploadsDir(strapi), name);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) {
      ctx.status = 404;
      return;
    }
    ctx.type = type;
    ctx.length = found.size;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = createReadStream(file);
    neutralise(ctx);
  };
