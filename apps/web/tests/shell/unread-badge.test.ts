import { unreadBadgeLabel } from '../../src/components/layout/unread-badge';

describe('unreadBadgeLabel', () => {
  it.each([
    [1, '1'],
    [5, '5'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows %i unread messages as "%s"', (count, label) => {
    expect(unreadBadgeLabel(count)).toBe(label);
  });

  it.each([0, -1, Number.NaN])('shows no badge for %p', (count) => {
    expect(unreadBadgeLabel(count)).toBeNull();
  });
});
