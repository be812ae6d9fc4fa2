import { lazyFormat } from '../../lib/lazy-format';

const monthFormat = lazyFormat(() => new Intl.DateTimeFormat('pt-PT', { month: 'short', timeZone: 'UTC' }));
const dayFormat = lazyFormat(() => new Intl.DateTimeFormat('pt-PT', { day: 'numeric', timeZone: 'UTC' }));

/**
 * A post's calendar date as the card's badge shows it, e.g. { month: 'NOV', day: '22' }.
 * The CMS stores the date without a time, so it is read in UTC and never shifts a day.
 */
export function blogDateBadge(date: string): { month: string; day: string } | null {
  const instant = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return null;
  return {
    month: monthFormat().format(instant).replace(/\./g, '').toUpperCase(),
    day: dayFormat().format(instant),
  };
}

/** The first paragraph of a post's markdown as plain text, for a card's teaser. */
export function plainExcerpt(markdown: string): string {
  const firstParagraph = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  return firstParagraph
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
