import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';

/** Bike and serial photos, and classified or stolen pictures, must be images; invoices may be PDF. */
export type FileUse = 'image' | 'image-or-pdf';

const accepts = (use: FileUse, mime: string) =>
  mime.startsWith('image/') ? mime !== 'image/svg+xml' : use === 'image-or-pdf' && mime === 'application/pdf';

/**
 * Checks that every file id was uploaded by the caller and has an accepted type, so a user
 * can neither attach someone else's file nor a PDF as a bike photo. Files the bike already
 * has (`attached`) may stay whoever uploaded them; they are still type-checked.
 */
export async function assertOwnFiles(strapi: Core.Strapi, userId: number, ids: number[], use: FileUse, attached: number[] = []) {
  if (ids.length === 0) return;
  const kept = ids.filter((id) => attached.includes(id));
  const files: { id: number; mime: string }[] = await strapi.db.query('plugin::upload.file').findMany({
    where: {
      id: { $in: ids },
      ...(kept.length ? { $or: [{ uploaded_by: { id: userId } }, { id: { $in: kept } }] } : { uploaded_by: { id: userId } }),
    },
    select: ['id', 'mime'],
  });
  if (files.length !== new Set(ids).size) throw new errors.PolicyError('Só pode usar ficheiros que carregou');
  if (files.some((file) => !accepts(use, file.mime))) throw new errors.ValidationError(MESSAGES.bike.invalidImage);
}
