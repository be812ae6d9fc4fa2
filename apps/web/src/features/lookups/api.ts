import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Lookups change only when an editor edits them: keep them for the whole visit. */
const lookup = <T>(name: string, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey: ['lookups', name] as const, queryFn, staleTime: Infinity });

export const lookupQueries = {
  categories: () => lookup('categories', api.lookups.categories),
  years: () => lookup('years', api.lookups.years),
  brands: () => lookup('brands', api.lookups.brands),
  colors: () => lookup('colors', api.lookups.colors),
  wheelSizes: () => lookup('wheel-sizes', api.lookups.wheelSizes),
  materials: () => lookup('materials', api.lookups.materials),
  suspensionTypes: () => lookup('suspension-types', api.lookups.suspensionTypes),
  lockingDescriptions: () => lookup('locking-descriptions', api.lookups.lockingDescriptions),
  lockDefeatDescriptions: () => lookup('lock-defeat-descriptions', api.lookups.lockDefeatDescriptions),
  countries: () => lookup('countries', api.lookups.countries),
  cities: () => lookup('cities', api.lookups.cities),
};
