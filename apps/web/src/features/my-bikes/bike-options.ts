import { useSuspenseQueries } from '@tanstack/react-query';
import { bikeLookups, stolenReportLookups } from './bike-lookups';
import type { Option } from './components/form-fields';

const byDocumentId = <T extends { documentId: string }>(rows: T[], label: (row: T) => string): Option[] =>
  rows.map((row) => ({ value: row.documentId, label: label(row) }));

/** Each bike lookup as select options: the value is the documentId the API expects. */
export function useBikeOptions() {
  const [categories, years, brands, colors, wheelSizes, materials, suspensionTypes] = useSuspenseQueries({
    queries: bikeLookups(),
  });
  return {
    categories: byDocumentId(categories.data, (row) => row.name),
    years: byDocumentId(years.data, (row) => String(row.year)),
    brands: byDocumentId(brands.data, (row) => row.name),
    colors: byDocumentId(colors.data, (row) => row.name),
    wheelSizes: byDocumentId(wheelSizes.data, (row) => row.size),
    materials: byDocumentId(materials.data, (row) => row.name),
    suspensionTypes: byDocumentId(suspensionTypes.data, (row) => row.type),
  };
}

/** The stolen report's lists; its fields keep names (the report stores text, not relations). */
export function useStolenReportOptions() {
  const [countries, cities, locks, defeats] = useSuspenseQueries({ queries: stolenReportLookups() });
  // Two municipalities can share a name (Calheta, Lagoa): one option each is enough for a text field.
  const byName = (names: string[]): Option[] => [...new Set(names)].map((name) => ({ value: name, label: name }));
  return {
    countries: byName(countries.data.map((row) => row.name)),
    cities: byName(cities.data.map((row) => row.name)),
    locks: byName(locks.data.map((row) => row.title)),
    defeats: byName(defeats.data.map((row) => row.title)),
  };
}
