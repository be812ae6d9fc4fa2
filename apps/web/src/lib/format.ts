import moment from 'moment';
import 'moment/locale/pt';
import { lazyFormat } from './lazy-format';

export const TIME_ZONE = 'Europe/Lisbon';
const LOCALE = 'pt';

export type DateInput = string | number | Date;

const offsetFormat = lazyFormat(() => new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' }));

/** Lisbon's offset from UTC in minutes at that instant; Intl knows the summer-time rules. */
function lisbonOffset(instant: Date): number {
  const name = offsetFormat().formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function inLisbon(value: DateInput): moment.Moment | null {
  // A calendar date (e.g. a birth date) has no instant: shifting it could change the day.
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const date = moment.utc(value, 'YYYY-MM-DD', true);
    return date.isValid() ? date.locale(LOCALE) : null;
  }
  // Strict ISO 8601, as the CMS sends: moment's free-form fallback guesses and warns.
  const date = typeof value === 'string' ? moment(value, moment.ISO_8601, true) : moment(value);
  if (!date.isValid()) return null;
  return date.utcOffset(lisbonOffset(date.toDate())).locale(LOCALE);
}

/** DD/MM/YYYY in Lisbon time; '' for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  return inLisbon(value)?.format('DD/MM/YYYY') ?? '';
}

/** DD/MM/YYYY H:mm in Lisbon time; '' for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  return inLisbon(value)?.format('DD/MM/YYYY H:mm') ?? '';
}

/** HH:mm in Lisbon time; '' for a missing or invalid date. */
export function formatTime(value: DateInput): string {
  return inLisbon(value)?.format('HH:mm') ?? '';
}

const euroWhole = lazyFormat(() => new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }));
const euroCents = lazyFormat(() => new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }));

/** Prices are whole euros, so cents show only when there are some: 1250 € but 12,50 €. */
export function formatEuro(amount: number): string {
  return (Number.isInteger(amount) ? euroWhole : euroCents)().format(amount);
}
