import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  MESSAGES,
  registrationSchema,
  resetPasswordSchema,
} from '@bicla/api-client/shared';
import { validateBody } from '../../utils/validate';
import { assertKnownCity } from './account';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Action = (ctx: Ctx) => Promise<unknown>;

const USER = 'plugin::users-permissions.user';
/** A reset link works once (the plugin clears the token) and for one hour (checked here). */
export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Checks that run before the plugin's own auth actions: the shared yup schemas with their
 * Portuguese messages, a known municipality at sign-up, and the reset code's expiry.
 */
export function guardAuthActions(strapi: Core.Strapi, base: Record<string, Action>) {
  return {
    ...base,

    async register(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      // The username is the email (spec, section 3); a client that omits it means the same.
      const input = await validateBody(registrationSchema, { ...body, username: body.username ?? body.email });
      if (input.username !== input.email) throw new errors.ValidationError(MESSAGES.account.emailInvalid);
      await assertKnownCity(strapi, input.city);
      ctx.request.body = input;
      return base.register(ctx);
    },

    /** Login with email and password; provider callbacks carry no body to check. */
    async callback(ctx: Ctx) {
      if ((ctx.params?.provider ?? 'local') === 'local') await validateBody(loginSchema, ctx.request.body);
      return base.callback(ctx);
    },

    async forgotPassword(ctx: Ctx) {
      const { email } = await validateBody(forgotPasswordSchema, ctx.request.body);
      await base.forgotPassword(ctx);
      await strapi.db.query(USER).update({
        where: { email: email.toLowerCase(), resetPasswordToken: { $notNull: true } },
        data: { reset_password_requested_at: new Date() },
      });
    },

    async resetPassword(ctx: Ctx) {
      const { code } = await validateBody(resetPasswordSchema, ctx.request.body);
      const user = await strapi.db.query(USER).findOne({
        where: { resetPasswordToken: code },
        select: ['id', 'reset_password_requested_at'],
      });
      const requestedAt = user?.reset_password_requested_at ? new Date(user.reset_password_requested_at).getTime() : 0;
      if (!user || Date.now() - requestedAt > RESET_CODE_LIFETIME_MS) {
        if (user) await strapi.db.query(USER).update({ where: { id: user.id }, data: { resetPasswordToken: null } });
        throw new errors.ValidationError(MESSAGES.account.resetFailed);
      }
      return base.resetPassword(ctx);
    },

    async changePassword(ctx: Ctx) {
      await validateBody(changePasswordSchema, ctx.request.body);
      return base.changePassword(ctx);
    },
  };
}
