import type { Core } from '@strapi/strapi';
import { contentTypes } from '@strapi/utils';
import { LINK_TTL_MS, withSignedUrls } from '../../extensions/upload/private-files';
import { bikeRows, type BikeView } from './bike-rows';

const OWNER_FIELDS = [
  'id', 'documentId', 'slug', 'nickName', 'model', 'serial_number', 'registry_number', 'other_information',
  'approved', 'refusal_reason', 'refusal_note', 'refused_at', 'stolen', 'on_sale', 'price', 'remarks', 'classified_date', 'complementary_description',
  'latitude', 'longitude', 'transfer_name', 'transfer_email', 'auth_code', 'transfer_expires_at',
  'createdAt', 'updatedAt',
];

const OWNER_FILE_FIELDS = ['id', 'url', 'formats', 'mime', 'name'];

const STOLEN_DETAILS = 'bike.stolen-details';

/**
 * What an owner sees of their own bike: everything they entered, the photos (invoice and
 * serial included), the whole stolen report, and a pending transfer's code so they can hand it over.
 */
function ownerBikeView(strapi: Core.Strapi): BikeView {
  const { attributes } = strapi.getModel(STOLEN_DETAILS);
  return {
    fields: OWNER_FIELDS,
    oneOf: {
      category: ['documentId', 'name'],
      year: ['documentId', 'year'],
      brand: ['documentId', 'name', 'slug'],
      color: ['documentId', 'name'],
      wheel_size: ['documentId', 'size'],
      stolen_details: ['id', ...Object.keys(attributes).filter((name) => contentTypes.isScalarAttribute(attributes[name]))],
    },
    several: { secondary_colors: ['documentId', 'name'], materials: ['documentId', 'name'], suspension_types: ['documentId', 'type'] },
    singleFiles: ['bike_photo', 'serial_number_photo', 'invoice_photo'],
    galleries: ['for_classified', 'for_stolen'],
    fileFields: OWNER_FILE_FIELDS,
  };
}

interface MediaRow {
  url: string;
  formats?: unknown;
}

/** An owner's bike as read, before `ownerView`: with its numeric id, its files' links unsigned. */
export type OwnerBikeRow = Record<string, unknown> & {
  id: number;
  documentId: string;
  on_sale: boolean;
  price: number | null;
  classified_date: string | null;
  serial_number_photo: MediaRow | null;
  invoice_photo: MediaRow | null;
};

/** The rows of owners' bikes (./bike-rows.ts). */
export const ownerBikeRows = (strapi: Core.Strapi) => bikeRows<never, OwnerBikeRow>(strapi, () => ownerBikeView(strapi));

/**
 * The row as `ownerBikeRows` reads it, minus the numeric id (the API speaks documentIds). The
 * serial photo and the invoice are private files: they come with signed links, which only this
 * view (the owner's) hands out (docs/security.md, "Files").
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
