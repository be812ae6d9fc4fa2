import { acceptedTypes, acceptsFileName, MESSAGES, type FileKind } from '@bicla/api-client';

/** Spec, section 5: bike and serial photos are images; an invoice may also be a PDF. */
export type PhotoKind = FileKind;

/** The file picker's `accept`, so the dialog offers the right files first. */
export function acceptAttribute(kind: PhotoKind): string {
  const types = acceptedTypes(kind);
  return [...types.flatMap((type) => type.extensions.map((extension) => `.${extension}`)), ...types.map((type) => type.mime)].join(',');
}

/** What the field's hint lists, e.g. 'JPEG, PNG, GIF, BMP, WEBP ou PDF'. */
export function acceptedFormatsLabel(kind: PhotoKind): string {
  const names = acceptedTypes(kind).map((type) => type.extensions[type.extensions.length - 1]!.toUpperCase());
  return `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}`;
}

/** '*Formato de imagem inválido' for a file of another format, else null. */
export function photoFormatError(file: Pick<File, 'name'>, kind: PhotoKind): string | null {
  return acceptsFileName(kind, file.name) ? null : MESSAGES.bike.invalidImage;
}

export const isPdf = (file: { mime?: string | null; name?: string | null }) =>
  file.mime === 'application/pdf' || /\.pdf$/i.test(file.name ?? '');

/**
 * The three photos of a bike, on the registration and edit forms. The serial photo and the
 * invoice are private files: the CMS serves them only to the owner and editors (docs/decisions/d6-privacy.md).
 */
export const BIKE_PHOTO_FIELDS = [
  { name: 'bike_photo', label: 'Fotografia da Bicicleta', kind: 'image', privateFile: false },
  { name: 'serial_number_photo', label: 'Fotografia do Número de Série', kind: 'image', privateFile: true },
  { name: 'invoice_photo', label: 'Fotografia da Fatura', kind: 'image-or-pdf', privateFile: true },
] as const satisfies readonly { name: string; label: string; kind: PhotoKind; privateFile: boolean }[];

export type BikePhotoField = (typeof BIKE_PHOTO_FIELDS)[number]['name'];
