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

/** Lookups are small: one page of up to 1000 rows holds any of them (cities are 308). */
const ALL = { 'pagination[pageSize]': 1000 };

export function lookupFetchers(http: KyInstance) {
  const list = <T>(collection: string, sort: string, extra: Record<string, string> = {}) =>
    call(() =>
      http
        .get(collection, { searchParams: { ...ALL, 'sort[0]': sort, ...extra } })
        .json<ListResponse<T>>()
        .then((response) => response.data),
    );

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
