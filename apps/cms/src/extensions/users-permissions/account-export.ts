import type { Core } from '@strapi/strapi';
import { exportedFilesOf } from '../upload/personal-files';
import { EXPORT_LINK_TTL_MS } from '../upload/private-files';

type LifecycleService = ReturnType<typeof import('../../api/bike/services/lifecycle').default>;
type TransferService = ReturnType<typeof import('../../api/bike/services/transfer').default>;

const BIKE_REF = { bike: { select: ['slug', 'nickName'] } };

/**
 * Everything the registry keeps about a person (RGPD right of access, docs/security.md
 * "Deletion and export"): what their account owns, what they wrote, and what others or
 * visitors' forms hold under their email address.
 */
export async function exportAccount(strapi: Core.Strapi, account: { id: number; documentId: string; email: string }, profile: unknown) {
  const { id, email } = account;
  const query = strapi.db.query.bind(strapi.db);
  const byEmail = { email: { $eqi: email } };

  const [bikes, history, sent, received, reviews, incoming, newsletter, contacts, donations, files] = await Promise.all([
    // The export's file links last longer than the screens' (docs/security.md, "Files").
    (strapi.service('api::bike.lifecycle') as LifecycleService).mine(account, EXPORT_LINK_TTL_MS),
    query('api::history.history').findMany({
      where: { user: { id } },
      select: ['type', 'information', 'createdAt'],
      populate: BIKE_REF,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    query('api::message.message').findMany({
      where: { sender: { id } },
      select: ['message', 'read', 'createdAt'],
      populate: { ...BIKE_REF, reciever: { select: ['name'] } },
      orderBy: { createdAt: 'asc' },
    }),
    query('api::message.message').findMany({
      where: { reciever: { id } },
      select: ['message', 'read', 'createdAt'],
      populate: { ...BIKE_REF, sender: { select: ['name'] } },
      orderBy: { createdAt: 'asc' },
    }),
    // Every review has a draft row (published or not), so reading drafts lists each once.
    query('api::review.review').findMany({
      where: { user: { id }, publishedAt: { $null: true } },
      select: ['documentId', 'title', 'description', 'createdAt'],
    }),
    (strapi.service('api::bike.transfer') as TransferService).incoming({ id, email } as Parameters<TransferService['incoming']>[0]),
    query('api::newsletter.newsletter').findOne({ where: byEmail, select: ['email', 'createdAt'] }),
    query('api::contact.contact').findMany({ where: byEmail, select: ['name', 'email', 'subject', 'message', 'createdAt'], orderBy: { createdAt: 'asc' } }),
    query('api::donation.donation').findMany({ where: byEmail, select: ['name', 'email', 'amount', 'message', 'createdAt'], orderBy: { createdAt: 'asc' } }),
    exportedFilesOf(strapi, id),
  ]);

  const published = new Set(
    (
      await query('api::review.review').findMany({
        where: { documentId: { $in: reviews.map((review: { documentId: string }) => review.documentId) }, publishedAt: { $notNull: true } },
        select: ['documentId'],
      })
    ).map((review: { documentId: string }) => review.documentId),
  );

  // Each bike with its whole history: entries made by earlier owners are part of the bike's record.
  const withHistory = await Promise.all(
    bikes.map(async (bike) => ({
      ...bike,
      history: await query('api::history.history').findMany({
        where: { bike: { documentId: bike.documentId } },
        select: ['type', 'information', 'createdAt'],
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
    })),
  );

  return {
    exportedAt: new Date().toISOString(),
    account: profile,
    bikes: withHistory,
    history,
    messages: { sent, received },
    transfers: {
      sent: bikes
        .filter((bike) => bike.auth_code)
        .map((bike) => ({
          bike: { slug: bike.slug, nickName: bike.nickName },
          transfer_name: bike.transfer_name,
          transfer_email: bike.transfer_email,
          transfer_expires_at: bike.transfer_expires_at,
        })),
      incoming,
    },
    reviews: reviews.map(({ documentId, ...review }: { documentId: string }) => ({ ...review, published: published.has(documentId) })),
    newsletter: newsletter ?? null,
    contacts,
    donations,
    files,
  };
}
