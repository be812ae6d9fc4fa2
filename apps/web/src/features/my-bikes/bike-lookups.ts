import type { QueryClient } from '@tanstack/react-query';
import { lookupQueries } from '../lookups';

/**
 * The lookups the bike forms choose from; route loaders fetch them before the form shows. The
 * forms read them as options through ./bike-options, which loaders do not need.
 */
export const bikeLookups = () =>
  [
    lookupQueries.categories(),
    lookupQueries.years(),
    lookupQueries.brands(),
    lookupQueries.colors(),
    lookupQueries.wheelSizes(),
    lookupQueries.materials(),
    lookupQueries.suspensionTypes(),
  ] as const;

export const stolenReportLookups = () =>
  [
    lookupQueries.countries(),
    lookupQueries.cities(),
    lookupQueries.lockingDescriptions(),
    lookupQueries.lockDefeatDescriptions(),
  ] as const;

export function ensureBikeLookups(queryClient: QueryClient) {
  const [categories, years, brands, colors, wheelSizes, materials, suspensionTypes] = bikeLookups();
  return Promise.all([
    queryClient.ensureQueryData(categories),
    queryClient.ensureQueryData(years),
    queryClient.ensureQueryData(brands),
    queryClient.ensureQueryData(colors),
    queryClient.ensureQueryData(wheelSizes),
    queryClient.ensureQueryData(materials),
    queryClient.ensureQueryData(suspensionTypes),
  ]);
}

export function ensureStolenReportLookups(queryClient: QueryClient) {
  const [countries, cities, locks, defeats] = stolenReportLookups();
  return Promise.all([
    queryClient.ensureQueryData(countries),
    queryClient.ensureQueryData(cities),
    queryClient.ensureQueryData(locks),
    queryClient.ensureQueryData(defeats),
  ]);
}
