import type { PublicBike } from '@bicla/api-client';
import { formatDateTime } from '../../../lib/format';

/** The main colour first, then the secondary ones: "Verde, Preto". */
export function bikeColours(bike: Pick<PublicBike, 'color' | 'secondary_colors'>): string {
  return [bike.color?.name, ...bike.secondary_colors.map(({ name }) => name)].filter(Boolean).join(', ');
}

/** A stolen date as the spec writes it, "DD/MM/YYYY, H:mm" in Lisbon time; '' when missing. */
export function formatStolenDate(value: string | null | undefined): string {
  if (!value) return '';
  return formatDateTime(value).replace(' ', ', ');
}
