/** The public bikes as the sitemap lists them (GET /api/sitemap-entries): no field beyond the page's address. */
import type { OffsetListResponse } from './public-bike-types';

export interface SitemapEntry {
  slug: string;
  /** Its page is /stolen-bikes/{slug} when stolen, /search-bikes/{slug} otherwise. */
  stolen: boolean;
  /** It also has an ad at /classified/{slug}. */
  onSale: boolean;
  updatedAt: string;
}

export type SitemapEntryList = OffsetListResponse<SitemapEntry>;

/** The most entries one request returns (and the default). */
export const SITEMAP_PAGE_SIZE = 5000;
