import { boolean, date, number, object, ref, string } from 'yup';
import { isValidNif } from '../nif';
import { MESSAGES } from './messages';

const A = MESSAGES.account;
export const PASSWORD_MIN_LENGTH = 8;
export const GENRES = ['Masculino', 'Feminino', 'Outro'] as const;

const password = (required: string) => string().min(PASSWORD_MIN_LENGTH, A.passwordTooShort).max(128).required(required);

/** /login. */
export const loginSchema = object({
  identifier: string().trim().email(A.loginEmailInvalid).required(A.loginEmailRequired),
  password: string().required(A.loginPasswordRequired),
}).noUnknown(MESSAGES.unknownField);

/** /sign-up, as the form has it: the confirmation and the terms never leave the browser. */
export const signUpFormSchema = object({
  name: string().trim().max(120).required(A.nameRequired),
  email: string().trim().lowercase().email(A.emailInvalid).max(254).required(A.emailRequired),
  password: password(A.passwordRequired),
  passwordConfirmation: string()
    .required(A.passwordConfirmationRequired)
    .oneOf([ref('password')], A.passwordMismatch),
  city: string().trim().max(120).required(A.cityRequired),
  terms: boolean().oneOf([true], A.termsRequired).required(A.termsRequired),
});

/** What POST /auth/local/register accepts: the username is the email. */
export const registrationSchema = object({
  username: string().trim().lowercase().email(A.emailInvalid).required(A.emailRequired),
  email: string().trim().lowercase().email(A.emailInvalid).max(254).required(A.emailRequired),
  password: password(A.passwordRequired),
  name: string().trim().max(120).required(A.nameRequired),
  city: string().trim().max(120).required(A.cityRequired),
}).noUnknown(MESSAGES.unknownField);

export const forgotPasswordSchema = object({
  email: string().trim().email(A.forgotEmailInvalid).required(A.forgotEmailRequired),
}).noUnknown(MESSAGES.unknownField);

export const resetPasswordSchema = object({
  code: string().trim().required(A.resetFailed),
  password: password(A.newPasswordRequired),
  passwordConfirmation: string()
    .required(A.resetConfirmationRequired)
    .oneOf([ref('password')], A.resetMismatch),
}).noUnknown(MESSAGES.unknownField);

export const changePasswordSchema = object({
  currentPassword: string().required(A.oldPasswordRequired),
  password: password(A.newPasswordRequired),
  passwordConfirmation: string()
    .required(A.confirmPasswordRequired)
    .oneOf([ref('password')], A.changeMismatch),
}).noUnknown(MESSAGES.unknownField);

/** Empty optional fields are stored as null (spec, section 5). */
const optional = (max: number) =>
  string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value ? value : null));

/** PUT /users/me: the whitelist of docs/decisions/d6-privacy.md. The form shows the birth date as dd/MM/yyyy; the API takes a date. */
export const profileSchema = object({
  name: string().trim().max(120).required(A.nameRequired),
  city: string().trim().max(120).required(A.cityRequired),
  taxpayer_number: optional(9).test('nif', A.nifInvalid, (value) => value === null || isValidNif(value)),
  mobile_number: optional(30).matches(/^\+?[0-9 ]{9,20}$/, { message: A.phoneInvalid, excludeEmptyString: true }),
  genre: string()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value ? value : null))
    .oneOf([...GENRES, null], A.genreInvalid),
  date_of_birth: date()
    .typeError(A.birthDateInvalid)
    .min(new Date('1900-01-01'), A.birthDateInvalid)
    .max(new Date(), A.birthDateInvalid)
    .nullable()
    .default(null)
    .transform((value: Date | null, original: unknown) => (original === '' ? null : value)),
  address_coordinates: object({
    latitude: number().min(-90).max(90).required(),
    longitude: number().min(-180).max(180).required(),
  })
    .nullable()
    .default(null),
}).noUnknown(A.profileFieldRefused);
