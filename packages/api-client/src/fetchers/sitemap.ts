import type { KyInstance } from 'ky';
import { call } from '../http';
import type { SitemapEntryList } from '../sitemap-types';

/** The web server's sitemap.xml reads the public bikes' addresses page by page. */
export function sitemapFetchers(http: KyInstance) {
  return {
    entries: ({ start, limit }: { start: number; limit: number }) =>
      call(() => http.get('sitemap-entries', { searchParams: { start, limit } }).json<SitemapEntryList>()),
  };
}
