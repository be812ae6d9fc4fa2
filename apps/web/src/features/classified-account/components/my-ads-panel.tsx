import type { OwnerBike } from '@bicla/api-client';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NOT_AVAILABLE } from '../../../components/bike-badges';
import { ButtonLink } from '../../../components/link';
import { formatDate, formatEuro } from '../../../lib/format';
import { bikeQueries } from '../../bikes';
import { isListed } from '../bike-choices';
import { BikeRow, makeAndModel, RowFacts } from './bike-row';
import { ChooseAdBikeDialog } from './choose-ad-bike-dialog';
import { EmptyState } from '../../../components/empty-state';
import { RemoveAdDialog } from './remove-ad-dialog';

/** Newest ad first, as the classifieds list orders them (spec, section 9). */
const newestFirst = (a: OwnerBike, b: OwnerBike) => (b.classified_date ?? '').localeCompare(a.classified_date ?? '');

/** 'Os meus anúncios': my bikes on sale, each with view, edit and remove (docs/decisions/d9-mock-ups-made-real.md). */
export function MyAdsPanel() {
  const { data: bikes } = useSuspenseQuery(bikeQueries.mine());
  const ads = bikes.filter(isListed).sort(newestFirst);
  const [choosing, setChoosing] = useState(false);
  // The dialog keeps its bike while it closes, so its text does not blank out during the fade.
  const [removal, setRemoval] = useState<{ bike: OwnerBike | null; open: boolean }>({ bike: null, open: false });

  return (
    <Box component="section" aria-labelledby="anuncios-titulo">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography id="anuncios-titulo" variant="h3" component="h2">
            Os meus anúncios
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {ads.length === 1 ? '1 bicicleta à venda nos Classificados.' : `${ads.length} bicicletas à venda nos Classificados.`}
          </Typography>
        </Box>
        <Button
          variant="contained"
          disableElevation
          startIcon={<AddIcon aria-hidden />}
          onClick={() => setChoosing(true)}
          sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, flexShrink: 0 }}
        >
          Adicionar anúncio
        </Button>
      </Stack>

      {ads.length === 0 ? (
        <EmptyState
          icon={<SellOutlinedIcon />}
          title="Ainda não tem nenhum anúncio publicado."
          hint="Escolha uma das suas bicicletas aprovadas para a pôr à venda: o anúncio aparece nos Classificados com as fotografias e os detalhes dela."
        />
      ) : (
        <Box component="ul" aria-label="Anúncios publicados" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {ads.map((bike) => (
            <li key={bike.documentId}>
              <AdRow bike={bike} onRemove={() => setRemoval({ bike, open: true })} />
            </li>
          ))}
        </Box>
      )}

      <ChooseAdBikeDialog open={choosing} onClose={() => setChoosing(false)} />
      <RemoveAdDialog bike={removal.bike} open={removal.open} onClose={() => setRemoval((current) => ({ ...current, open: false }))} />
    </Box>
  );
}

function AdRow({ bike, onRemove }: { bike: OwnerBike; onRemove: () => void }) {
  return (
    <BikeRow
      id={`anuncio-${bike.documentId}`}
      heading="h3"
      photo={bike.bike_photo}
      title={bike.nickName}
      subtitle={makeAndModel(bike)}
      actions={
        <>
          <ButtonLink
            to="/classified/$slug"
            params={{ slug: bike.slug }}
            variant="outlined"
            startIcon={<VisibilityOutlinedIcon aria-hidden />}
            aria-label={`Ver o anúncio de ${bike.nickName}`}
          >
            Ver
          </ButtonLink>
          <ButtonLink
            to="/edit-bike/$slug"
            params={{ slug: bike.slug }}
            hash="classificado"
            variant="outlined"
            startIcon={<EditOutlinedIcon aria-hidden />}
            aria-label={`Editar o anúncio de ${bike.nickName}`}
          >
            Editar
          </ButtonLink>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon aria-hidden />}
            onClick={onRemove}
            aria-label={`Remover o anúncio de ${bike.nickName}`}
          >
            Remover
          </Button>
        </>
      }
    >
      <Typography sx={{ mt: 0.75, fontSize: '1.25rem', fontWeight: 700, color: 'info.main' }}>
        {bike.price === null ? NOT_AVAILABLE : formatEuro(bike.price)}
      </Typography>
      <RowFacts
        facts={[
          { label: 'Categoria', value: bike.category?.name ?? NOT_AVAILABLE },
          { label: 'Publicado em', value: bike.classified_date ? formatDate(bike.classified_date) : NOT_AVAILABLE },
        ]}
      />
    </BikeRow>
  );
}
