import type { Core } from '@strapi/strapi';
import { roundCoordinate } from '../../api/bike/projection';
import { CLEARED_SALE } from '../../api/bike/sale-fields';
import { CLEARED_TRANSFER } from '../../api/bike/transfer-fields';
import { EMAIL_JOB } from '../../email/outbox';

const USER = 'plugin::users-permissions.user';
const BIKE = 'api::bike.bike';
const HISTORY = 'api::history.history';

/** The stolen report's ways to reach its owner; the rest of the report keeps the bike findable. */
const ERASED_CONTACT = {
  phone_number: null,
  secondary_number: null,
  show_phone_to_users: false,
  show_phone_to_shops: false,
  show_phone_to_police: false,
  address: null,
  postal: null,
  police_report: null,
};

interface Account {
  id: number;
  documentId: string;
  email: string;
}

/**
 * Account deletion (RGPD right to erasure), as docs/security.md "Deletion and export" lists it:
 * the person goes, the registry's record of the bikes stays. One transaction: a deletion that
 * fails half-way leaves the account whole, so it can be asked again.
 */
export async function eraseAccount(strapi: Core.Strapi, account: Account) {
  await strapi.db.transaction(async () => {
    const owned: { documentId: string; latitude: number | null; longitude: number | null; stolen_details: { id: number } | null }[] =
      await strapi.db.query(BIKE).findMany({
        where: { user: { id: account.id } },
        select: ['documentId', 'latitude', 'longitude'],
        populate: { stolen_details: { select: ['id'] } },
      });

    const reports = owned.map((bike) => bike.stolen_details?.id).filter((id): id is number => Boolean(id));
    if (reports.length) await strapi.db.query('bike.stolen-details').updateMany({ where: { id: { $in: reports } }, data: ERASED_CONTACT });

    for (const bike of owned) {
      // No one could answer an ad or hand over a bike without an owner; the theft's place stays
      // only as precise as the public ever saw it.
      const ownerless: Record<string, unknown> = {
        ...CLEARED_SALE,
        ...CLEARED_TRANSFER,
        latitude: roundCoordinate(bike.latitude),
        longitude: roundCoordinate(bike.longitude),
      };
      await strapi.documents(BIKE).update({ documentId: bike.documentId, data: ownerless });
    }
    // Transfers other owners addressed to this person hold their name and email.
    await strapi.db.query(BIKE).updateMany({ where: { transfer_email: { $eqi: account.email } }, data: CLEARED_TRANSFER });

    await forgetHistory(strapi, account.id);

    await strapi.db.query('api::newsletter.newsletter').deleteMany({ where: { email: { $eqi: account.email } } });
    await strapi.db.query('api::contact.contact').deleteMany({ where: { email: { $eqi: account.email } } });
    await strapi.db.query('api::donation.donation').deleteMany({ where: { email: { $eqi: account.email } } });
    // What the person followed, saved and kept: their alerts.
    await strapi.db.query('api::alert.alert').deleteMany({ where: { user: { id: account.id } } });
    // Emails not yet sent to the person hold their name and words too.
    await strapi.db.query(EMAIL_JOB).deleteMany({ where: { to: { $eqi: account.email } } });

    // Link rows go with the profile: bikes, history, messages and reviews keep no owner or author.
    await strapi.documents(USER).delete({ documentId: account.documentId });
  });
}

/**
 * History is the bike's record and stays, but not the person's words or name in it: a recovery
 * story they wrote (shared or not) and the name a transfer to them was addressed to.
 */
async function forgetHistory(strapi: Core.Strapi, userId: number) {
  const entries: { id: number; type: string; information: Record<string, unknown> | null }[] = await strapi.db.query(HISTORY).findMany({
    where: { user: { id: userId }, type: { $in: ['recover', 'transfer'] } },
    select: ['id', 'type', 'information'],
  });
  for (const entry of entries) {
    const information =
      entry.type === 'recover'
        ? { text: entry.information?.text ?? 'Bicicleta recuperada!', we_helped: Boolean(entry.information?.we_helped), can_share: false }
        : { text: 'Esta bicicleta foi transferida' };
    await strapi.db.query(HISTORY).update({ where: { id: entry.id }, data: { information } });
  }
}
