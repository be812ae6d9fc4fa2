import type { Core } from '@strapi/strapi';
import { PRODUCT_NAME } from '@bicla/api-client/shared';
import { queueEmail, webLink } from '../../email/send';
import type notifyService from '../alert/services/notify';
import type approvalService from './services/approval';

/** The admin user behind the current request, when an editor is the one saving. */
function currentEditorId(strapi: Core.Strapi): number | null {
  const ctx = strapi.requestContext.get();
  const auth = ctx?.state?.auth as { strategy?: { name?: string }; credentials?: { id?: unknown } } | undefined;
  const id = auth?.credentials?.id;
  return auth?.strategy?.name === 'admin' && typeof id === 'number' ? id : null;
}

/**
 * Editors approve a bike by ticking `approved` (docs/decisions/d5-approval.md; Strapi 5 reserves the name `status`
 * for draft/published), in the approval queue or the content manager. Watching the document
 * service catches that save wherever it comes from: in the same transaction it records which
 * editor approved and when, writes the owner's history, queues the owner's email and looks for a
 * stolen bike with the same or a close serial.
 */
export function emailOwnerOnApproval(strapi: Core.Strapi) {
  const approval = () => strapi.service('api::bike.approval') as ReturnType<typeof approvalService>;
  const notify = () => strapi.service('api::alert.notify') as ReturnType<typeof notifyService>;

  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: string }).documentId;
    if (context.uid !== 'api::bike.bike' || context.action !== 'update' || !documentId) return next();

    return strapi.db.transaction(async () => {
      const before = await strapi.db.query('api::bike.bike').findOne({ where: { documentId }, select: ['id', 'approved'] });
      const saved = await next();
      if (!before || before.approved) return saved;
      const after = await strapi.db.query('api::bike.bike').findOne({
        where: { documentId },
        select: ['approved', 'nickName', 'slug'],
        populate: { user: { select: ['email', 'name'] } },
      });
      if (!after?.approved) return saved;
      await approval().recordApproval({ id: before.id, documentId }, currentEditorId(strapi));
      // Now public: a stolen bike with the same or a close serial is a possible match.
      await notify().checkPossibleMatch({ id: before.id });
      if (after.user?.email) {
        await queueEmail(strapi, {
          to: after.user.email,
          subject: `${PRODUCT_NAME}: a sua bicicleta foi aprovada`,
          text: `Olá ${after.user.name},\n\nA sua bicicleta "${after.nickName}" foi aprovada e já faz parte do registo ${PRODUCT_NAME}.\n\nPode vê-la e editá-la em ${webLink(`/edit-bike/${after.slug}#editar`)}\n\n${PRODUCT_NAME}`,
        });
      }
      return saved;
    });
  });
}
