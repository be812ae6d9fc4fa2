import type { Classified } from '@bicla/api-client';

/** Spec, section 9: what a listing without a price shows, in euro. */
export const LIST_DEFAULT_PRICE = 2000;
export const DETAIL_DEFAULT_PRICE = 200;

/** The price label beside every card's price (spec, "Classified list"). */
export const FIXED_PRICE_LABEL = 'Fixo';

export const EMPTY_CLASSIFIEDS_MESSAGE = 'Não existem dados para mostrar';

/** The listing's photos: the ad's own, else the bike's registration photo. */
export function classifiedPhotos(bike: Pick<Classified, 'for_classified' | 'bike_photo'>) {
  if (bike.for_classified.length) return bike.for_classified;
  return bike.bike_photo ? [bike.bike_photo] : [];
}
