import type { KyInstance } from 'ky';
import { call } from '../http';
import type {
  Brand,
  Category,
  City,
  Color,
  Country,
  ListResponse,
  LockDefeatDescription,
  LockingDescription,
  Material,
  SuspensionType,
  WheelSize,
  Year,
} from '../types';

/**
 * The CMS cuts any page to its `rest.maxLimit` of 100 rows, so a lookup longer than that (the
 * 308 municipalities) is read page by page: the first page says how many follow.
 */
export const LOOKUP_PAGE_SIZE = 100;

export function lookupFetchers(http: KyInstance) {
  const page = <T>(collection: string, sort: string, extra: Record<string, string>, number: number) =>
    call(() =>
      http
        .get(collection, {
          searchParams: { 'pagination[page]': number, 'pagination[pageSize]': LOOKUP_PAGE_SIZE, 'sort[0]': sort, ...extra },
        })
        .json<ListResponse<T>>(),
    );

  const list = async <T>(collection: string, sort: string, extra: Record<string, string> = {}): Promise<T[]> => {
    const first = await page<T>(collection, sort, extra, 1);
    const pageCount = first.meta.pagination?.pageCount ?? 1;
    const rest = await Promise.all(
      Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) => page<T>(collection, sort, extra, index + 2)),
    );
    return [first, ...rest].flatMap((response) => response.data);
  };

  return {
    categories: () => list<Category>('categories', 'name:asc'),
    years: () => list<Year>('years', 'year:desc'),
    brands: () => list<Brand>('brands', 'name:asc', { 'populate[image]': 'true' }),
    colors: () => list<Color>('colors', 'name:asc'),
    wheelSizes: () => list<WheelSize>('wheel-sizes', 'size:asc'),
    materials: () => list<Material>('materials', 'name:asc'),
    suspensionTypes: () => list<SuspensionType>('suspension-types', 'type:asc'),
    lockingDescriptions: () => list<LockingDescription>('locking-descriptions', 'position:asc'),
    lockDefeatDescriptions: () => list<LockDefeatDescription>('lock-defeat-descriptions', 'position:asc'),
    countries: () => list<Country>('countries', 'name:asc'),
    cities: () => list<City>('cities', 'name:asc'),
  };
}
