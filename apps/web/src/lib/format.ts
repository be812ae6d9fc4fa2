export const TIME_ZONE = 'Europe/Lisbon';

export type DateInput = string | number | Date;

/*
 * Dates are formatted with Intl, which knows Lisbon's summer-time rules, rather than a date
 * library the bike pages would have to download first (docs/architecture.md, "Performance budgets").
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 as the CMS sends it; a looser string is no date rather than a guess. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

const lisbonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface Parts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

function inLisbon(value: DateInput): Parts | null {
  if (typeof value === 'string') {
    // A calendar date (e.g. a birth date) has no instant: shifting it could change the day.
    const calendar = DATE_ONLY.exec(value);
    if (calendar) {
      const [, year, month, day] = calendar;
      const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
      return { day, month, year, hour: '00', minute: '00' };
    }
    if (!DATE_TIME.test(value)) return null;
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(lisbonParts.formatToParts(instant).map(({ type, value: part }) => [type, part]));
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute };
}

/** DD/MM/YYYY in Lisbon time; '' for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const date = inLisbon(value);
  return date ? `${date.day}/${date.month}/${date.year}` : '';
}

/** DD/MM/YYYY H:mm in Lisbon time; '' for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  const date = inLisbon(value);
  return date ? `${date.day}/${date.month}/${date.year} ${Number(date.hour)}:${date.minute}` : '';
}

/** HH:mm in Lisbon time; '' for a missing or invalid date. */
export function formatTime(value: DateInput): string {
  const date = inLisbon(value);
  return date ? `${date.hour}:${date.minute}` : '';
}

const euroWhole = new Intl.NumberFormat('pt-PT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const euroCents = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });

/** Prices are whole euros, so cents show only when there are some: 1250 € but 12,50 €. */
export function formatEuro(amount: number): string {
  return (Number.isInteger(amount) ? euroWhole : euroCents).format(amount);
}
