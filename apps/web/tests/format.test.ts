import { formatDate, formatDateTime, formatEuro } from '../src/lib/format';

describe('formatDate', () => {
  it('gives DD/MM/YYYY', () => {
    expect(formatDate('2026-03-05T14:07:00Z')).toBe('05/03/2026');
  });

  it('uses the Lisbon calendar day, not UTC', () => {
    // 23:30 UTC on 31 July is already 1 August in Lisbon (UTC+1 in summer).
    expect(formatDate('2026-07-31T23:30:00Z')).toBe('01/08/2026');
  });

  it('keeps a calendar date as it is', () => {
    expect(formatDate('1990-12-31')).toBe('31/12/1990');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('não é uma data')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('gives DD/MM/YYYY H:mm in winter time (UTC+0)', () => {
    expect(formatDateTime('2026-03-05T14:07:00Z')).toBe('05/03/2026 14:07');
  });

  it('gives DD/MM/YYYY H:mm in summer time (UTC+1) without a leading zero on the hour', () => {
    expect(formatDateTime('2026-07-05T08:05:00Z')).toBe('05/07/2026 9:05');
  });
});

describe('formatEuro', () => {
  it('formats whole euros the Portuguese way', () => {
    const text = formatEuro(1250);
    expect(text).toMatch(/1[\s\u00a0\u202f]?250/);
    expect(text).toContain('€');
    expect(text).not.toContain(',');
  });

  it('shows cents when there are some', () => {
    expect(formatEuro(12.5)).toMatch(/^12,50\s€$/);
  });
});
