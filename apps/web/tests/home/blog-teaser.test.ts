import { blogDateBadge, plainExcerpt } from '../../src/features/home/blog-teaser';

describe('blogDateBadge', () => {
  it.each([
    ['2025-11-22', 'NOV', '22'],
    ['2026-01-05', 'JAN', '5'],
    ['2026-05-31', 'MAI', '31'],
    ['2026-12-01', 'DEZ', '1'],
  ])('shows %s as %s %s, in Portuguese', (date, month, day) => {
    expect(blogDateBadge(date)).toEqual({ month, day });
  });

  it('keeps the calendar day of a date stored with a time', () => {
    expect(blogDateBadge('2026-03-29T23:30:00.000Z')).toEqual({ month: 'MAR', day: '29' });
  });

  it('has no badge for an invalid date', () => {
    expect(blogDateBadge('ontem')).toBeNull();
  });
});

describe('plainExcerpt', () => {
  it('keeps only the first paragraph, as plain text', () => {
    expect(plainExcerpt('O **cadeado em U** e a [corrente](https://example.pt) _ajudam_.\n\nMais texto.')).toBe(
      'O cadeado em U e a corrente ajudam.',
    );
  });

  it('drops headings, quotes, list markers and images', () => {
    expect(plainExcerpt('## Título ![foto](/a.jpg)\nsegue')).toBe('Título segue');
    expect(plainExcerpt('> citação')).toBe('citação');
    expect(plainExcerpt('1. primeiro\n- segundo')).toBe('primeiro segundo');
  });
});
