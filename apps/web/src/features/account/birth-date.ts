/*
 * The profile shows the birth date as dd/MM/yyyy (spec, section 5); the API stores a calendar
 * date as YYYY-MM-DD. A calendar date has no time zone, so these work on the digits, never on
 * an instant that a time zone could move to the day before.
 */
const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FORM_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** '1990-05-23' → '23/05/1990'; no date → ''. */
export function birthDateToForm(apiDate: string | null | undefined): string {
  const match = API_DATE.exec(apiDate ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A real day typed as dd/MM/yyyy, as midnight UTC; null for anything else (31/02/2000, 1/2/2000…). */
export function parseBirthDate(text: string): Date | null {
  const match = FORM_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : null;
}

/** '23/05/1990' → '1990-05-23'; empty or not a real day → null. */
export function birthDateToApi(text: string): string | null {
  return parseBirthDate(text)?.toISOString().slice(0, 10) ?? null;
}
