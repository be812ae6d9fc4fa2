/** The search lives in the URL, so a search survives a reload and can be shared. */
export interface BikeSearchParams {
  /** What was typed: a serial number or a Número Bicla. */
  q?: string;
  /** 1-based; left out for the first page. */
  page?: number;
}

import { CLOSE_SERIALS, serialKey } from '@bicla/api-client';

/** The CMS refuses longer queries; no serial or registry number comes close. */
export const MAX_QUERY_LENGTH = 100;

/** The block whose title and text explain the search (apps/cms/src/seed/data/content.ts). */
export const SEARCH_BLOCK_SLUG = 'search-bikes';

/** Reads `?q=&page=` leniently: anything unusable is dropped rather than failing the page. */
export function validateBikeSearch(search: Record<string, unknown>): BikeSearchParams {
  // The router reads a bare number in the URL as a number; a serial can be all digits.
  const raw = typeof search.q === 'number' ? String(search.q) : search.q;
  const q = typeof raw === 'string' ? raw.trim().slice(0, MAX_QUERY_LENGTH) : '';
  const page = typeof search.page === 'number' && Number.isSafeInteger(search.page) && search.page > 1 ? search.page : undefined;
  return { ...(q ? { q } : {}), ...(q && page ? { page } : {}) };
}

/** Whether the CMS looks for close serials of this query: its serial key is long enough. */
export const looksForCloseSerials = (q: string) => serialKey(q).length >= CLOSE_SERIALS.minLength;
