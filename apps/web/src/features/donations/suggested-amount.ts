import type { ContentItem } from '@bicla/api-client';

const EURO_AMOUNT = /(\d+(?:[.,]\d{1,2})?)\s*€/;

/** The amount an editor wrote in a tier's title, e.g. '15 €' → 15; null when there is none. */
export function suggestedAmount(item: Pick<ContentItem, 'title'>): number | null {
  const match = EURO_AMOUNT.exec(item.title ?? '');
  return match ? Number(match[1].replace(',', '.')) : null;
}
