import { brandAndModel, PRODUCT_NAME, type PublicBike } from '@bicla/api-client';
import { ShareButtons, shareUrls } from '../../../components/share-buttons';
import { useSiteOrigin } from '../../../lib/site-origin';
import { publicBikePath } from './public-bike-paths';

type SharedBike = Pick<PublicBike, 'slug' | 'stolen' | 'nickName' | 'model'> & { brand?: { name: string } | null };

/** The words a shared post starts with: a call for help for a stolen bike. */
function shareText(bike: SharedBike): string {
  const makeAndModel = brandAndModel(bike);
  const name = makeAndModel ? `${bike.nickName} (${makeAndModel})` : bike.nickName;
  return bike.stolen ? `Bicicleta roubada: ${name}. Ajude a encontrá-la!` : `${name} no ${PRODUCT_NAME}`;
}

/** The bike's canonical page and what sharing it says (spec, "Stolen list and detail"). */
export function bikeSharedPage(bike: SharedBike, origin: string) {
  return { url: `${origin}${publicBikePath(bike)}`, text: shareText(bike), title: bike.nickName };
}

/** Share addresses to the bike's canonical page. */
export function bikeShareUrls(bike: SharedBike, origin: string) {
  const page = bikeSharedPage(bike, origin);
  return { pageUrl: page.url, ...shareUrls(page) };
}

export function BikeShareLinks({ bike }: { bike: SharedBike }) {
  return <ShareButtons page={bikeSharedPage(bike, useSiteOrigin())} />;
}
