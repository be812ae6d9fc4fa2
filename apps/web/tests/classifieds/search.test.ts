import { activeFilterCount, classifiedFilters, parseClassifiedSearch, savedSearchFilters } from '../../src/features/classifieds/search';

describe('parseClassifiedSearch', () => {
  it('keeps every valid filter', () => {
    expect(
      parseClassifiedSearch({ name: ' trek ', city: 'Porto', category: 'cat-gravel', priceMin: 100, priceMax: 3000, page: 2 }),
    ).toEqual({ name: 'trek', city: 'Porto', category: 'cat-gravel', priceMin: 100, priceMax: 3000, page: 2 });
  });

  it('reads a name the router parsed as a number as text', () => {
    expect(parseClassifiedSearch({ name: 500 })).toEqual({ name: '500' });
  });

  it('accepts numbers written as text', () => {
    expect(parseClassifiedSearch({ priceMin: '10', page: '3' })).toEqual({ priceMin: 10, page: 3 });
  });

  it('drops page 1, empty text and malformed numbers', () => {
    expect(
      parseClassifiedSearch({ name: '  ', city: '', page: 1, priceMin: -5, priceMax: 'muito', category: { id: 1 } }),
    ).toEqual({});
    expect(parseClassifiedSearch({ page: 0 })).toEqual({});
    expect(parseClassifiedSearch({ page: 2.5 })).toEqual({});
  });

  it('drops a price range whose minimum is above its maximum, which the API refuses', () => {
    expect(parseClassifiedSearch({ priceMin: 900, priceMax: 100, city: 'Braga' })).toEqual({ city: 'Braga' });
  });
});

describe('classifiedFilters', () => {
  it('asks for page 1 when the URL names no page', () => {
    expect(classifiedFilters({ city: 'Porto' })).toEqual({ city: 'Porto', page: 1 });
    expect(classifiedFilters({ page: 4 })).toEqual({ page: 4 });
  });
});

describe('activeFilterCount', () => {
  it('counts the price range once and ignores the page', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ page: 3 })).toBe(0);
    expect(activeFilterCount({ name: 'trek', city: 'Porto', priceMin: 10, priceMax: 50 })).toBe(3);
  });
});

describe('savedSearchFilters', () => {
  it('keeps the filters and leaves the page out', () => {
    expect(JSON.parse(JSON.stringify(savedSearchFilters({ name: 'trek', priceMax: 500, page: 3 })))).toEqual({ name: 'trek', priceMax: 500 });
  });
});
