/**
 * @jest-environment node
 */
import { PRODUCT_TITLE, TEAM_BLOCK_SLUG, type Classified, type CmsBlock, type PublicBike } from '@bicla/api-client';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { securityHeaders } from '../../security-headers';
import { createWebServer, type WebServerOptions } from '../../server/app';
import { renderFirstScreen } from '../../src/entry-server';
import { api } from '../../src/lib/api';
import { TOKEN_COOKIE } from '../../src/lib/auth-cookie';
import { startSeededCms, type SeededCms } from './seeded-cms';

/**
 * The web server (server/app.ts) in-process against a real, seeded CMS: each shareable page's
 * head and status, the 404s, the sitemap, robots.txt, the share card, caching, compression and
 * the security headers. The build is a small fixture with Vite's layout (index.html, hashed
 * assets, the manifest), so the test does not depend on a full `vite build`.
 */

jest.setTimeout(240_000);

const ORIGIN = 'http://bicla.test';
const WEB_DIR = path.resolve(__dirname, '..', '..');
const ENTRY_JS = `export const entry = ${JSON.stringify('x'.repeat(4000))};\n`;
const ENTRY_CSS = '@font-face{font-family:Inter Variable;src:url(/assets/inter-Abc.woff2)format("woff2-variations")}';
const CAROUSEL_CSS = '.slick-slider{position:relative;display:block}';

let cms: SeededCms;
let server: Hono;
let distDir: string;

function writeFixtureBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Descrição do modelo."
    />
    <title>${PRODUCT_TITLE}</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Css000.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  writeFileSync(path.join(dir, 'assets', 'index-Abc123.js'), ENTRY_JS);
  writeFileSync(path.join(dir, 'assets', 'index-Css000.css'), ENTRY_CSS);
  writeFileSync(path.join(dir, 'assets', 'carousel-Jkl012.css'), CAROUSEL_CSS);
  writeFileSync(path.join(dir, 'assets', 'stolen-bikes._slug-Def456.js'), 'export default 1;\n');
  writeFileSync(path.join(dir, 'assets', 'public-bike-detail-Ghi789.js'), 'export default 2;\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  copyFileSync(path.join(WEB_DIR, 'public', 'app-start.js'), path.join(dir, 'app-start.js'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-Abc123.js', isEntry: true, imports: [] },
      'src/routes/stolen-bikes.$slug.tsx?tsr-split=component': {
        file: 'assets/stolen-bikes._slug-Def456.js',
        isDynamicEntry: true,
        imports: ['_public-bike-detail-Ghi789.js', 'index.html'],
      },
      '_public-bike-detail-Ghi789.js': { file: 'assets/public-bike-detail-Ghi789.js', css: ['assets/carousel-Jkl012.css'] },
    }),
  );
}

const makeServer = (options: Pick<WebServerOptions, 'sitemapUrlsPerFile' | 'renderFirstScreen'> = {}) =>
  createWebServer({
    distDir,
    apiUrl: cms.url,
    fontDir: path.resolve(__dirname, '..', '..', 'node_modules', '@fontsource', 'inter', 'files'),
    ...options,
  });

const get = (url: string, headers: Record<string, string> = {}, app = server) => app.request(`${ORIGIN}${url}`, { headers });
const cmsJson = async <T>(url: string): Promise<T> => ((await (await fetch(`${cms.url}/api/${url}`)).json()) as { data: T }).data;

/** The content of a <meta> or <link> in the page, by its attribute. */
function tag(html: string, attribute: string, key: string, value = 'content'): string | undefined {
  const element = html.match(new RegExp(`<(?:meta|link) ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" ${value}="([^"]*)"`));
  return element?.[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
/** The attributes of the page's image preload, if it has one. */
function imagePreload(html: string): Record<string, string> | undefined {
  const element = html.match(/<link rel="preload" as="image"([^>]*)\/>/)?.[1];
  if (!element) return undefined;
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value.replace(/&amp;/g, '&')]));
}
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const queryData = (html: string) =>
  JSON.parse(html.match(/<script id="bicla-query-data" type="application\/json">([^<]*)<\/script>/)?.[1] ?? '[]') as { queryKey: unknown[]; data: unknown }[];

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders({ apiUrl: cms.url, googleMaps: false }))) {
    expect({ name, value: response.headers.get(name) }).toEqual({ name, value });
  }
}

let stolen: PublicBike;
let registered: PublicBike;
let classified: Classified;

beforeAll(async () => {
  cms = await startSeededCms();
  distDir = mkdtempSync(path.join(tmpdir(), 'bicla-web-dist-'));
  writeFixtureBuild(distDir);
  server = makeServer();
  const stolenList = await cmsJson<PublicBike[]>('bikes/stolen?limit=50');
  stolen = stolenList.find((bike) => bike.model === 'Marlin 7')!;
  classified = (await cmsJson<Classified[]>('classifieds?name=Vibe%20H30')).find((bike) => bike.model === 'Vibe H30')!;
  const stolenSlugs = new Set(stolenList.map((bike) => bike.slug));
  const entries = await (await fetch(`${cms.url}/api/sitemap-entries`)).json();
  const registeredSlug = (entries.data as { slug: string; stolen: boolean; onSale: boolean }[]).find((entry) => !entry.stolen && !entry.onSale && !stolenSlugs.has(entry.slug))!.slug;
  registered = await cmsJson<PublicBike>(`bikes/by-slug/${registeredSlug}`);
});

afterAll(async () => {
  await cms?.stop();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('a stolen bike’s page', () => {
  it('answers 200 with the headline, description, canonical URL, share card and the bike for the first screen', async () => {
    const response = await get(`/stolen-bikes/${stolen.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    const html = await response.text();
    const headline = title(html)!;
    expect(headline).toMatch(/^ROUBADA: Trek Marlin 7, Lisboa, desde \d\d\/\d\d\/\d{4}$/);
    const [year, month, day] = new Date(stolen.stolen_details!.stolen_date).toLocaleDateString('sv-SE', { timeZone: 'Europe/Lisbon' }).split('-');
    expect(headline.endsWith(`${day}/${month}/${year}`)).toBe(true);
    expect(tag(html, 'property', 'og:title')).toBe(headline);
    expect(tag(html, 'name', 'description')).toContain('foi roubada em Lisboa');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const url = `${ORIGIN}/stolen-bikes/${stolen.slug}`;
    expect(tag(html, 'rel', 'canonical', 'href')).toBe(url);
    expect(tag(html, 'property', 'og:url')).toBe(url);
    expect(tag(html, 'property', 'og:image')).toBe(`${ORIGIN}/share-card/${stolen.slug}.png`);
    expect(tag(html, 'property', 'og:image:width')).toBe('1200');
    expect(tag(html, 'property', 'og:image:height')).toBe('630');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'name', 'twitter:image')).toBe(`${ORIGIN}/share-card/${stolen.slug}.png`);
    expect(tag(html, 'name', 'robots')).toBeUndefined();
    // The route's own chunks, not the entry the page already loads.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/stolen-bikes._slug-Def456.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/public-bike-detail-Ghi789.js" />');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-Abc123.js"');
    // Their stylesheet comes with the page, not once the chunk that brings it has run, and like
    // the entry's it is written in: no round trip before the first paint.
    expect(html).toContain(`<style>${CAROUSEL_CSS}</style>`);
    expect(html).toContain(`<style>${ENTRY_CSS}</style>`);
    // Both files are also linked, for Vite's loader, but never apply nor block the paint.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-Css000.css" media="not all" />',
      '<link rel="stylesheet" crossorigin href="/assets/carousel-Jkl012.css" media="not all" />',
    ]);
    expect(queryData(html)).toEqual([{ queryKey: ['bikes', 'by-slug', stolen.slug], data: stolen }]);
  });

  it('preloads the bike’s photo as its page asks for it, first of all images', async () => {
    const html = await (await get(`/stolen-bikes/${stolen.slug}`)).text();
    const photo = stolen.bike_photo!;
    expect(imagePreload(html)).toEqual({
      href: `${cms.url}${photo.formats.medium!.url}`,
      imagesrcset: `${cms.url}${photo.formats.small!.url} 500w, ${cms.url}${photo.formats.medium!.url} 750w, ${cms.url}${photo.url} ${photo.width}w`,
      imagesizes: '(max-width: 900px) 100vw, 600px',
      fetchpriority: 'high',
    });
  });

  it('moves to its canonical address when opened under the other path, and back', async () => {
    const wrong = await get(`/search-bikes/${stolen.slug}`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(`/stolen-bikes/${stolen.slug}`);
    const other = await get(`/stolen-bikes/${registered.slug}`);
    expect(other.status).toBe(301);
    expect(other.headers.get('location')).toBe(`/search-bikes/${registered.slug}`);
  });

  it('has a 1200×630 PNG share card, and no other bike has one', async () => {
    const response = await get(`/share-card/${stolen.slug}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expectSecurityHeaders(response);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    // The photo is drawn in: far more than a plain card of text on two colours.
    expect(png.length).toBeGreaterThan(100_000);

    expect((await get(`/share-card/${registered.slug}.png`)).status).toBe(404);
    expect((await get('/share-card/nao-existe.png')).status).toBe(404);
  });
});

describe('the other shareable pages', () => {
  it('a registered bike’s page has its name, its photo and canonical URL', async () => {
    const response = await get(`/search-bikes/${registered.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toBe(`${registered.nickName}: ${registered.brand!.name} ${registered.model} | Bicla`);
    expect(tag(html, 'rel', 'canonical', 'href')).toBe(`${ORIGIN}/search-bikes/${registered.slug}`);
    expect(tag(html, 'property', 'og:image')).toBe(`${cms.url}${registered.bike_photo!.formats.medium!.url}`);
    expect(queryData(html)).toEqual([{ queryKey: ['bikes', 'by-slug', registered.slug], data: registered }]);
  });

  it('a classified has the model, price and city, its photo and the ad for the first screen', async () => {
    const response = await get(`/classified/${classified.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toMatch(/^Orbea Vibe H30 à venda por 450\s€, Lisboa \| Bicla$/);
    expect(tag(html, 'property', 'og:url')).toBe(`${ORIGIN}/classified/${classified.slug}`);
    const photo = classified.for_classified[0] ?? classified.bike_photo!;
    expect(tag(html, 'property', 'og:image')).toBe(`${cms.url}${photo.formats.medium!.url}`);
    expect(imagePreload(html)?.href).toBe(`${cms.url}${photo.formats.medium!.url}`);
    expect(queryData(html)).toEqual([{ queryKey: ['bikes', 'classified', classified.slug], data: classified }]);
  });

  it('a blog post has its title and description', async () => {
    const [post] = await cmsJson<{ slug: string; title: string }[]>('our-blogs?pagination[limit]=1');
    const response = await get(`/blogs/${post.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toBe(`${post.title} | Bicla`);
    expect(tag(html, 'name', 'description')!.length).toBeGreaterThan(20);
    expect(tag(html, 'name', 'description')!.length).toBeLessThanOrEqual(200);
    expect(tag(html, 'property', 'og:image')).toMatch(new RegExp(`^${cms.url}/uploads/`));
    expect(queryData(html)[0].queryKey).toEqual(['content', 'blog', 'post', post.slug]);
  });

  it('a content page and a CMS page by its slug have the page’s title, without markdown in the description', async () => {
    const about = await (await get('/about-us')).text();
    expect(title(about)).toBe('Sobre nós | Bicla');
    expect(tag(about, 'name', 'description')).toMatch(/^A nossa missão Queremos/);
    // With the team block the page shows beside its text, so its first screen can be rendered.
    expect(queryData(about).map(({ queryKey }) => queryKey)).toEqual([
      ['content', 'page', 'about-us'],
      ['content', 'block', TEAM_BLOCK_SLUG],
    ]);

    const generic = await get('/donations');
    expect(generic.status).toBe(200);
    expect(tag(await generic.text(), 'rel', 'canonical', 'href')).toBe(`${ORIGIN}/donations`);
  });

  it('the home page has the product title and its first screen’s blocks and statistics', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toBe(PRODUCT_TITLE);
    expect(tag(html, 'rel', 'canonical', 'href')).toBe(`${ORIGIN}/`);
    const keys = queryData(html).map(({ queryKey }) => queryKey);
    expect(keys).toContainEqual(['content', 'block', 'home-banner']);
    expect(keys).toContainEqual(['bikes', 'stats']);
    // The banner's first slide is the first screen's picture.
    const banner = queryData(html).find(({ queryKey }) => queryKey[2] === 'home-banner')!.data as CmsBlock;
    const picture = banner.content![0].image ?? banner.image!;
    expect(imagePreload(html)).toMatchObject({ href: `${cms.url}${picture.formats!.medium!.url}`, imagesizes: '(max-width: 900px) 100vw, 700px' });
  });

  it('a logged-in page is served, but never indexed', async () => {
    const response = await get('/my-bikes');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(tag(html, 'name', 'robots')).toBe('noindex');
    expect(imagePreload(html)).toBeUndefined();
  });
});

describe('404s', () => {
  it.each([
    ['an unknown path', () => '/isto/nao/existe'],
    ['an unknown CMS page', () => '/pagina-que-nao-existe'],
    ['an unknown stolen bike', () => '/stolen-bikes/nao-existe'],
    ['an unknown bike', () => '/search-bikes/nao-existe'],
    ['an unknown ad', () => '/classified/nao-existe'],
    ['a bike that is not on sale, as an ad', () => `/classified/${stolen.slug}`],
    ['an unknown blog post', () => '/blogs/nao-existe'],
    ['a pending bike', () => `/search-bikes/${cms.pendingSlug()}`],
    ['a pending bike as stolen', () => `/stolen-bikes/${cms.pendingSlug()}`],
    ['a broken escape', () => '/stolen-bikes/%E0%A4%A'],
  ])('%s answers 404 with the app’s HTML, not indexed', async (_name, url) => {
    const response = await get(url());
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-Abc123.js"');
    expect(tag(html, 'name', 'robots')).toBe('noindex');
    expect(tag(html, 'rel', 'canonical', 'href')).toBeUndefined();
  });

  it('a missing hashed asset is a plain 404, never the page', async () => {
    const response = await get('/assets/index-Old000.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root"');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages, bikes, ads, content pages and blog posts, and nothing pending or private', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expectSecurityHeaders(response);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const [post] = await cmsJson<{ slug: string }[]>('our-blogs?pagination[limit]=1');
    for (const path of ['/', '/stolen-bike', '/classified', '/about-us', '/help', '/donate', `/stolen-bikes/${stolen.slug}`, `/search-bikes/${registered.slug}`, `/search-bikes/${classified.slug}`, `/classified/${classified.slug}`, `/blogs/${post.slug}`]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    for (const path of ['/my-bikes', '/login', `/search-bikes/${cms.pendingSlug()}`, `/stolen-bikes/${cms.pendingSlug()}`, '/frequently-asked-questions']) {
      expect(locs).not.toContain(`${ORIGIN}${path}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('becomes an index of files past the limit of addresses per file', async () => {
    const small = makeServer({ sitemapUrlsPerFile: 20 });
    const index = await (await get('/sitemap.xml', {}, small)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].slice(ORIGIN.length));
    const { meta } = await (await fetch(`${cms.url}/api/sitemap-entries?limit=1`)).json();
    expect(files).toEqual(['/sitemaps/pages.xml', ...Array.from({ length: Math.ceil(meta.pagination.total / 10) }, (_, i) => `/sitemaps/bikes-${i + 1}.xml`)]);

    const bikeLocs: string[] = [];
    for (const file of files.slice(1)) {
      const xml = await (await get(file, {}, small)).text();
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locs.length).toBeLessThanOrEqual(20);
      bikeLocs.push(...locs);
    }
    expect(bikeLocs).toContain(`${ORIGIN}/stolen-bikes/${stolen.slug}`);
    expect(bikeLocs).toContain(`${ORIGIN}/classified/${classified.slug}`);
    expect(bikeLocs.filter((loc) => /\/(stolen|search)-bikes\//.test(loc))).toHaveLength(meta.pagination.total);
    expect((await get('/sitemaps/pages.xml', {}, small)).status).toBe(200);
    expect((await get(`/sitemaps/bikes-${files.length}.xml`, {}, small)).status).toBe(404);
  });

  it('robots.txt points to the sitemap and keeps logged-in pages out', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /my-account');
    expect(text).toContain('Disallow: /edit-bike/');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});

describe('caching and compression', () => {
  it('hashed assets are immutable for a year, other files for a day', async () => {
    const asset = await get('/assets/index-Abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expectSecurityHeaders(asset);
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('sends brotli or gzip as the browser asks, the same bytes once decoded', async () => {
    const br = await get('/assets/index-Abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(ENTRY_JS.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(ENTRY_JS);

    const gz = await get('/assets/index-Abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(ENTRY_JS);

    const plain = await get('/assets/index-Abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ENTRY_JS);

    const page = await get(`/stolen-bikes/${stolen.slug}`, { 'Accept-Encoding': 'br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('ROUBADA: Trek Marlin 7');
  });
});

describe('the first screen in the HTML', () => {
  let rendering: Hono;
  beforeAll(() => {
    rendering = makeServer({ renderFirstScreen });
  });

  /** What the app's root element holds, as text, and whether the page carries its styles. */
  async function firstScreenOf(url: string, headers: Record<string, string> = {}) {
    const response = await get(url, headers, rendering);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</body>'));
    return {
      status: response.status,
      text: root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
      root,
      styles: html.match(/<style data-emotion="css ([^"]+)">([^<]*)<\/style>/),
    };
  }

  it('a stolen bike’s page holds the bike, its theft and the layout, with the styles their classes need', async () => {
    const { status, text, root, styles } = await firstScreenOf(`/stolen-bikes/${stolen.slug}`);
    expect(status).toBe(200);
    expect(text).toContain(`ROUBADA ${stolen.nickName}`);
    expect(text).toContain('Roubada em');
    expect(text).toContain('Bicicletas roubadas');
    expect(text).toContain('Entrar');
    // The share buttons name the page at the site's own origin.
    expect(root).toContain(encodeURIComponent(`${ORIGIN}/stolen-bikes/${stolen.slug}`));
    // No script in the markup: the security headers allow only the site's own files.
    expect(root).not.toMatch(/<script/i);
    // It takes no clicks until the app has hydrated it.
    expect(root.startsWith('<div id="root" style="pointer-events:none">')).toBe(true);
    // Every class the markup uses has its rule in the page.
    const css = styles![2];
    // (css-0 is Emotion's class for no styles at all.)
    const classes = new Set([...root.matchAll(/\bcss-[\w-]+/g)].map(([name]) => name).filter((name) => name !== 'css-0'));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect({ name, styled: css.includes(`.${name}{`) }).toEqual({ name, styled: true });
  });

  it('a classified, the home page and /about-us hold their first screens', async () => {
    const ad = await firstScreenOf(`/classified/${classified.slug}`);
    expect(ad.text).toContain('Vibe H30');
    expect(ad.text).toMatch(/450\s€/);
    const home = await firstScreenOf('/');
    const banner = (queryData(await (await get('/')).text()).find(({ queryKey }) => queryKey[2] === 'home-banner')!.data as CmsBlock);
    expect(home.text).toContain(banner.title);
    expect(home.text).toContain('A Bicla em números');
    const about = await firstScreenOf('/about-us');
    expect(about.text).toContain('A nossa missão');
    expect(about.text).toContain('A equipa Bicla');
    expect(about.text).toContain('Inês Carvalho');
  });

  it('a first screen holds no spinner: nothing loads before the app starts, and a turning one would repaint the page every frame', async () => {
    for (const url of ['/', `/stolen-bikes/${stolen.slug}`, `/classified/${classified.slug}`]) {
      const { root } = await firstScreenOf(url);
      expect({ url, drawn: root.includes('</main>') }).toEqual({ url, drawn: true });
      expect({ url, spinner: /role="progressbar"|MuiCircularProgress/.test(root) }).toEqual({ url, spinner: false });
    }
  });

  it('the contact and donations pages, sent with their blocks, hold their first screens', async () => {
    const contact = await firstScreenOf('/contact');
    expect(contact.text).toContain('Fale connosco');
    const donate = await firstScreenOf('/donate');
    expect(donate.text).toContain('Ajude a manter a Bicla gratuita');
  });

  it('the brands page, sent with the brands, holds its first screen with every brand, first to last', async () => {
    const sent = queryData(await (await get('/bike-manufacturer-list')).text());
    const brands = sent.find(({ queryKey }) => queryKey.join('/') === 'lookups/brands')?.data as { name: string }[];
    expect(brands.length).toBeGreaterThan(10);
    const { text } = await firstScreenOf('/bike-manufacturer-list');
    expect(text).toContain(`Marcas no registo ${brands.length} marcas`);
    for (const { name } of [brands[0], brands.at(-1)!]) expect(text).toContain(name);
  });

  it('starts the app’s code after the page’s photo and font when the page is drawn without it', async () => {
    const drawn = await (await get(`/stolen-bikes/${stolen.slug}`, {}, rendering)).text();
    // Nothing in the page asks for the code: public/app-start.js does, once the page has loaded.
    expect(drawn).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(drawn).toContain('<script src="/app-start.js" defer></script>');
    const appCode = JSON.parse(/<script id="app-code" type="application\/json">([^<]*)<\/script>/.exec(drawn)![1]) as unknown;
    expect(appCode).toEqual({
      entry: '/assets/index-Abc123.js',
      preload: ['/assets/stolen-bikes._slug-Def456.js', '/assets/public-bike-detail-Ghi789.js'],
    });
    const starter = await get('/app-start.js', {}, rendering);
    expect(starter.status).toBe(200);
    expect(starter.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await starter.text()).toContain("getElementById('app-code')");
    // Without a first screen, the code draws the page: the page asks for it at once.
    const shell = await (await get('/login', {}, rendering)).text();
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-Abc123.js"></script>');
    expect(shell).not.toMatch(/app-code|app-start/);
  });

  it('is left to the browser for a signed-in visitor, a 404 and a page sent without data', async () => {
    for (const [url, headers] of [
      [`/stolen-bikes/${stolen.slug}`, { Cookie: `${TOKEN_COOKIE}=a.b.c` }],
      ['/stolen-bikes/nao-existe', {}],
      ['/login', {}],
    ] as const) {
      const { root, styles } = await firstScreenOf(url, headers);
      expect({ url, shell: root.startsWith('<div id="root"></div>') }).toEqual({ url, shell: true });
      expect(styles).toBeNull();
    }
  });

  it('never fetches what the server did not send: the page goes out without its first screen', async () => {
    const aboutPage = queryData(await (await get('/about-us')).text())[0];
    // /about-us also needs its team block, left out here.
    expect(await renderFirstScreen({ origin: ORIGIN, path: '/about-us', queries: [aboutPage] })).toBeNull();
    // Loading the server's render turned the app's API client away from the network.
    await expect(api.content.block(TEAM_BLOCK_SLUG)).rejects.toMatchObject({
      details: { message: 'The server render reads only the data sent with the page' },
    });
  });

  it('writes an owner’s text as text: no element of theirs reaches the page', async () => {
    const planted = { ...stolen, nickName: '<script>alert(1)</script>', model: '</style><img src=x onerror=alert(2)>', complementary_description: '</div></div><script src="/x.js"></script>' };
    const screen = await renderFirstScreen({ origin: ORIGIN, path: `/stolen-bikes/${stolen.slug}`, queries: [{ queryKey: ['bikes', 'by-slug', stolen.slug], data: planted }] });
    expect(screen).not.toBeNull();
    expect(screen!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(screen!.html).not.toMatch(/<script|<img src=x|<\/style/i);
    expect(screen!.css).not.toMatch(/<\/style/i);
  });

  it('without a server render, a page is the app’s empty shell', async () => {
    expect(await (await get(`/stolen-bikes/${stolen.slug}`)).text()).toContain('<div id="root"></div>');
  });
});
