import { jsonArray, withFields } from '../src/utils/json-text';

/** Answers spliced from JSON already written parse as the objects they stand for. */
describe('JSON spliced from texts', () => {
  const bike = { slug: 'a-{b}', nickName: 'Chave "}" e vírgula, ]', owner: { name: 'Ana' } };

  it('adds fields to an object after its own, whatever its strings hold', () => {
    const text = withFields(JSON.stringify(bike), { distanceKm: 12, recovery: { story: '{"}' } });
    expect(JSON.parse(text)).toEqual({ ...bike, distanceKm: 12, recovery: { story: '{"}' } });
    expect(JSON.parse(withFields('{}', { distanceKm: 0 }))).toEqual({ distanceKm: 0 });
    expect(withFields(JSON.stringify(bike), {})).toBe(JSON.stringify(bike));
  });

  it('makes arrays of texts, empty or not', () => {
    expect(JSON.parse(jsonArray([]))).toEqual([]);
    expect(JSON.parse(jsonArray([JSON.stringify(bike), '{}']))).toEqual([bike, {}]);
  });
});
