/**
 * The file types Bicla accepts, defined once: the web forms' file check, the CMS upload check
 * and the CMS upload configuration all read this list (docs/security.md, "Files").
 * The first extension of each type is the one the CMS stores the file under.
 */
export const ACCEPTED_FILE_TYPES = [
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/gif', extensions: ['gif'] },
  { mime: 'image/bmp', extensions: ['bmp'] },
  { mime: 'image/webp', extensions: ['webp'] },
  { mime: 'application/pdf', extensions: ['pdf'] },
] as const;

export type AcceptedMime = (typeof ACCEPTED_FILE_TYPES)[number]['mime'];

/** Bike, serial, ad and stolen-report photos are images; only an invoice may also be a PDF. */
export type FileKind = 'image' | 'image-or-pdf';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const isImageMime = (mime: string) => mime.startsWith('image/');

/** The accepted types of one kind of file. */
export function acceptedTypes(kind: FileKind) {
  return ACCEPTED_FILE_TYPES.filter((type) => kind === 'image-or-pdf' || isImageMime(type.mime));
}

export const ACCEPTED_MIME_TYPES: readonly AcceptedMime[] = ACCEPTED_FILE_TYPES.map((type) => type.mime);

/** Whether a file of this (sniffed) type may be used as this kind of file. */
export const acceptsMime = (kind: FileKind, mime: string) => acceptedTypes(kind).some((type) => type.mime === mime);

/** Whether a file name's extension is one of this kind's, case-insensitively. */
export function acceptsFileName(kind: FileKind, name: string) {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return acceptedTypes(kind).some((type) => (type.extensions as readonly string[]).includes(extension));
}

/** The extension a file of this type is stored under, with its dot. */
export function storedExtension(mime: AcceptedMime) {
  return `.${ACCEPTED_FILE_TYPES.find((type) => type.mime === mime)!.extensions[0]}`;
}
