import { normalizeSerial, serialKey } from '../serial';

describe('normalizeSerial', () => {
  it('follows the worked example of docs/decisions/d8-search.md', () => {
    expect(normalizeSerial('bobs-catzio')).toBe('8085 CAT210');
  });

  it.each([
    ['o', '0'],
    ['i', '1'],
    ['l', '1'],
    ['|', '1'],
    ['s', '5'],
    ['z', '2'],
    ['b', '8'],
  ])('folds the look-alike %s into %s', (input, output) => {
    expect(normalizeSerial(`X${input}X`)).toBe(`X${output}X`);
  });

  it('turns runs of punctuation and whitespace into one space', () => {
    expect(normalizeSerial('  WTU.123__456 // 789  ')).toBe('WTU 123 456 789');
  });

  it('drops leading zeros but keeps inner ones', () => {
    expect(normalizeSerial('000-1020')).toBe('1020');
    expect(normalizeSerial('0070 700')).toBe('70 700');
  });

  it('gives the same result for differently typed copies of one serial', () => {
    expect(normalizeSerial('WSB-10ZOL')).toBe(normalizeSerial('wsb 1020l'));
  });

  it('returns an empty string for an empty or punctuation-only serial', () => {
    expect(normalizeSerial('')).toBe('');
    expect(normalizeSerial(' -- ')).toBe('');
  });
});

describe('serialKey', () => {
  it('matches copies that differ only in spacing and punctuation', () => {
    expect(serialKey('0BS-12 345')).toBe(serialKey('obs12345'));
    expect(serialKey('obs12345')).toBe('8512345');
  });

  it('still tells different serials apart', () => {
    expect(serialKey('WTU 123')).not.toBe(serialKey('WTU 124'));
  });
});
