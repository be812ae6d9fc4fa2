import { PRODUCT_NAME, type PublicBike } from '@bicla/api-client';
import FacebookIcon from '@mui/icons-material/Facebook';
import TwitterIcon from '@mui/icons-material/Twitter';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brandAndModel } from './bike-facts';
import { publicBikePath } from './public-bike-paths';

type SharedBike = Pick<PublicBike, 'slug' | 'stolen' | 'nickName' | 'brand' | 'model'>;

/** The words a shared post starts with: a call for help for a stolen bike. */
function shareText(bike: SharedBike): string {
  const makeAndModel = brandAndModel(bike);
  const name = makeAndModel ? `${bike.nickName} (${makeAndModel})` : bike.nickName;
  return bike.stolen ? `Bicicleta roubada: ${name}. Ajude a encontrá-la!` : `${name} no ${PRODUCT_NAME}`;
}

/** Facebook and Twitter share links to the bike's canonical page (spec, "Stolen list and detail"). */
export function bikeShareUrls(bike: SharedBike, origin: string) {
  const pageUrl = `${origin}${publicBikePath(bike)}`;
  const facebook = new URL('https://www.facebook.com/sharer/sharer.php');
  facebook.searchParams.set('u', pageUrl);
  const twitter = new URL('https://twitter.com/intent/tweet');
  twitter.searchParams.set('url', pageUrl);
  twitter.searchParams.set('text', shareText(bike));
  return { pageUrl, facebook: facebook.toString(), twitter: twitter.toString() };
}

export function BikeShareLinks({ bike }: { bike: SharedBike }) {
  const { facebook, twitter } = bikeShareUrls(bike, window.location.origin);
  const newWindow = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography id="share-label" variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        Partilhar:
      </Typography>
      <Stack direction="row" spacing={1} role="group" aria-labelledby="share-label">
        <Button
          href={facebook}
          {...newWindow}
          variant="outlined"
          size="small"
          startIcon={<FacebookIcon aria-hidden />}
          aria-label="Partilhar no Facebook (abre numa nova janela)"
        >
          Facebook
        </Button>
        <Button
          href={twitter}
          {...newWindow}
          variant="outlined"
          size="small"
          startIcon={<TwitterIcon aria-hidden />}
          aria-label="Partilhar no Twitter (abre numa nova janela)"
        >
          Twitter
        </Button>
      </Stack>
    </Stack>
  );
}
