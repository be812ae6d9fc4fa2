import AddIcon from '@mui/icons-material/Add';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ButtonLink } from '../../../components/link';
import { bikeQueries } from '../../bikes';
import { ClaimTransferDialog } from './claim-transfer-dialog';
import { OwnerBikeCard } from './owner-bike-card';

/** #minha_bicicleta: the owner's bikes, a way to add one and a way to claim a transferred one. */
export function MyBikesPanel() {
  const { data: bikes } = useSuspenseQuery(bikeQueries.mine());
  const [claiming, setClaiming] = useState(false);

  return (
    <Paper component="section" aria-labelledby="bicicletas-titulo" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography id="bicicletas-titulo" variant="h3" component="h2">
          A Minha Bicicleta
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ButtonLink to="/register-bikes" variant="contained" disableElevation startIcon={<AddIcon aria-hidden />}>
            Adicionar Bicicleta
          </ButtonLink>
          <Button variant="outlined" startIcon={<SwapHorizIcon aria-hidden />} onClick={() => setClaiming(true)}>
            Transferência de bicicleta
          </Button>
        </Stack>
      </Stack>

      {bikes.length === 0 ? (
        <EmptyState
          icon={<PedalBikeIcon />}
          title="Ainda não tem nenhuma bicicleta registada."
          hint="Registe a sua bicicleta para a proteger, ou receba uma que lhe foi transferida."
        />
      ) : (
        <Box
          component="ul"
          aria-label="As minhas bicicletas"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {bikes.map((bike) => (
            <li key={bike.documentId}>
              <OwnerBikeCard bike={bike} />
            </li>
          ))}
        </Box>
      )}
      <ClaimTransferDialog open={claiming} onClose={() => setClaiming(false)} />
    </Paper>
  );
}
