import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_TITLE } from '@bicla/api-client/shared';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import { securityHeaders } from '../security-headers';
import type { FirstScreen, renderFirstScreen } from '../src/entry-server';
import { TOKEN_COOKIE } from '../src/lib/auth-cookie';
import { createCmsReader } from './cms';
import { inlineStyleSheets, renderPage } from './html';
import { DEFAULT_DESCRIPTION, notFoundHead, resolvePage, type PageHead } from './page-head';
import { routeChunks } from './preload';
import { createShareCardRenderer } from './share-card';
import { createSitemap, robotsTxt } from './sitemap';
import { compress, compressible, encodedBody, pickEncoding, readBuild } from './static-files';

export interface WebServerOptions {
  /** The web build (vite build's outDir). */
  distDir: string;
  /** VITE_API_URL: the CMS as browsers reach it (photo URLs, the CSP). */
  apiUrl: string;
  /** The CMS as this server reaches it, when that differs (e.g. inside Docker); apiUrl otherwise. */
  cmsUrl?: string;
  /** The site's public origin for canonical URLs; the request's own origin otherwise. */
  siteUrl?: string;
  /** Whether the build has a Google Maps key (the CSP then allows Google's hosts). */
  googleMaps?: boolean;
  /** Where Inter's WOFF files are (@fontsource/inter/files), for the share cards. */
  fontDir: string;
  /** Addresses per sitemap file before sitemap.xml becomes an index (the protocol's 50,000). */
  sitemapUrlsPerFile?: number;
  /** The app's server render (src/entry-server.tsx, built into <distDir>/.ssr); pages are sent without a first screen when absent. */
  renderFirstScreen?: typeof renderFirstScreen;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const AN_HOUR = 'public, max-age=3600';
const A_DAY = 'public, max-age=86400';
const XML = 'application/xml; charset=utf-8';
/** A first screen not rendered by then is left to the browser: the page is not held for it. */
const FIRST_SCREEN_TIMEOUT_MS = 1000;

/**
 * The web app's production server (docs/architecture.md, "The web server"): the build with
 * long-lived caching for hashed assets, each page's HTML with its own head, status and first
 * screen's data, sitemap.xml, robots.txt and stolen bikes' share cards. Every answer carries the
 * security headers of security-headers.ts.
 */
export function createWebServer(options: WebServerOptions): Hono {
  const files = readBuild(options.distDir);
  const styleSheet = (file: string) => {
    const css = files.get(`/${file}`);
    if (!css) throw new Error(`${file} is not in the build`);
    return css.body.toString('utf8');
  };
  const template = inlineStyleSheets(readFileSync(path.join(options.distDir, 'index.html'), 'utf8'), styleSheet);
  const chunksOf = routeChunks(options.distDir);
  const cms = createCmsReader(options.cmsUrl ?? options.apiUrl);
  const sitemap = createSitemap(cms, { urlsPerFile: options.sitemapUrlsPerFile });
  const renderCard = createShareCardRenderer({ apiUrl: options.apiUrl, fontDir: options.fontDir });
  const headers = securityHeaders({ apiUrl: options.apiUrl, googleMaps: Boolean(options.googleMaps) });
  // Whole answers made from several CMS reads: a crawler's visit must not become thousands of reads.
  const xmlCache = new LRUCache<string, string>({ max: 100, ttl: 10 * 60_000 });
  // A first screen is a function of its address and data: one render serves every visit until they change.
  const firstScreens = new LRUCache<string, FirstScreen>({ max: 1000, maxSize: 64 * 1024 * 1024, sizeCalculation: (screen) => screen.html.length + screen.css.length, ttl: 10 * 60_000 });
  const cards = new LRUCache<string, Buffer>({ max: 500, maxSize: 64 * 1024 * 1024, sizeCalculation: (png) => png.length });

  const origin = (c: Context) => options.siteUrl?.replace(/\/$/, '') ?? new URL(c.req.url).origin;

  /** A made-per-request answer, compressed when the client takes it and it is worth it. */
  async function send(c: Context, body: string | Buffer, type: string, cacheControl: string, status: 200 | 404 | 503 = 200) {
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const response: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl };
    if (encoding && compressible(type, size)) {
      response['Content-Encoding'] = encoding;
      response.Vary = 'Accept-Encoding';
      return c.body(new Uint8Array(await compress(body, encoding, { once: false })), status, response);
    }
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), status, response);
  }

  async function cachedXml(c: Context, key: string, make: () => Promise<string | null>) {
    const cacheKey = `${origin(c)}${key}`;
    let xml = xmlCache.get(cacheKey) ?? null;
    if (xml === null) {
      xml = await make();
      if (xml !== null) xmlCache.set(cacheKey, xml);
    }
    return xml === null ? sendPage(c, notFoundHead()) : send(c, xml, XML, AN_HOUR);
  }

  /**
   * The first screen of a page sent with its data, for a visitor without a session: a signed-in
   * visitor's header and buttons depend on their account, which the server does not read.
   */
  async function firstScreen(c: Context, head: PageHead): Promise<FirstScreen | null> {
    const render = options.renderFirstScreen;
    if (!render || head.status !== 200 || !head.queries.length || getCookie(c, TOKEN_COOKIE)) return null;
    const url = new URL(c.req.url);
    const page = { origin: origin(c), path: `${url.pathname}${url.search}`, queries: head.queries };
    const key = createHash('sha256').update(JSON.stringify(page)).digest('base64url');
    const cached = firstScreens.get(key);
    if (cached) return cached;
    let timer: NodeJS.Timeout | undefined;
    try {
      const screen = await Promise.race([
        render(page),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), FIRST_SCREEN_TIMEOUT_MS);
        }),
      ]);
      if (screen) firstScreens.set(key, screen);
      return screen;
    } catch (error) {
      // The browser renders the page as it would without a server render.
      console.error(`[web] first screen of ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function sendPage(c: Context, head: PageHead, status: 200 | 404 | 503 = head.status) {
    const html = renderPage(template, head, { origin: origin(c), preload: chunksOf(head.routeFile), styleSheet, firstScreen: await firstScreen(c, head) });
    return send(c, html, 'text/html; charset=utf-8', REVALIDATE, status);
  }

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  app.onError((error, c) => {
    // The CMS is down or failing: the app's shell still loads and shows its own error page.
    console.error(`[web] ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`);
    return sendPage(c, { ...notFoundHead(), title: PRODUCT_TITLE, description: DEFAULT_DESCRIPTION }, 503);
  });

  app.get('/robots.txt', (c) => send(c, robotsTxt(origin(c)), 'text/plain; charset=utf-8', A_DAY));
  app.get('/sitemap.xml', (c) => cachedXml(c, '/sitemap.xml', () => sitemap.root(origin(c))));
  app.get('/sitemaps/pages.xml', (c) => cachedXml(c, '/sitemaps/pages.xml', () => sitemap.pages(origin(c))));
  app.get('/sitemaps/:file{bikes-[0-9]{1,6}\\.xml}', (c) => {
    const n = Number(c.req.param('file').slice('bikes-'.length, -'.xml'.length));
    return cachedXml(c, `/sitemaps/bikes-${n}.xml`, () => sitemap.bikes(origin(c), n));
  });

  app.get('/share-card/:file{.+\\.png}', async (c) => {
    let slug: string;
    try {
      slug = decodeURIComponent(c.req.param('file').slice(0, -'.png'.length));
    } catch {
      return sendPage(c, notFoundHead());
    }
    const bike = await cms.bike(slug);
    if (!bike?.stolen) return sendPage(c, notFoundHead());
    // Keyed by what the card shows, so an edited report draws a new one.
    const key = createHash('sha256')
      .update(JSON.stringify([bike.slug, bike.nickName, bike.brand, bike.model, bike.stolen_details?.city, bike.stolen_details?.stolen_date, bike.bike_photo?.url, bike.for_stolen[0]?.url]))
      .digest('base64url');
    let png = cards.get(key);
    if (!png) {
      png = await renderCard(bike);
      cards.set(key, png);
    }
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': AN_HOUR });
  });

  app.get('*', async (c) => {
    // The path as sent, still percent-encoded: slugs are decoded once, by resolvePage.
    const pathname = new URL(c.req.url).pathname;
    const file = files.get(pathname);
    if (file) {
      const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : A_DAY;
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      if (encoding && compressible(file.type, file.body.length)) {
        const body = await encodedBody(file, encoding);
        return c.body(new Uint8Array(body), 200, { 'Content-Type': file.type, 'Cache-Control': cacheControl, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
      }
      return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type, 'Cache-Control': cacheControl });
    }
    // A missing hashed asset is an old build's: a 404 without the page, so a stale chunk fails fast.
    if (pathname.startsWith('/assets/')) return c.body('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
    const answer = await resolvePage({ cms, apiUrl: options.apiUrl }, pathname);
    if ('redirect' in answer) return c.redirect(answer.redirect, 301);
    return sendPage(c, answer);
  });

  return app;
}
