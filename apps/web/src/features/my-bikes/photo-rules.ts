import { MESSAGES } from '@bicla/api-client';

/** Spec, section 5: bike and serial photos are images; an invoice may also be a PDF. */
export type PhotoKind = 'image' | 'image-or-pdf';

const IMAGE_EXTENSIONS = ['gif', 'png', 'bmp', 'jpeg', 'jpg'] as const;
const IMAGE_TYPES = ['image/gif', 'image/png', 'image/bmp', 'image/jpeg'] as const;

function extensionsOf(kind: PhotoKind): readonly string[] {
  return kind === 'image' ? IMAGE_EXTENSIONS : [...IMAGE_EXTENSIONS, 'pdf'];
}

/** The file picker's `accept`, so the dialog offers the right files first. */
export function acceptAttribute(kind: PhotoKind): string {
  const types: readonly string[] = kind === 'image' ? IMAGE_TYPES : [...IMAGE_TYPES, 'application/pdf'];
  return [...extensionsOf(kind).map((extension) => `.${extension}`), ...types].join(',');
}

/** '*Formato de imagem inválido' for a file of another format, else null. */
export function photoFormatError(file: Pick<File, 'name'>, kind: PhotoKind): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return extensionsOf(kind).includes(extension) ? null : MESSAGES.bike.invalidImage;
}

export const isPdf = (file: { mime?: string | null; name?: string | null }) =>
  file.mime === 'application/pdf' || /\.pdf$/i.test(file.name ?? '');
