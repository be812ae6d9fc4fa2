import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { refusalSchema, type default as approvalService } from '../../../api/bike/services/approval';
import { validateBody } from '../../../utils/validate';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The one permission the queue asks for; Super Admins hold every permission, editors get it at boot. */
export const REVIEW_ACTION = 'plugin::approval-queue.review';

const guarded = {
  policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [REVIEW_ACTION] } }],
};

const approval = (strapi: Core.Strapi) => strapi.service('api::bike.approval') as ReturnType<typeof approvalService>;

function editorId(ctx: Ctx): number {
  const id = (ctx.state.user as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') throw new errors.UnauthorizedError('Sessão de editor inválida');
  return id;
}

/**
 * Admin routes (prefix /approval-queue) behind the admin panel's own login: the content API's
 * users, whatever their role, never reach them.
 */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.admin.services.permission.actionProvider.registerMany([
      { section: 'plugins', displayName: 'Aprovar e recusar registos', uid: 'review', pluginName: 'approval-queue' },
    ]);
  },
  routes: {
    admin: {
      type: 'admin',
      routes: [
        { method: 'GET', path: '/next', handler: 'queue.next', config: guarded },
        { method: 'POST', path: '/bikes/:documentId/approve', handler: 'queue.approve', config: guarded },
        { method: 'POST', path: '/bikes/:documentId/refuse', handler: 'queue.refuse', config: guarded },
      ],
    },
  },
  controllers: {
    queue: ({ strapi }: { strapi: Core.Strapi }) => ({
      async next(ctx: Ctx) {
        const after = typeof ctx.query.after === 'string' && ctx.query.after ? ctx.query.after : undefined;
        const { bike, pending } = await approval(strapi).next(after);
        ctx.body = { data: bike, meta: { pending, reasons: approval(strapi).reasons() } };
      },
      async approve(ctx: Ctx) {
        editorId(ctx);
        await approval(strapi).approve(String(ctx.params.documentId));
        ctx.body = { data: { documentId: ctx.params.documentId, approved: true } };
      },
      async refuse(ctx: Ctx) {
        const refusal = await validateBody(refusalSchema, ctx.request.body);
        await approval(strapi).refuse(String(ctx.params.documentId), editorId(ctx), refusal);
        ctx.body = { data: { documentId: ctx.params.documentId, refused: true } };
      },
    }),
  },
};
