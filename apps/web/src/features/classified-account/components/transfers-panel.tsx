import type { IncomingTransfer, OwnerBike } from '@bicla/api-client';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { NOT_AVAILABLE } from '../../../components/bike-badges';
import { ButtonLink, Link } from '../../../components/link';
import { api } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { ClaimTransferDialog } from '../../account';
import { bikeQueries } from '../../bikes';
import { attempt, useMyBikeMutation } from '../../my-bikes';
import { classifiedAccountQueries } from '../api';
import { hasPendingTransfer, isExpired, transferStartedAt } from '../bike-choices';
import { BikeRow, makeAndModel, RowFacts } from './bike-row';
import { EmptyState } from '../../../components/empty-state';

const listStyle = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 } as const;

/**
 * 'Transferências' (docs/decisions/d4-ownership-transfer.md): the transfers I started and that wait for their addressee, and
 * those addressed to me, which I claim with the code the owner sent.
 */
export function TransfersPanel() {
  const { data: bikes } = useSuspenseQuery(bikeQueries.mine());
  const { data: incoming } = useSuspenseQuery(classifiedAccountQueries.incomingTransfers());
  const sent = bikes.filter(hasPendingTransfer);
  const [claiming, setClaiming] = useState(false);

  return (
    <Box component="section" aria-labelledby="transferencias-titulo">
      <Typography id="transferencias-titulo" variant="h3" component="h2">
        Transferências
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Para transferir uma bicicleta a quem a comprou, abra-a em{' '}
        <Link to="/user-bikes" underline="always">As minhas bicicletas</Link> e escolha 'Transferir'. O novo dono recebe um código por email.
      </Typography>

      <Box component="section" aria-labelledby="enviadas-titulo" sx={{ mt: 4 }}>
        <Typography id="enviadas-titulo" variant="h4" component="h3" sx={{ mb: 2 }}>
          Enviadas
        </Typography>
        {sent.length === 0 ? (
          <EmptyState icon={<NorthEastIcon />} title="Não tem transferências à espera do novo dono." />
        ) : (
          <Box component="ul" aria-label="Transferências enviadas" sx={listStyle}>
            {sent.map((bike) => (
              <li key={bike.documentId}>
                <SentTransferRow bike={bike} />
              </li>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="recebidas-titulo" sx={{ mt: 4 }}>
        <Typography id="recebidas-titulo" variant="h4" component="h3" sx={{ mb: 2 }}>
          Recebidas
        </Typography>
        {incoming.length === 0 ? (
          <EmptyState
            icon={<CallReceivedIcon />}
            title="Não tem transferências para receber."
            hint="Quando alguém lhe transferir uma bicicleta, recebe um email com o código e a transferência aparece aqui."
          />
        ) : (
          <Box component="ul" aria-label="Transferências recebidas" sx={listStyle}>
            {incoming.map((transfer) => (
              <li key={transfer.documentId}>
                <IncomingTransferRow transfer={transfer} onClaim={() => setClaiming(true)} />
              </li>
            ))}
          </Box>
        )}
      </Box>

      <ClaimTransferDialog open={claiming} onClose={() => setClaiming(false)} />
    </Box>
  );
}

function SentTransferRow({ bike }: { bike: OwnerBike }) {
  const cancel = useMyBikeMutation(() => api.transfers.cancel(bike.documentId));
  const expiresAt = bike.transfer_expires_at ?? '';
  const expired = isExpired(expiresAt);

  const cancelTransfer = async () => {
    if (await attempt(cancel.mutateAsync())) {
      showToast('A transferência de bicicleta foi cancelada!', 'success');
    }
  };

  return (
    <BikeRow
      id={`enviada-${bike.documentId}`}
      heading="h4"
      photo={bike.bike_photo}
      title={bike.nickName}
      subtitle={makeAndModel(bike)}
      actions={
        <>
          <ButtonLink
            to="/edit-bike/$slug"
            params={{ slug: bike.slug }}
            hash="transfer"
            variant="outlined"
            startIcon={<KeyOutlinedIcon aria-hidden />}
            aria-label={`Ver o código da transferência de ${bike.nickName}`}
          >
            Ver o código
          </ButtonLink>
          <Button
            variant="outlined"
            color="error"
            onClick={() => void cancelTransfer()}
            disabled={cancel.isPending}
            aria-label={`Cancelar a transferência de ${bike.nickName}`}
          >
            Cancelar
          </Button>
        </>
      }
    >
      <Typography sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
        Para <strong>{bike.transfer_name}</strong> ({bike.transfer_email})
      </Typography>
      <RowFacts
        facts={[
          { label: 'Enviada em', value: formatDate(transferStartedAt(expiresAt)) },
          {
            label: expired ? 'Expirou em' : 'Válida até',
            value: expired ? (
              <>
                {formatDate(expiresAt)} <Chip label="Expirada" size="small" color="warning" sx={{ ml: 0.5, height: 20 }} />
              </>
            ) : (
              formatDate(expiresAt)
            ),
          },
        ]}
      />
    </BikeRow>
  );
}

function IncomingTransferRow({ transfer, onClaim }: { transfer: IncomingTransfer; onClaim: () => void }) {
  return (
    <BikeRow
      id={`recebida-${transfer.documentId}`}
      heading="h4"
      photo={transfer.bike_photo}
      title={transfer.nickName}
      subtitle={makeAndModel(transfer)}
      actions={
        <Button
          variant="contained"
          disableElevation
          startIcon={<KeyOutlinedIcon aria-hidden />}
          onClick={onClaim}
          aria-label={`Reclamar ${transfer.nickName}`}
        >
          Reclamar
        </Button>
      }
    >
      <RowFacts
        facts={[
          { label: 'De', value: transfer.from?.name ?? NOT_AVAILABLE },
          { label: 'Válida até', value: formatDate(transfer.transfer_expires_at) },
        ]}
      />
    </BikeRow>
  );
}
