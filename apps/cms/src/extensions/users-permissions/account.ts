import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES, profileSchema } from '@bicla/api-client/shared';
import { validateBody } from '../../utils/validate';
import { removePrivateFilesOf } from '../upload/personal-files';
import { eraseAccount } from './account-erasure';
import { exportAccount } from './account-export';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
const USER = 'plugin::users-permissions.user';

/** The account's own view of itself: the private fields are the owner's to see. */
const PROFILE_FIELDS = [
  'id', 'documentId', 'username', 'email', 'provider', 'confirmed', 'name', 'city', 'country',
  'taxpayer_number', 'mobile_number', 'genre', 'date_of_birth', 'createdAt',
];

/** A city must be one of Portugal's municipalities (the `cities` collection). */
export async function assertKnownCity(strapi: Core.Strapi, city: string) {
  if ((await strapi.db.query('api::city.city').count({ where: { name: city } })) === 0) {
    throw new errors.ValidationError(MESSAGES.account.cityUnknown);
  }
}

const caller = (ctx: Ctx) => ctx.state.user as { id: number; documentId: string; email: string };

export function accountActions(strapi: Core.Strapi) {
  const profile = async (id: number) => {
    const user = await strapi.db.query(USER).findOne({ where: { id }, select: PROFILE_FIELDS, populate: { address_coordinates: true } });
    if (!user) throw new errors.NotFoundError('Conta não encontrada');
    const { address_coordinates, ...fields } = user;
    return {
      ...fields,
      address_coordinates: address_coordinates ? { latitude: address_coordinates.latitude, longitude: address_coordinates.longitude } : null,
    };
  };

  return {
    async me(ctx: Ctx) {
      ctx.body = await profile(caller(ctx).id);
    },

    /** Only the whitelist of docs/decisions/d6-privacy.md passes; role, confirmed, blocked, email and password never do. */
    async updateMe(ctx: Ctx) {
      const input = await validateBody(profileSchema, ctx.request.body);
      await assertKnownCity(strapi, input.city);
      const date = input.date_of_birth;
      const profileFields: Record<string, unknown> = { ...input, date_of_birth: date ? date.toISOString().slice(0, 10) : null };
      await strapi.documents(USER).update({ documentId: caller(ctx).documentId, data: profileFields });
      ctx.body = await profile(caller(ctx).id);
    },

    /** What deletion erases and what the registry keeps: docs/security.md, "Deletion and export". */
    async destroyMe(ctx: Ctx) {
      // Invoices and serial photos first: once the account is gone, its bikes no longer say whose they were.
      await removePrivateFilesOf(strapi, caller(ctx).id);
      await eraseAccount(strapi, caller(ctx));
      ctx.body = { ok: true };
    },

    /** Everything the registry holds about the caller, as a JSON download (RGPD right of access). */
    async exportMe(ctx: Ctx) {
      const data = await exportAccount(strapi, caller(ctx), await profile(caller(ctx).id));
      ctx.set('Content-Disposition', 'attachment; filename="bicla-os-meus-dados.json"');
      ctx.body = data;
    },
  };
}
