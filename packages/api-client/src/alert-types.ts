/**
 * Alerts: what a person follows and is emailed about. Every alert email carries a signed link
 * that removes the alert without signing in; the account screen lists and removes them all.
 * - `area`: bikes reported stolen in a municipality (at most one email an hour, grouped);
 * - `search`: a saved classifieds search (new matching ads in a daily digest);
 * - `favourite`: an ad kept in 'Favoritos' (told when it is sold, withdrawn or reported stolen);
 * - `match`: the owner of a stolen bike, told when a bike with the same or a close serial is
 *   registered or put up for sale. Created with the theft report, removed with the recovery.
 */
export type AlertKind = 'area' | 'search' | 'favourite' | 'match';

/** The classifieds filters a saved search keeps, as `GET /classifieds` takes them (no page). */
export interface SavedSearchFilters {
  name?: string;
  /** A city name, as the sellers' profiles store it. */
  city?: string;
  /** A category documentId. */
  category?: string;
  priceMin?: number;
  priceMax?: number;
}

/** The bike an alert is about, as public as its page. */
export interface AlertBike {
  documentId: string;
  slug: string;
  title: string;
  stolen: boolean;
  on_sale: boolean;
}

export interface Alert {
  documentId: string;
  kind: AlertKind;
  createdAt: string;
  /** What the alert follows, in words ('Roubos em Lisboa', 'Pesquisa: trek, até 500 €', …). */
  description: string;
  city: { name: string; slug: string } | null;
  bike: AlertBike | null;
  filters: SavedSearchFilters | null;
}

/** What a person may create; `match` alerts come with a theft report. */
export type AlertInput =
  | { kind: 'area'; city: string }
  | { kind: 'search'; filters: SavedSearchFilters }
  | { kind: 'favourite'; bike: string };

/** The answer to a signed unsubscribe link; `removed` is false when it was already gone. */
export interface Unsubscribed {
  removed: boolean;
  description: string | null;
}
