/**
 * A page's first Intl object loads ICU's data. The app's modules build none while they load, so
 * that cost never falls in the app's first script run, and the worker of warm-locale-data.ts pays
 * it off the main thread (docs/architecture.md, "Performance budgets").
 */
const MODULES_WITH_FORMATS = [
  '../src/lib/format',
  '../src/lib/theme',
  '../src/features/bikes/components/bike-stats',
  '../src/features/home/blog-teaser',
];

afterEach(() => jest.restoreAllMocks());

it('builds no Intl format while the modules that format load, and one per format on first use', async () => {
  const numberFormats = jest.spyOn(Intl, 'NumberFormat');
  const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
  await jest.isolateModulesAsync(async () => {
    for (const path of MODULES_WITH_FORMATS) await import(path);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();

    const { formatEuro, formatDate } = await import('../src/lib/format');
    expect(formatEuro(1250)).toMatch(/^1250\s€$/);
    expect(formatEuro(1350)).toMatch(/^1350\s€$/);
    expect(numberFormats).toHaveBeenCalledTimes(1);
    expect(formatDate('2026-07-01T23:30:00Z')).toBe('02/07/2026');
    expect(formatDate('2026-07-02T23:30:00Z')).toBe('03/07/2026');
    expect(dateFormats).toHaveBeenCalledTimes(1);
  });
});
