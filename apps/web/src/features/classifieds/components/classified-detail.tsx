import { brandAndModel, PRODUCT_NAME, type Classified } from '@bicla/api-client';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaceIcon from '@mui/icons-material/Place';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListBadge, NOT_AVAILABLE, orNotAvailable } from '../../../components/bike-badges';
import { Link } from '../../../components/link';
import { MapBlock } from '../../../components/map-block';
import { PhotoCarousel } from '../../../components/photo-carousel';
import { ShareButtons } from '../../../components/share-buttons';
import { formatDate, formatEuro } from '../../../lib/format';
import { useIsLoggedIn } from '../../../lib/session';
import { useSiteOrigin } from '../../../lib/site-origin';
import { FavouriteToggle } from '../../alerts';
import { bikeQueries, DeferredBikeMessageForm } from '../../bikes';
import { classifiedPhotos, DETAIL_DEFAULT_PRICE, FIXED_PRICE_LABEL } from '../display';
import { StolenCheckNote } from './stolen-check-note';

const list = (items: string[]) => orNotAvailable(items.join(', '));

/** Spec, "Classified detail": the bike's details, as the owner registered them. */
function detailRows(bike: Classified): { label: string; value: string }[] {
  return [
    { label: 'Categoria', value: orNotAvailable(bike.category?.name) },
    { label: 'Tamanho de roda', value: orNotAvailable(bike.wheel_size?.size) },
    { label: 'Côr principal', value: orNotAvailable(bike.color?.name) },
    { label: 'Côr secundária', value: list(bike.secondary_colors.map(({ name }) => name)) },
    { label: 'Materiais', value: list(bike.materials.map(({ name }) => name)) },
    { label: 'Tipo de suspensão', value: list(bike.suspension_types.map(({ type }) => type)) },
    { label: 'Ano', value: bike.year ? String(bike.year.year) : NOT_AVAILABLE },
    { label: 'Marca', value: orNotAvailable(bike.brand?.name) },
    { label: 'Modelo', value: orNotAvailable(bike.model) },
  ];
}

/** Coordinates exist only where the owner gave a place (rounded to about 100 m, docs/decisions/d6-privacy.md). */
function hasPoint(bike: Classified): boolean {
  return typeof bike.latitude === 'number' && typeof bike.longitude === 'number';
}

/**
 * Without the bike's own point, a map would centre on the default (Lisbon) under another city's
 * name; the seller's city alone is the honest answer.
 */
function CityCard({ city }: { city: string | null }) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={`Localização: ${city ?? NOT_AVAILABLE}`}
      sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', background: 'linear-gradient(135deg, #E8F3EE 0%, #F6F8F7 100%)' }}
    >
      <PlaceIcon color="error" sx={{ fontSize: 40 }} aria-hidden />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{orNotAvailable(city)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Cidade do vendedor
        </Typography>
      </Box>
    </Paper>
  );
}

/** The ad's address and what sharing it says: model and price, as the link preview shows (server/page-head.ts). */
export function classifiedSharedPage(bike: Classified, origin: string) {
  const title = brandAndModel(bike, bike.nickName);
  return {
    url: `${origin}/classified/${encodeURIComponent(bike.slug)}`,
    text: `${title} à venda no ${PRODUCT_NAME} por ${formatEuro(bike.price ?? DETAIL_DEFAULT_PRICE)}`,
    title,
  };
}

const sectionTitle = { fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 } as const;

/** One listing: photos, price, details, seller, a message to the seller and where the bike is. */
export function ClassifiedDetail({ bike }: { bike: Classified }) {
  const title = brandAndModel(bike, bike.nickName);
  const loggedIn = useIsLoggedIn();
  // The same query the message form makes: an owner sees a note instead of an empty space.
  const { data: myBikes } = useQuery({ ...bikeQueries.mine(), enabled: loggedIn });
  const ownListing = Boolean(myBikes?.some((own) => own.documentId === bike.documentId));
  const location = bike.owner?.city ?? null;
  const origin = useSiteOrigin();

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Link to="/classified" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        Classificados
      </Link>

      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', alignSelf: 'start' }}>
          <PhotoCarousel photos={classifiedPhotos(bike)} alt={title} />
        </Box>

        <Stack spacing={3}>
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 40 }}>
              <ListBadge bike={bike} />
              {!ownListing && <FavouriteToggle bike={bike.documentId} sx={{ ml: 'auto', border: 1, borderColor: 'divider' }} />}
            </Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mt: 1.5, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              «{bike.nickName}»
            </Typography>
          </Box>

          <Box>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
              <Typography component="p" sx={{ fontSize: { xs: '2rem', md: '2.25rem' }, fontWeight: 700, color: 'primary.main', lineHeight: 1.1 }}>
                {formatEuro(bike.price ?? DETAIL_DEFAULT_PRICE)}
              </Typography>
              <Typography component="span" variant="caption" sx={{ fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
                {FIXED_PRICE_LABEL}
              </Typography>
            </Box>
            {bike.classified_date && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Anunciada a <time dateTime={bike.classified_date}>{formatDate(bike.classified_date)}</time>
                {location && ` · ${location}`}
              </Typography>
            )}
          </Box>

          <StolenCheckNote slug={bike.slug} />

          <Paper component="section" aria-labelledby="classified-owner-title" variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }} aria-hidden>
              {(bike.owner?.name ?? '?').charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography id="classified-owner-title" variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                Vendedor
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{orNotAvailable(bike.owner?.name)}</Typography>
              <Typography variant="body2" color="text.secondary">
                Membro desde {bike.owner ? formatDate(bike.owner.memberSince) : NOT_AVAILABLE}
              </Typography>
            </Box>
          </Paper>
          {ownListing ? (
            <Paper variant="outlined" sx={{ p: 3, bgcolor: 'grey.50' }}>
              <Typography>Este anúncio é seu: os interessados contactam-no por aqui.</Typography>
            </Paper>
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
              <DeferredBikeMessageForm bike={bike.documentId} variant="classified" title="Enviar mensagem ao vendedor" />
            </Paper>
          )}
          <ShareButtons page={classifiedSharedPage(bike, origin)} />
        </Stack>
      </Box>

      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, mt: { xs: 5, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <Box component="section" aria-labelledby="classified-details-title">
          <Typography id="classified-details-title" variant="h2" sx={sectionTitle}>
            Detalhes
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', columnGap: { xs: 2, sm: 3 }, rowGap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
          >
            {detailRows(bike).map(({ label, value }) => (
              <Box key={label} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                Comentários
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {orNotAvailable(bike.remarks)}
              </Typography>
            </Box>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="classified-map-title">
          <Typography id="classified-map-title" variant="h2" sx={sectionTitle}>
            Localização
          </Typography>
          {hasPoint(bike) ? (
            <MapBlock latitude={bike.latitude} longitude={bike.longitude} label={location ?? 'Portugal'} />
          ) : (
            <CityCard city={location} />
          )}
        </Box>
      </Box>
    </Container>
  );
}
