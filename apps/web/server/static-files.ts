import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Already-compressed formats (images, WOFF2) gain nothing from another pass. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The client's preferred encoding we speak: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function compressible(type: string, size: number): boolean {
  return COMPRESSIBLE.test(type) && size >= MIN_COMPRESS_BYTES;
}

/** `quality` 11 for files compressed once and kept; a fast level for answers made per request. */
export function compress(body: Buffer | string, encoding: Encoding, { once }: { once: boolean }): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: once ? 9 : 6 });
  return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: once ? 11 : 5 } });
}

export interface StaticFile {
  body: Buffer;
  type: string;
  /** Each encoding made once, on first request: the build never changes under a running server. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

/**
 * The build's files, read once at start (a few MB): a request is a map lookup, so no path from a
 * URL ever reaches the file system. index.html is the page template, not a file to serve.
 */
export function readBuild(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(distDir, absolute).split(path.sep).join('/')}`;
    // The template, Vite's manifest and the server render's bundle are the server's, not the site's.
    if (urlPath === '/index.html' || urlPath.startsWith('/.vite/') || urlPath.startsWith('/.ssr/')) continue;
    files.set(urlPath, {
      body: readFileSync(absolute),
      type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
      encoded: new Map(),
    });
  }
  return files;
}

export function encodedBody(file: StaticFile, encoding: Encoding): Promise<Buffer> {
  let body = file.encoded.get(encoding);
  if (!body) {
    body = compress(file.body, encoding, { once: true });
    file.encoded.set(encoding, body);
  }
  return body;
}
