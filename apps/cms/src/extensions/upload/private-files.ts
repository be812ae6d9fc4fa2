import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';

/**
 * Private files (invoices, serial-number photos) are stored outside the public folder and
 * served by `src/middlewares/uploads.ts` only through links signed here (docs/security.md,
 * "Files"). An `<img src>` cannot send an Authorization header, so the owner's own bike
 * endpoints, the export and the admin panel hand out short-lived signed links instead.
 */
export const PRIVATE_URL_PREFIX = '/private-uploads/';

/** How long a link shown on the owner's screens or in the admin panel works. */
export const LINK_TTL_MS = 15 * 60 * 1000;
/** The RGPD export is a file kept and read later: its links work for a week. */
export const EXPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A stored name is `<hash><ext>`: nothing that could climb out of the folder. */
export const STORED_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

interface StoredFile {
  url: string;
  hash: string;
  ext: string;
  stream?: NodeJS.ReadableStream;
  formats?: Record<string, { url: string } | undefined> | null;
}

const privateUpload = new AsyncLocalStorage<boolean>();

/** Runs an upload whose files (and their resized formats) go to the private folder. */
export const storePrivately = <T>(run: () => Promise<T>) => privateUpload.run(true, run);

export const isPrivateFile = (file: { url?: string | null }) => Boolean(file.url?.startsWith(PRIVATE_URL_PREFIX));

export function privateUploadsDir(strapi: Core.Strapi) {
  return path.resolve(strapi.dirs.app.root, strapi.config.get('server.privateUploadsDir', './private-uploads'));
}

const signature = (strapi: Core.Strapi, urlPath: string, expires: number) =>
  createHmac('sha256', (strapi.config.get('server.app.keys') as string[])[0]!).update(`${urlPath}\n${expires}`).digest('base64url');

/** A link to a private file that works until `ttlMs` from now. */
export function signedUrl(strapi: Core.Strapi, urlPath: string, ttlMs = LINK_TTL_MS) {
  const expires = Math.floor((Date.now() + ttlMs) / 1000);
  return `${urlPath}?expires=${expires}&signature=${signature(strapi, urlPath, expires)}`;
}

/** Whether `expires` and `signature` were issued by this CMS for this path and are still valid. */
export function verifySignature(strapi: Core.Strapi, urlPath: string, expires: unknown, given: unknown) {
  if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d+$/.test(expires)) return false;
  if (Number(expires) * 1000 < Date.now()) return false;
  const expected = Buffer.from(signature(strapi, urlPath, Number(expires)));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** A file row (and its resized formats) with signed links if it is private; public files are left as they are. */
export function withSignedUrls<T extends { url: string; formats?: unknown }>(strapi: Core.Strapi, file: T, ttlMs = LINK_TTL_MS): T {
  if (!isPrivateFile(file)) return file;
  const formats = file.formats as Record<string, { url: string }> | null | undefined;
  return {
    ...file,
    url: signedUrl(strapi, file.url, ttlMs),
    formats: formats
      ? Object.fromEntries(Object.entries(formats).map(([key, format]) => [key, { ...format, url: signedUrl(strapi, format.url, ttlMs) }]))
      : formats,
  };
}

/**
 * Teaches the upload provider (the local one) the private folder. Marking the provider private
 * makes the upload plugin sign every file URL it hands to the admin panel through
 * `getSignedUrl`, so editors still see invoices in the content manager and media library.
 */
export function installPrivateStorage(strapi: Core.Strapi) {
  const provider = strapi.plugin('upload').provider as unknown as Record<string, (...args: never[]) => Promise<unknown>> & {
    extend: (methods: Record<string, unknown>) => void;
  };
  const publicUploadStream = provider.uploadStream!.bind(provider) as (file: StoredFile) => Promise<void>;
  const publicReplaceStream = provider.replaceStream!.bind(provider) as (file: StoredFile, old: StoredFile) => Promise<void>;
  const publicDelete = provider.delete!.bind(provider) as (file: StoredFile) => Promise<unknown>;
  const dir = privateUploadsDir(strapi);
  const pathOf = (file: StoredFile) => path.join(dir, `${file.hash}${file.ext}`);

  async function writePrivately(file: StoredFile) {
    if (!file.stream) throw new Error('Missing file stream');
    await mkdir(dir, { recursive: true });
    await pipeline(file.stream, createWriteStream(pathOf(file)));
    file.url = `${PRIVATE_URL_PREFIX}${file.hash}${file.ext}`;
  }

  async function removePrivately(file: StoredFile) {
    await unlink(pathOf(file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  provider.extend({
    isPrivate: () => true,
    getSignedUrl: (file: StoredFile) => ({ url: isPrivateFile(file) ? signedUrl(strapi, file.url) : file.url }),
    uploadStream: (file: StoredFile) => (privateUpload.getStore() ? writePrivately(file) : publicUploadStream(file)),
    // An editor replacing an invoice in the media library keeps it private.
    async replaceStream(file: StoredFile, old: StoredFile) {
      if (!isPrivateFile(old) && !privateUpload.getStore()) return publicReplaceStream(file, old);
      await writePrivately(file);
      if (pathOf(file) !== pathOf(old)) await removePrivately(old);
    },
    delete: (file: StoredFile) => (isPrivateFile(file) ? removePrivately(file) : publicDelete(file)),
  });

  // A replaced image may gain resized formats its old version lacked: those are new uploads, private too.
  const uploads = strapi.plugin('upload').service('upload') as { replace: (id: number, ...rest: unknown[]) => Promise<unknown> };
  const replace = uploads.replace.bind(uploads);
  uploads.replace = async (id, ...rest) => {
    const old = await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['url'] });
    return old && isPrivateFile(old) ? storePrivately(() => replace(id, ...rest)) : replace(id, ...rest);
  };
}
