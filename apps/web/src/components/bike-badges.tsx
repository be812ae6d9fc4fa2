import Chip, { type ChipProps } from '@mui/material/Chip';
import { STATUS_COLOR } from '../lib/theme';

/** What a visitor needs to place a bike: whether it is stolen or for sale. */
interface BikeState {
  stolen: boolean;
  on_sale: boolean;
}

/** Spec, sections 2 and 4: a list card says Roubada if stolen, else Compre if on sale. */
export function listBadge(bike: BikeState): 'Roubada' | 'Compre' | null {
  if (bike.stolen) return 'Roubada';
  if (bike.on_sale) return 'Compre';
  return null;
}

/** 'N/A' for what a bike does not have (a city, a stolen date, an owner). */
export const NOT_AVAILABLE = 'N/A';

export function orNotAvailable(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_AVAILABLE;
}

/** The card badge, placed over a photo's corner. */
export function ListBadge({ bike, sx }: { bike: BikeState; sx?: ChipProps['sx'] }) {
  const label = listBadge(bike);
  if (!label) return null;
  return (
    <Chip
      label={label}
      color={label === 'Roubada' ? STATUS_COLOR.stolen : STATUS_COLOR.onSale}
      size="small"
      sx={[{ fontWeight: 700, letterSpacing: '0.04em' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
