import type { ClassifiedFilters, SavedSearchFilters } from '@bicla/api-client';

/**
 * The classified list's filters as they live in the URL, so a filtered list survives a reload
 * and can be shared. Page 1 and unset filters are left out, which keeps the plain URL plain.
 */
export interface ClassifiedSearch {
  name?: string;
  /** A city name, as the sellers' profiles store it (the API filters on it exactly). */
  city?: string;
  /** A category documentId. */
  category?: string;
  priceMin?: number;
  priceMax?: number;
  page?: number;
}

/** The router parses `?name=123` as a number; a name is text all the same. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed || undefined;
}

function wholeNumber(value: unknown, min: number): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) && parsed >= min ? parsed : undefined;
}

/**
 * `validateSearch` of /classified: anything malformed in a typed or old URL is dropped rather
 * than sent to the API, which would refuse it.
 */
export function parseClassifiedSearch(raw: Record<string, unknown>): ClassifiedSearch {
  const search: ClassifiedSearch = {};
  const name = text(raw.name);
  const city = text(raw.city);
  const category = text(raw.category);
  let priceMin = wholeNumber(raw.priceMin, 0);
  let priceMax = wholeNumber(raw.priceMax, 0);
  const page = wholeNumber(raw.page, 1);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    priceMin = undefined;
    priceMax = undefined;
  }
  if (name) search.name = name;
  if (city) search.city = city;
  if (category) search.category = category;
  if (priceMin !== undefined) search.priceMin = priceMin;
  if (priceMax !== undefined) search.priceMax = priceMax;
  if (page !== undefined && page > 1) search.page = page;
  return search;
}

/** What the API is asked for: the same filters, on page 1 unless the URL says otherwise. */
export function classifiedFilters(search: ClassifiedSearch): ClassifiedFilters {
  return { ...search, page: search.page ?? 1 };
}

/** What 'Guardar pesquisa' keeps: the filters, without the page. */
export function savedSearchFilters({ name, city, category, priceMin, priceMax }: ClassifiedSearch): SavedSearchFilters {
  return { name, city, category, priceMin, priceMax };
}

/** How many filters narrow the list, for the phone's 'Filtros' button. */
export function activeFilterCount(search: ClassifiedSearch): number {
  const priceSet = search.priceMin !== undefined || search.priceMax !== undefined;
  return [search.name, search.city, search.category].filter(Boolean).length + (priceSet ? 1 : 0);
}
