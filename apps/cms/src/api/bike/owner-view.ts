import type { Core } from '@strapi/strapi';
import { LINK_TTL_MS, withSignedUrls } from '../../extensions/upload/private-files';

/**
 * What an owner sees of their own bike: everything they entered, the photos (invoice and
 * serial included), and a pending transfer's code so they can hand it over.
 */
export const OWNER_POPULATE = {
  category: { select: ['documentId', 'name'] },
  year: { select: ['documentId', 'year'] },
  brand: { select: ['documentId', 'name', 'slug'] },
  color: { select: ['documentId', 'name'] },
  secondary_colors: { select: ['documentId', 'name'] },
  wheel_size: { select: ['documentId', 'size'] },
  materials: { select: ['documentId', 'name'] },
  suspension_types: { select: ['documentId', 'type'] },
  bike_photo: { select: ['id', 'url', 'formats', 'mime', 'name'] },
  serial_number_photo: { select: ['id', 'url', 'formats', 'mime', 'name'] },
  invoice_photo: { select: ['id', 'url', 'formats', 'mime', 'name'] },
  for_classified: { select: ['id', 'url', 'formats', 'mime', 'name'] },
  for_stolen: { select: ['id', 'url', 'formats', 'mime', 'name'] },
  stolen_details: true,
} as const;

export const OWNER_FIELDS = [
  'id', 'documentId', 'slug', 'nickName', 'model', 'serial_number', 'registry_number', 'other_information',
  'approved', 'refusal_reason', 'refusal_note', 'refused_at', 'stolen', 'on_sale', 'price', 'remarks', 'classified_date', 'complementary_description',
  'latitude', 'longitude', 'transfer_name', 'transfer_email', 'auth_code', 'transfer_expires_at',
  'createdAt', 'updatedAt',
];

interface MediaRow {
  url: string;
  formats?: unknown;
}

/**
 * The row as loaded with OWNER_FIELDS/OWNER_POPULATE, minus the numeric id (the API speaks
 * documentIds). The serial photo and the invoice are private files: they come with signed
 * links, which only this view (the owner's) hands out (docs/security.md, "Files").
 */
export function ownerView<T extends { id?: number; serial_number_photo?: MediaRow | null; invoice_photo?: MediaRow | null }>(
  strapi: Core.Strapi,
  bike: T,
  linkTtlMs = LINK_TTL_MS,
) {
  const { id: _id, ...rest } = bike;
  const sign = (file: MediaRow | null | undefined) => (file ? withSignedUrls(strapi, file, linkTtlMs) : file);
  return { ...rest, serial_number_photo: sign(bike.serial_number_photo), invoice_photo: sign(bike.invoice_photo) };
}
