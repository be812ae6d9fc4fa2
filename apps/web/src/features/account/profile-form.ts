import { profileSchema, type ProfileInput, type User } from '@bicla/api-client';
import type { DateSchema } from 'yup';
import { birthDateToApi, birthDateToForm, parseBirthDate } from './birth-date';

/** What the profile form edits: every field as typed, so bad input is never lost. */
export interface ProfileFormValues {
  name: string;
  city: string;
  taxpayer_number: string;
  mobile_number: string;
  genre: string;
  /** dd/MM/yyyy. */
  date_of_birth: string;
}

const sharedBirthDate = profileSchema.fields.date_of_birth as DateSchema<Date | null | undefined>;

/**
 * The shared profile schema, reading the birth date as the form types it (dd/MM/yyyy) instead
 * of ISO; its range and messages stay the shared ones. Anything not a real day is an invalid
 * date, so the shared '*Data de nascimento inválida' shows.
 */
export const profileFormSchema = profileSchema.shape({
  date_of_birth: sharedBirthDate.transform((value: Date | null | undefined, original: unknown) =>
    typeof original === 'string' && original.trim() ? (parseBirthDate(original) ?? new Date(Number.NaN)) : value,
  ),
});

export function profileFormValues(user: User): ProfileFormValues {
  return {
    name: user.name ?? '',
    city: user.city ?? '',
    taxpayer_number: user.taxpayer_number ?? '',
    mobile_number: user.mobile_number ?? '',
    genre: user.genre ?? '',
    date_of_birth: birthDateToForm(user.date_of_birth),
  };
}

/**
 * PUT /users/me's body: trimmed, empty optional fields as null (spec, section 5), the birth date
 * as YYYY-MM-DD. The form does not edit the coordinates, so the stored ones are sent back.
 */
export function toProfileInput(values: ProfileFormValues, user: Pick<User, 'address_coordinates'>): ProfileInput {
  const cast = profileFormSchema.cast(values);
  return {
    ...cast,
    date_of_birth: birthDateToApi(values.date_of_birth),
    address_coordinates: user.address_coordinates,
  };
}
