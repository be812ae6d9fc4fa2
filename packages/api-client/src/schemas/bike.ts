import { array, boolean, date, number, object, string } from 'yup';
import { MESSAGES } from './messages';

const M = MESSAGES.bike;

/** A relation picked from a lookup: its documentId. */
const relation = (message: string) => string().trim().required(message);
const relations = (message: string) => array(string().trim().required()).min(1, message).required(message);
/** An uploaded file: its numeric id. */
const file = (message: string) => number().integer().positive().required(message);

/** Step 1 of the registration ('Informação da Bicicleta'). */
export const bikeRegistrationSchema = object({
  nickName: string().trim().max(120).required(M.nickName),
  category: relation(M.category),
  year: relation(M.year),
  brand: relation(M.brand),
  model: string().trim().max(120).required(M.model),
  color: relation(M.color),
  secondary_colors: array(string().trim().required()).default([]),
  wheel_size: relation(M.wheelSize),
  materials: relations(M.materials),
  suspension_types: relations(M.suspensionTypes),
  serial_number: string().trim().max(200).required(M.serialNumber),
  other_information: string().trim().max(5000).nullable().default(null),
}).noUnknown(MESSAGES.unknownField);

/** Step 2 ('Fotografia'): the three photos that complete a registration. */
export const bikePhotosSchema = object({
  bike_photo: file(M.bikePhoto),
  serial_number_photo: file(M.serialNumberPhoto),
  invoice_photo: file(M.invoicePhoto),
}).noUnknown(MESSAGES.unknownField);

const E = MESSAGES.bikeEdit;

/** The edit form: everything but category, year, brand, model and the two numbers. */
export const bikeEditSchema = object({
  nickName: string().trim().max(120).required(M.nickName),
  color: relation(E.color),
  secondary_colors: array(string().trim().required()).default([]),
  wheel_size: relation(E.wheelSize),
  materials: relations(E.materials),
  suspension_types: relations(E.suspensionTypes),
  other_information: string().trim().max(5000).nullable().default(null),
  bike_photo: file(E.bikePhoto),
  serial_number_photo: file(E.serialNumberPhoto),
  invoice_photo: file(E.invoicePhoto),
}).noUnknown(M.readOnly);

const S = MESSAGES.stolen;

/** The merged stolen report of docs/decisions/d9-mock-ups-made-real.md. */
export const stolenReportSchema = object({
  stolen_date: date().typeError(S.date).required(S.date),
  phone_number: string().trim().max(30).required(S.phone),
  secondary_number: string().trim().max(30).nullable().default(null),
  show_phone_to_users: boolean().default(false),
  show_phone_to_shops: boolean().default(false),
  show_phone_to_police: boolean().default(false),
  address: string().trim().max(300).nullable().default(null),
  city: string().trim().max(120).required(S.city),
  postal: string().trim().max(20).required(S.postal),
  country: string().trim().max(120).nullable().default(null),
  estimated_value: number().typeError(S.estimatedValueNumber).min(0, S.estimatedValueNumber).required(S.estimatedValue),
  lock_description: string().trim().max(200).required(S.lock),
  defeat_subscription: string().trim().max(300).nullable().default(null),
  police_department: string().trim().max(200).nullable().default(null),
  police_report: string().trim().max(200).nullable().default(null),
  incident_description: string().trim().max(5000).required(S.incident),
  latitude: number().min(-90).max(90).nullable().default(null),
  longitude: number().min(-180).max(180).nullable().default(null),
  for_stolen: array(number().integer().positive().required()).max(2).default([]),
}).noUnknown(MESSAGES.unknownField);

/** The recovery modal ('Como a conseguiu recuperar?'). */
export const recoverySchema = object({
  recovery_message: string().trim().max(5000).required(MESSAGES.recovery.message),
  we_helped: boolean().default(false),
  can_share: boolean().default(false),
}).noUnknown(MESSAGES.unknownField);

const L = MESSAGES.listing;

/** The classified ad tab. */
export const listingSchema = object({
  price: number().typeError(L.priceInteger).integer(L.priceInteger).moreThan(0, L.priceInteger).required(L.price),
  remarks: string().trim().max(5000).required(L.remarks),
  for_classified: array(number().integer().positive().required()).max(2).default([]),
  terms: boolean().oneOf([true], L.terms).required(L.terms),
}).noUnknown(MESSAGES.unknownField);

const T = MESSAGES.transfer;

export const transferStartSchema = object({
  name: string().trim().max(120).required(T.name),
  email: string().trim().email(T.emailInvalid).max(254).required(T.email),
}).noUnknown(MESSAGES.unknownField);

export const transferClaimSchema = object({
  code: string().trim().max(64).required(T.code),
}).noUnknown(MESSAGES.unknownField);
