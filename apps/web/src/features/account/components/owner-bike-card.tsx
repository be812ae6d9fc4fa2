import { MESSAGES, type OwnerBike } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea, { type CardActionAreaProps } from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { showToast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { forwardRef } from 'react';
import { BikePhoto } from '../../../components/bike-photo';
import { STATUS_COLOR } from '../../../lib/theme';
import type { BikeTab } from '../../my-bikes';

const CardActionAnchor = forwardRef<HTMLAnchorElement, CardActionAreaProps<'a'>>((props, ref) => (
  <CardActionArea ref={ref} component="a" {...props} />
));
CardActionAnchor.displayName = 'CardActionAnchor';

/** The whole card as a type-checked router link. */
const CardLink = createLink(CardActionAnchor);

export const PENDING_LABEL = 'Pendente de Aprovação';
export const REFUSED_LABEL = 'A corrigir';

const RouterButton = createLink(Button);

/** The owner's state chips (spec, section 4): pending, ROUBADA, or EM VENDA when on sale and not stolen. */
export function ownerBikeChips(bike: Pick<OwnerBike, 'approved' | 'stolen' | 'on_sale' | 'refusal_reason'>) {
  const chips: { label: string; color: (typeof STATUS_COLOR)[keyof typeof STATUS_COLOR] }[] = [];
  if (bike.refusal_reason) chips.push({ label: REFUSED_LABEL, color: STATUS_COLOR.stolen });
  else if (!bike.approved) chips.push({ label: PENDING_LABEL, color: STATUS_COLOR.pending });
  if (bike.stolen) chips.push({ label: 'ROUBADA', color: STATUS_COLOR.stolen });
  else if (bike.on_sale) chips.push({ label: 'EM VENDA', color: STATUS_COLOR.onSale });
  return chips;
}

/**
 * One of the owner's bikes. Approved: the card opens /edit-bike/{slug} on `tab` (#editar unless
 * a page wants another, e.g. /report-stolen opens #furtada). Pending: it stays put and says it
 * is under review. Sent back by an editor: it shows why, and links to the registration form,
 * where the draft waits to be corrected (docs/decisions/d5-approval.md).
 */
export function OwnerBikeCard({ bike, tab = 'editar' }: { bike: OwnerBike; tab?: BikeTab }) {
  const makeAndModel = [bike.brand?.name, bike.model].filter(Boolean).join(' ');
  const body = (
    <>
      <Box sx={{ position: 'relative' }}>
        <BikePhoto
          photo={bike.bike_photo}
          alt={`Fotografia da bicicleta ${bike.nickName}`}
          sizes="(max-width: 600px) 100vw, (max-width: 1200px) 45vw, 300px"
        />
        <Box sx={{ position: 'absolute', top: 8, left: 8, right: 8, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {ownerBikeChips(bike).map((chip) => (
            <Chip key={chip.label} label={chip.label} color={chip.color} size="small" sx={{ fontWeight: 700 }} />
          ))}
        </Box>
      </Box>
      <CardContent>
        <Typography component="p" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {bike.nickName}
        </Typography>
        {makeAndModel && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {makeAndModel}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          Número Bicla: <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{bike.registry_number}</Box>
        </Typography>
      </CardContent>
    </>
  );

  if (bike.refusal_reason) {
    return (
      <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        {body}
        <Alert severity="warning" sx={{ mx: 2, mb: 2 }} role="status">
          <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
            A equipa Bicla devolveu o registo: {bike.refusal_reason}
          </Typography>
          {bike.refusal_note && (
            <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {bike.refusal_note}
            </Typography>
          )}
          <RouterButton to="/register-bikes" variant="contained" size="small" sx={{ mt: 1 }}>
            Corrigir o registo
          </RouterButton>
        </Alert>
      </Card>
    );
  }

  return (
    <Card sx={{ height: '100%' }}>
      {bike.approved ? (
        <CardLink to="/edit-bike/$slug" params={{ slug: bike.slug }} hash={tab} sx={{ height: '100%' }}>
          {body}
        </CardLink>
      ) : (
        <CardActionArea
          component="div"
          onClick={() => showToast(MESSAGES.pendingBike, 'warning')}
          sx={{ height: '100%' }}
        >
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}
