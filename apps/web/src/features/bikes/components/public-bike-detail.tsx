import { brandAndModel, type PublicBike } from '@bicla/api-client';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { NOT_AVAILABLE, orNotAvailable } from '../../../components/bike-badges';
import { Link } from '../../../components/link';
import { MapBlock } from '../../../components/map-block';
import { PhotoCarousel } from '../../../components/photo-carousel';
import { formatDate, formatEuro } from '../../../lib/format';
import { useIsLoggedIn } from '../../../lib/session';
import { STATUS_COLOR } from '../../../lib/theme';
import { bikeQueries } from '../api';
import { bikeColours, formatStolenDate } from './bike-facts';
import { BikeShareLinks } from './bike-share-links';
import { DeferredBikeMessageForm } from './deferred-bike-message-form';

const MESSAGE_SECTION_ID = 'mensagem';

interface Fact {
  label: string;
  value: ReactNode;
  /** Long texts take the whole row. */
  wide?: boolean;
}

const names = (items: readonly { name: string }[]) => items.map(({ name }) => name).join(', ');

function bikeFacts(bike: PublicBike): Fact[] {
  const facts: Fact[] = [
    { label: 'Marca', value: orNotAvailable(bike.brand?.name) },
    { label: 'Modelo', value: orNotAvailable(bike.model) },
    { label: 'Categoria', value: orNotAvailable(bike.category?.name) },
    { label: 'Ano', value: bike.year ? String(bike.year.year) : NOT_AVAILABLE },
    { label: 'Cores', value: orNotAvailable(bikeColours(bike)) },
    { label: 'Tamanho de roda', value: orNotAvailable(bike.wheel_size?.size) },
    { label: 'Materiais', value: orNotAvailable(names(bike.materials)) },
    { label: 'Tipo de suspensão', value: orNotAvailable(bike.suspension_types.map(({ type }) => type).join(', ')) },
    { label: 'Outras informações', value: orNotAvailable(bike.other_information), wide: true },
  ];
  if (bike.complementary_description) {
    facts.push({ label: 'Descrição complementar', value: bike.complementary_description, wide: true });
  }
  return facts;
}

function stolenFacts(details: NonNullable<PublicBike['stolen_details']>): Fact[] {
  const facts: Fact[] = [
    { label: 'Data e hora do roubo', value: orNotAvailable(formatStolenDate(details.stolen_date)) },
    { label: 'Localidade', value: orNotAvailable(details.city) },
    { label: 'Tipo de cadeado', value: orNotAvailable(details.lock_description) },
    { label: 'Como foi vencido o cadeado', value: orNotAvailable(details.defeat_subscription) },
    { label: 'Esquadra / Departamento de polícia', value: orNotAvailable(details.police_department) },
    { label: 'Valor estimado', value: formatEuro(details.estimated_value) },
  ];
  // The server sends the phone only when the owner shows it to the caller (docs/decisions/d6-privacy.md).
  if (details.phone_number) {
    facts.push({ label: 'Telefone de contacto', value: <MuiLink href={`tel:${details.phone_number.replace(/\s/g, '')}`}>{details.phone_number}</MuiLink> });
  }
  facts.push({ label: 'Descrição do incidente', value: orNotAvailable(details.incident_description), wide: true });
  return facts;
}

function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: 3,
        rowGap: 2.5,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem', mb: 0.25 },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
      }}
    >
      {facts.map(({ label, value, wide }) => (
        <Box key={label} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, md: 3.5 }, height: '100%' }}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The public page of one bike, shared by /stolen-bikes/{slug} and /search-bikes/{slug} (spec,
 * "Stolen list and detail"): photos, facts, the theft when stolen, the owner, sharing, map and a
 * message to the owner.
 */
export function PublicBikeDetail({ bike }: { bike: PublicBike }) {
  const loggedIn = useIsLoggedIn();
  const { data: myBikes } = useQuery({ ...bikeQueries.mine(), enabled: loggedIn });
  const ownBike = myBikes?.some((own) => own.documentId === bike.documentId) ?? false;
  const messageSection = useRef<HTMLDivElement>(null);
  const [messageAsked, setMessageAsked] = useState(false);
  const makeAndModel = brandAndModel(bike);
  const photos = [bike.bike_photo, ...bike.for_stolen].filter((photo) => photo !== null);
  const details = bike.stolen ? bike.stolen_details : null;
  const hasPlace = bike.latitude !== null && bike.longitude !== null;

  // A real in-page link; scrolling here keeps the router from taking the #hash as a navigation, and the caret lands in the field
  // (once the form is there, if it has not loaded yet).
  const goToMessage = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    messageSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    messageSection.current?.querySelector('textarea')?.focus({ preventScroll: true });
    setMessageAsked(true);
  };

  const sections: { key: string; content: ReactNode }[] = [
    {
      key: 'info',
      content: (
        <Section id="bike-info-title" title="Informação da bicicleta">
          <FactList facts={bikeFacts(bike)} />
        </Section>
      ),
    },
  ];
  if (details) {
    sections.push({
      key: 'stolen',
      content: (
        <Section id="stolen-details-title" title="Detalhes do roubo">
          <FactList facts={stolenFacts(details)} />
        </Section>
      ),
    });
  }
  if (!ownBike) {
    sections.push({
      key: 'message',
      content: (
        // Clear of the sticky header when the link scrolls here.
        <Paper ref={messageSection} id={MESSAGE_SECTION_ID} variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, height: '100%', scrollMarginTop: 96 }}>
          <DeferredBikeMessageForm bike={bike.documentId} variant="bike" asked={messageAsked} />
        </Paper>
      ),
    });
  }
  // Only a stolen report records a place (rounded, docs/decisions/d6-privacy.md); a default city for other bikes would mislead.
  if (hasPlace) {
    sections.push({
      key: 'map',
      content: (
        <Section id="bike-map-title" title={bike.stolen ? 'Zona do roubo' : 'Localização'}>
          <MapBlock latitude={bike.latitude} longitude={bike.longitude} label={orNotAvailable(details?.city)} />
        </Section>
      ),
    });
  }

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      {bike.stolen ? (
        <Link to="/stolen-bike" sx={backLinkStyle}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          Bicicletas roubadas
        </Link>
      ) : (
        <Link to="/search-bikes" sx={backLinkStyle}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          Pesquisa de bicicletas
        </Link>
      )}

      <Grid container spacing={{ xs: 3, md: 5 }} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
            <PhotoCarousel photos={photos} alt={makeAndModel ? `${bike.nickName}: ${makeAndModel}` : bike.nickName} />
          </Box>
        </Grid>

        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2.5}>
            <Box>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
                {bike.stolen && (
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'error.main', fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 800, letterSpacing: '0.12em', mb: 0.5 }}
                  >
                    ROUBADA
                  </Box>
                )}
                {bike.nickName}
              </Typography>
              {makeAndModel && (
                <Typography variant="h5" component="p" color="text.secondary" sx={{ mt: 1, fontWeight: 500 }}>
                  {makeAndModel}
                </Typography>
              )}
            </Box>

            {!bike.stolen && bike.on_sale && (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Chip label="EM VENDA" color={STATUS_COLOR.onSale} size="small" sx={{ fontWeight: 700, letterSpacing: '0.04em' }} />
                {bike.price !== null && (
                  <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{formatEuro(bike.price)}</Typography>
                )}
                <Link to="/classified/$slug" params={{ slug: bike.slug }} sx={{ fontWeight: 600 }}>
                  Ver anúncio
                </Link>
              </Stack>
            )}

            {details && (
              <Paper variant="outlined" sx={{ p: 2, borderColor: 'error.light', bgcolor: '#FDF3F3' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  Roubada em {orNotAvailable(formatStolenDate(details.stolen_date))}, {orNotAvailable(details.city)}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  Se a vir à venda ou na rua, não tente recuperá-la sozinho: avise o dono e a polícia.
                </Typography>
              </Paper>
            )}

            <Box component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', fontSize: '0.875rem' }, '& dd': { m: 0, fontWeight: 600 } }}>
              <dt>Dono</dt>
              <dd>
                {orNotAvailable(bike.owner?.name)}
                {bike.owner && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    Membro desde {formatDate(bike.owner.memberSince)}
                  </Typography>
                )}
              </dd>
            </Box>

            {!ownBike && (
              <Button
                href={`#${MESSAGE_SECTION_ID}`}
                onClick={goToMessage}
                variant="contained"
                size="large"
                disableElevation
                startIcon={<MailOutlinedIcon aria-hidden />}
                sx={{ alignSelf: 'flex-start' }}
              >
                Enviar mensagem ao dono
              </Button>
            )}

            <Divider />
            <BikeShareLinks bike={bike} />
          </Stack>
        </Grid>
      </Grid>

      <Grid container spacing={3} sx={{ mt: { xs: 3, md: 5 } }}>
        {sections.map(({ key, content }, index) => (
          // Two to a row; an odd last one takes the whole row.
          <Grid key={key} size={{ xs: 12, md: index === sections.length - 1 && index % 2 === 0 ? 12 : 6 }}>
            {content}
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

const backLinkStyle = { display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 } as const;
