import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES, acceptsMime, type FileKind } from '@bicla/api-client/shared';
import { isPrivateFile } from '../../extensions/upload/private-files';

/**
 * Where a file goes: bike, ad and stolen-report pictures are public; the serial photo and the
 * invoice are private (docs/decisions/d6-privacy.md), and may be a PDF only for the invoice.
 */
export interface FileUse {
  kind: FileKind;
  visibility: 'public' | 'private';
}

export const PUBLIC_PHOTO: FileUse = { kind: 'image', visibility: 'public' };
export const SERIAL_PHOTO: FileUse = { kind: 'image', visibility: 'private' };
export const INVOICE: FileUse = { kind: 'image-or-pdf', visibility: 'private' };

/**
 * Checks that every file id was uploaded by the caller, has an accepted type and the right
 * visibility, so a user can neither attach someone else's file, nor a PDF as a bike photo, nor
 * an invoice as a public picture. Files the bike already has (`attached`) may stay whoever
 * uploaded them; they are still checked for type and visibility.
 */
export async function assertOwnFiles(strapi: Core.Strapi, userId: number, ids: number[], use: FileUse, attached: number[] = []) {
  if (ids.length === 0) return;
  const kept = ids.filter((id) => attached.includes(id));
  const files: { id: number; mime: string; url: string }[] = await strapi.db.query('plugin::upload.file').findMany({
    where: {
      id: { $in: ids },
      ...(kept.length ? { $or: [{ uploaded_by: { id: userId } }, { id: { $in: kept } }] } : { uploaded_by: { id: userId } }),
    },
    select: ['id', 'mime', 'url'],
  });
  if (files.length !== new Set(ids).size) throw new errors.PolicyError('Só pode usar ficheiros que carregou');
  if (files.some((file) => !acceptsMime(use.kind, file.mime))) throw new errors.ValidationError(MESSAGES.bike.invalidImage);
  if (use.visibility === 'public' && files.some(isPrivateFile)) {
    throw new errors.ValidationError('A fatura e a fotografia do número de série são privadas: não podem ser fotografias públicas');
  }
  if (use.visibility === 'private' && !files.every(isPrivateFile)) {
    throw new errors.ValidationError('A fatura e a fotografia do número de série têm de ser carregadas como ficheiros privados');
  }
}
