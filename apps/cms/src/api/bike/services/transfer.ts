import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type notifyService from '../../alert/services/notify';
import type { HistoryService } from '../../history/services/history';
import { errors } from '@strapi/utils';
import {
  MESSAGES,
  TRANSFER_VALIDITY_DAYS,
  type IncomingTransfer,
  type transferStartSchema,
} from '@bicla/api-client/shared';
import type { InferType } from 'yup';
import { queueEmail } from '../../../email/send';
import type { OwnedBike } from '../policies/is-owner';
import { MEDIA_FIELDS, media } from '../projection';
import { transferOfferEmail, transferReceivedEmail, transferSentEmail } from '../transfer-emails';
import { CLEARED_TRANSFER } from '../transfer-fields';
import { removeFiles } from '../../../extensions/upload/personal-files';
import { assertNotStolen } from '../rules';

const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 36^10 ≈ 3.7e15 codes: guessing one is hopeless under the claim rate limit, yet it is short enough to dictate. */
export const TRANSFER_CODE_LENGTH = 10;
export const TRANSFER_TTL_MS = TRANSFER_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
const CODE_ATTEMPTS = 5;

/** A base-36 upper-case code from a CSPRNG (docs/decisions/d4-ownership-transfer.md). */
export function randomTransferCode(): string {
  let code = '';
  for (let i = 0; i < TRANSFER_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** People type codes from an email or a note: spaces around it and lower case must not matter. */
export const normalizeTransferCode = (code: string) => code.trim().toUpperCase();

/** The logged-in user, as users-permissions puts it in ctx.state.user. */
export interface TransferCaller {
  id: number;
  documentId: string;
  email: string;
  name: string;
}

/** What the start form sends, once validated. */
export type TransferInput = InferType<typeof transferStartSchema>;

interface TransferBikeRow {
  id: number;
  documentId: string;
  slug: string;
  nickName: string;
  stolen: boolean;
  on_sale: boolean;
  auth_code: string | null;
  transfer_name: string | null;
  transfer_email: string | null;
  transfer_expires_at: string | Date | null;
  user: { id: number; documentId: string; name: string; email: string } | null;
}

/** A bike with a transfer addressed to the caller, as loaded by `incoming`: no code, no contacts. */
interface IncomingBikeRow {
  documentId: string;
  nickName: string;
  model: string | null;
  transfer_expires_at: string | Date;
  brand: { name: string } | null;
  bike_photo: Parameters<typeof media>[0] | null;
  user: { id: number; name: string } | null;
}

const BIKE_FIELDS = ['id', 'documentId', 'slug', 'nickName', 'stolen', 'on_sale', 'auth_code', 'transfer_name', 'transfer_email', 'transfer_expires_at'];
const OWNER = { user: { select: ['id', 'documentId', 'name', 'email'] } };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bikes = () => strapi.db.query('api::bike.bike');
  const notify = () => strapi.service('api::alert.notify') as ReturnType<typeof notifyService>;
  const history = () => strapi.service('api::history.history') as unknown as HistoryService;
  const authCodeColumn = () =>
    (strapi.db.metadata.get('api::bike.bike').attributes.auth_code as { columnName?: string }).columnName ?? 'auth_code';

  /**
   * Re-reads the bike under a row lock, inside the caller's transaction: the route policy checked
   * ownership and state before, and a claim or a theft report committed in between must win.
   * PostgreSQL's FOR UPDATE waits for a concurrent claim (which holds the row through its
   * conditional update); SQLite has a single connection, so its transactions never overlap.
   */
  async function lockOwnedBike(id: number, userId: number): Promise<TransferBikeRow> {
    await strapi.db.queryBuilder('api::bike.bike').select(['id']).where({ id }).forUpdate().first().execute();
    const bike: TransferBikeRow | null = await bikes().findOne({ where: { id }, select: BIKE_FIELDS, populate: OWNER });
    if (!bike || bike.user?.id !== userId) throw new errors.PolicyError(MESSAGES.notOwner);
    assertNotStolen(bike);
    return bike;
  }

  /** A collision is practically impossible, but a code must name exactly one bike. */
  async function unusedCode() {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const code = randomTransferCode();
      if ((await bikes().count({ where: { auth_code: code } })) === 0) return code;
    }
    throw new errors.ApplicationError(MESSAGES.sendFailed);
  }

  const isExpired = (expiresAt: TransferBikeRow['transfer_expires_at']) =>
    !expiresAt || new Date(expiresAt).getTime() <= Date.now();

  return {
    /** Starts (or replaces) the bike's pending transfer and emails its code to the addressee. */
    async start(caller: TransferCaller, owned: OwnedBike, input: TransferInput) {
      const email = input.email.toLowerCase();
      if (email === caller.email.toLowerCase()) throw new errors.ValidationError(MESSAGES.transfer.toSelf);
      const expiresAt = new Date(Date.now() + TRANSFER_TTL_MS);

      return strapi.db.transaction(async () => {
        const bike = await lockOwnedBike(owned.id, caller.id);
        const code = await unusedCode();
        await bikes().update({
          where: { id: bike.id },
          data: { auth_code: code, transfer_name: input.name, transfer_email: email, transfer_expires_at: expiresAt },
        });
        await queueEmail(
          strapi,
          transferOfferEmail({ to: email, recipientName: input.name, senderName: caller.name, nickName: bike.nickName, code, expiresAt }),
        );
        return {
          documentId: bike.documentId,
          transfer_name: input.name,
          transfer_email: email,
          auth_code: code,
          transfer_expires_at: expiresAt.toISOString(),
        };
      });
    },

    async cancel(caller: TransferCaller, owned: OwnedBike) {
      return strapi.db.transaction(async () => {
        const bike = await lockOwnedBike(owned.id, caller.id);
        if (!bike.auth_code) throw new errors.ApplicationError(MESSAGES.transfer.noPending);
        await bikes().update({ where: { id: bike.id }, data: CLEARED_TRANSFER });
        return { documentId: bike.documentId };
      });
    },

    /**
     * The transfers the caller may claim: addressed to their email, not expired, on a bike that
     * is not theirs and not stolen. Only what identifies the bike and its sender is selected; the
     * code never leaves the database here, since knowing the email must not be enough to claim.
     */
    async incoming(caller: TransferCaller): Promise<IncomingTransfer[]> {
      const rows: IncomingBikeRow[] = await bikes().findMany({
        where: {
          auth_code: { $notNull: true },
          transfer_email: caller.email.toLowerCase(),
          transfer_expires_at: { $gt: new Date() },
          approved: true,
          stolen: false,
        },
        select: ['documentId', 'nickName', 'model', 'transfer_expires_at'],
        populate: { brand: { select: ['name'] }, bike_photo: { select: MEDIA_FIELDS }, user: { select: ['id', 'name'] } },
        orderBy: [{ transfer_expires_at: 'asc' }, { id: 'asc' }],
      });
      return rows
        .filter((row) => row.user?.id !== caller.id)
        .map((row) => ({
          documentId: row.documentId,
          nickName: row.nickName,
          model: row.model ?? null,
          brand: row.brand ? { name: row.brand.name } : null,
          bike_photo: row.bike_photo ? media(row.bike_photo) : null,
          from: row.user ? { name: row.user.name } : null,
          transfer_expires_at: new Date(row.transfer_expires_at).toISOString(),
        }));
    },

    /**
     * The addressee takes the bike: new owner, off sale, transfer cleared and history written in
     * one transaction; both parties are emailed once it has committed.
     */
    async claim(caller: TransferCaller, rawCode: string) {
      const code = normalizeTransferCode(rawCode);
      let previousOwnerFiles: number[] = [];

      const claimed = await strapi.db.transaction(async () => {
        const bike: TransferBikeRow | null = await bikes().findOne({
          where: { auth_code: code },
          select: BIKE_FIELDS,
          populate: OWNER,
        });
        if (!bike) throw new errors.ApplicationError(MESSAGES.invalidAuthCode);
        if (bike.user?.id === caller.id) throw new errors.ApplicationError(MESSAGES.transfer.alreadyOwner);
        if (isExpired(bike.transfer_expires_at) || bike.transfer_email?.toLowerCase() !== caller.email.toLowerCase()) {
          throw new errors.ApplicationError(MESSAGES.sendFailed);
        }
        assertNotStolen(bike);

        // Takes the code atomically: of two concurrent claims (or a claim racing a cancel or a new
        // start), only one can still match it; on PostgreSQL the other waits for the row, then misses.
        const taken = await strapi.db
          .queryBuilder('api::bike.bike')
          .update({ [authCodeColumn()]: null })
          .where({ id: bike.id, auth_code: code })
          .execute<number>();
        if (Number(taken) !== 1) throw new errors.ApplicationError(MESSAGES.invalidAuthCode);

        // The new owner gets the bike, not the previous owner's invoice and serial photo (docs/decisions/d6-privacy.md):
        // they leave the bike here and the disk once this commits.
        const { serial_number_photo, invoice_photo } = await bikes().findOne({
          where: { id: bike.id },
          select: ['id'],
          populate: { serial_number_photo: { select: ['id'] }, invoice_photo: { select: ['id'] } },
        });
        previousOwnerFiles = [serial_number_photo, invoice_photo].filter(Boolean).map((file: { id: number }) => file.id);
        await bikes().update({
          where: { id: bike.id },
          data: { user: caller.id, on_sale: false, serial_number_photo: null, invoice_photo: null, ...CLEARED_TRANSFER },
        });
        await history().record({
          bike: bike.id,
          user: caller.id,
          type: 'transfer',
          information: {
            text: `Esta bicicleta é transferida para ${caller.name}`,
            transfer_name: bike.transfer_name ?? caller.name,
          },
        });

        // A bike handed over from its ad was sold: those who kept the ad are told.
        if (bike.on_sale) await notify().adEnded(bike, 'sold');
        const previousOwner = bike.user;
        await queueEmail(
          strapi,
          transferReceivedEmail({ to: caller.email, name: caller.name, nickName: bike.nickName, previousOwnerName: previousOwner?.name ?? 'N/A' }),
        );
        if (previousOwner?.email) {
          await queueEmail(
            strapi,
            transferSentEmail({ to: previousOwner.email, name: previousOwner.name, nickName: bike.nickName, newOwnerName: caller.name }),
          );
        }
        return { documentId: bike.documentId, slug: bike.slug };
      });
      // The bike is the new owner's now, whatever happens to the files.
      await removeFiles(strapi, previousOwnerFiles).catch((error: unknown) =>
        strapi.log.error(`Transfer of ${claimed.documentId}: the previous owner's files were not removed: ${String(error)}`),
      );
      return claimed;
    },
  };
};
