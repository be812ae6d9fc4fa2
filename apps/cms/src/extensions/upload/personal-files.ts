import type { Core } from '@strapi/strapi';
import { EXPORT_LINK_TTL_MS, PRIVATE_URL_PREFIX, isPrivateFile, withSignedUrls } from './private-files';

const FILE = 'plugin::upload.file';

interface FileRow {
  id: number;
  url: string;
}

/** Removes files from storage (every resized format too) and from the database. */
export async function removeFiles(strapi: Core.Strapi, ids: number[]) {
  if (ids.length === 0) return;
  const files = await strapi.db.query(FILE).findMany({ where: { id: { $in: ids } } });
  for (const file of files) await strapi.plugin('upload').service('upload').remove(file);
}

/**
 * A person's private files: the ones they uploaded, and the serial photos and invoices of the
 * bikes they own (the seed's, or any an editor attached).
 */
async function privateFileIds(strapi: Core.Strapi, userId: number) {
  const [uploaded, bikes] = await Promise.all([
    strapi.db.query(FILE).findMany({
      where: { uploaded_by: { id: userId }, url: { $startsWith: PRIVATE_URL_PREFIX } },
      select: ['id'],
    }),
    strapi.db.query('api::bike.bike').findMany({
      where: { user: { id: userId } },
      select: ['id'],
      populate: { serial_number_photo: { select: ['id', 'url'] }, invoice_photo: { select: ['id', 'url'] } },
    }),
  ]);
  const attached = bikes.flatMap((bike: { serial_number_photo: FileRow | null; invoice_photo: FileRow | null }) =>
    [bike.serial_number_photo, bike.invoice_photo].filter((file): file is FileRow => Boolean(file && isPrivateFile(file))),
  );
  return [...new Set([...uploaded, ...attached].map((file: { id: number }) => file.id))];
}

/** Account deletion (docs/decisions/d6-privacy.md): every private file of the person leaves the disk and the database. */
export async function removePrivateFilesOf(strapi: Core.Strapi, userId: number) {
  await removeFiles(strapi, await privateFileIds(strapi, userId));
}

/** Everything the person uploaded, for the RGPD export, with links that work for them a week. */
export async function exportedFilesOf(strapi: Core.Strapi, userId: number) {
  const files = await strapi.db.query(FILE).findMany({
    where: { uploaded_by: { id: userId } },
    select: ['name', 'mime', 'size', 'url', 'createdAt'],
    orderBy: { createdAt: 'asc' },
  });
  const base = (strapi.config.get('server.url') as string | undefined)?.replace(/\/$/, '') ?? '';
  return files.map(({ url, ...file }: FileRow & Record<string, unknown>) => ({
    ...file,
    private: isPrivateFile({ url }),
    url: `${base}${withSignedUrls(strapi, { url }, EXPORT_LINK_TTL_MS).url}`,
  }));
}
