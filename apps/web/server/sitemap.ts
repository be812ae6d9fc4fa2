import { SITEMAP_PAGE_SIZE } from '@bicla/api-client/shared';
import type { CmsReader } from './cms';
import { STATIC_PAGES } from './site-map';

/** The sitemaps protocol's limit per file (sitemaps.org). */
export const URLS_PER_SITEMAP = 50_000;

interface SitemapUrl {
  path: string;
  lastmod?: string;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod }) => `<url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, paths: string[]): string {
  const entries = paths.map((path) => `<sitemap><loc>${xmlEscape(origin + path)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const slugPath = (prefix: string, slug: string) => `${prefix}/${encodeURIComponent(slug)}`;

/**
 * sitemap.xml: the public pages, the content pages, the blog posts, and every public bike's page
 * (plus its ad when on sale). Past `urlsPerFile` addresses it becomes an index of
 * /sitemaps/pages.xml and /sitemaps/bikes-<n>.xml, each bike file holding at most half as many
 * bikes (a bike has up to two addresses).
 */
export function createSitemap(cms: CmsReader, { urlsPerFile = URLS_PER_SITEMAP } = {}) {
  const bikesPerFile = Math.floor(urlsPerFile / 2);

  async function contentUrls(): Promise<SitemapUrl[]> {
    const [pages, posts] = await Promise.all([cms.slugs('cms-pages'), cms.slugs('our-blogs')]);
    const urls = new Map<string, SitemapUrl>();
    const routed = new Map<string, string>();
    for (const [path, page] of Object.entries(STATIC_PAGES)) {
      if (page.private) continue;
      const shown = page.cmsPage ?? page.optionalCmsPage;
      if (shown) routed.set(shown, path);
      // A route that is nothing but its CMS page is listed only when editors have that page.
      if (!page.cmsPage) urls.set(path, { path });
    }
    // A CMS page shows at its route's path (/help shows 'frequently-asked-questions') or at /{slug}.
    for (const { slug, updatedAt } of pages) {
      const path = routed.get(slug) ?? slugPath('', slug);
      urls.set(path, { path, lastmod: updatedAt });
    }
    for (const { slug, updatedAt } of posts) urls.set(slugPath('/blogs', slug), { path: slugPath('/blogs', slug), lastmod: updatedAt });
    return [...urls.values()];
  }

  /** The bikes from `start`, `count` of them, read in the CMS's pages. */
  async function bikeUrls(start: number, count: number): Promise<SitemapUrl[]> {
    const urls: SitemapUrl[] = [];
    for (let offset = start; offset < start + count; offset += SITEMAP_PAGE_SIZE) {
      const { data } = await cms.bikeEntries(offset, Math.min(SITEMAP_PAGE_SIZE, start + count - offset));
      for (const bike of data) {
        urls.push({ path: slugPath(bike.stolen ? '/stolen-bikes' : '/search-bikes', bike.slug), lastmod: bike.updatedAt });
        if (bike.onSale) urls.push({ path: slugPath('/classified', bike.slug), lastmod: bike.updatedAt });
      }
      if (data.length < SITEMAP_PAGE_SIZE) break;
    }
    return urls;
  }

  return {
    /** /sitemap.xml: every address, or the index when they do not fit one file. */
    async root(origin: string): Promise<string> {
      const [content, { meta }] = await Promise.all([contentUrls(), cms.bikeEntries(0, 1)]);
      const bikes = meta.pagination.total;
      if (content.length + 2 * bikes <= urlsPerFile) return urlset(origin, [...content, ...(await bikeUrls(0, bikes))]);
      const files = Math.ceil(bikes / bikesPerFile);
      return sitemapIndex(origin, ['/sitemaps/pages.xml', ...Array.from({ length: files }, (_, index) => `/sitemaps/bikes-${index + 1}.xml`)]);
    },
    pages: async (origin: string) => urlset(origin, await contentUrls()),
    /** The n-th (from 1) file of bikes; null past the last. */
    async bikes(origin: string, n: number): Promise<string | null> {
      const { meta } = await cms.bikeEntries(0, 1);
      if (n < 1 || (n - 1) * bikesPerFile >= meta.pagination.total) return null;
      return urlset(origin, await bikeUrls((n - 1) * bikesPerFile, bikesPerFile));
    },
  };
}

/** Logged-in and one-time pages stay out of search engines; everything else may be crawled. */
export function robotsTxt(origin: string): string {
  const privatePaths = Object.entries(STATIC_PAGES)
    .filter(([, page]) => page.private)
    .map(([path]) => `Disallow: ${path}`);
  return ['User-agent: *', ...privatePaths, 'Disallow: /edit-bike/', 'Disallow: /connect/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
