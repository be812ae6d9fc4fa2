import { number, object, string, type ObjectSchema } from 'yup';
import { MESSAGES } from './messages';

const P = MESSAGES.publicPosts;

/**
 * Longest values the CMS stores: the maxLength of each content type's attribute, and under
 * PostgreSQL's varchar(255) for the string columns. The "too long" messages repeat them.
 */
export const PUBLIC_POST_LIMITS = {
  name: 200,
  email: 254,
  subject: 200,
  contactMessage: 5000,
  donationMessage: 2000,
  reviewTitle: 200,
  reviewDescription: 2000,
  donationMin: 1,
  donationMax: 100_000,
} as const;

const L = PUBLIC_POST_LIMITS;

/* The forms' values, declared once for the web app, the fetchers and the CMS's services. */
export interface NewsletterInput {
  email: string;
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The amount is in euro, with at most two decimals. */
export interface DonationInput {
  name: string;
  email: string;
  amount: number;
  message?: string | null;
}

export interface ReviewInput {
  title: string;
  description: string;
}

/**
 * yup's own trim() calls .trim() on whatever arrives and throws a TypeError (a 500 on the CMS)
 * for an object or a list; this one leaves them for the type check to refuse.
 */
const trimmed = (typeError: string) =>
  string()
    .typeError(typeError)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** A required text; a non-text value (an object, a list) gets the same message as a missing one. */
const text = (max: number, required: string, tooLong: string) => trimmed(required).max(max, tooLong).required(required);

const email = (required: string, invalid: string) => trimmed(invalid).email(invalid).max(L.email, invalid).required(required);

/** An optional text: blank is stored as null. */
const optionalText = (max: number, tooLong: string) =>
  trimmed(MESSAGES.sendFailed)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(max, tooLong)
    .nullable()
    .default(null);

/** Euro amounts are whole cents; the tolerance absorbs binary floating point (19.99 * 100). */
const hasAtMostTwoDecimals = (value: number | undefined) =>
  value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The footer's newsletter form. */
export const newsletterSchema: ObjectSchema<NewsletterInput> = object({
  email: email(P.newsletter.emailRequired, P.newsletter.emailInvalid),
})
  .noUnknown(MESSAGES.unknownField)
  .typeError(MESSAGES.sendFailed);

/** The /contact form. */
export const contactSchema: ObjectSchema<ContactInput> = object({
  name: text(L.name, P.contact.name, P.contact.nameTooLong),
  email: email(P.contact.email, P.contact.email),
  subject: text(L.subject, P.contact.subject, P.contact.subjectTooLong),
  message: text(L.contactMessage, P.contact.message, P.contact.messageTooLong),
})
  .noUnknown(MESSAGES.unknownField)
  .typeError(MESSAGES.sendFailed);

/** The /donate pledge (docs/decisions/d10-open-defaults.md): an amount in euro, no payment yet. */
export const donationSchema: ObjectSchema<DonationInput> = object({
  name: text(L.name, P.donation.name, P.donation.nameTooLong),
  email: email(P.donation.email, P.donation.email),
  amount: number()
    // An empty form field means "not filled in", not "not a number".
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(P.donation.amountNumber)
    .required(P.donation.amount)
    .min(L.donationMin, P.donation.amountMin)
    .max(L.donationMax, P.donation.amountMax)
    .test('cents', P.donation.amountCents, hasAtMostTwoDecimals),
  message: optionalText(L.donationMessage, P.donation.messageTooLong),
})
  .noUnknown(MESSAGES.unknownField)
  .typeError(MESSAGES.sendFailed);

/** A testimonial a logged-in user sends (docs/decisions/d10-open-defaults.md); it appears once an editor publishes it. */
export const reviewSchema: ObjectSchema<ReviewInput> = object({
  title: text(L.reviewTitle, P.review.title, P.review.titleTooLong),
  description: text(L.reviewDescription, P.review.description, P.review.descriptionTooLong),
})
  .noUnknown(MESSAGES.unknownField)
  .typeError(MESSAGES.sendFailed);
