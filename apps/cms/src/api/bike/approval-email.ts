import type { Core } from '@strapi/strapi';
import { PRODUCT_NAME } from '@bicla/api-client/shared';
import { sendEmail, webLink } from '../../email/send';

/**
 * Editors approve a bike in the admin panel by ticking `approved` (decision D5; Strapi 5 reserves the name `status` for draft/published). Watching the
 * document service catches that save wherever it comes from, and tells the owner.
 */
export function emailOwnerOnApproval(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: string }).documentId;
    if (context.uid !== 'api::bike.bike' || context.action !== 'update' || !documentId) return next();

    const before = await strapi.db.query('api::bike.bike').findOne({ where: { documentId }, select: ['approved'] });
    const result = await next();
    if (before && !before.approved) {
      const after = await strapi.db.query('api::bike.bike').findOne({
        where: { documentId },
        select: ['approved', 'nickName', 'slug'],
        populate: { user: { select: ['email', 'name'] } },
      });
      if (after?.approved && after.user?.email) {
        await sendEmail(strapi, {
          to: after.user.email,
          subject: `${PRODUCT_NAME}: a sua bicicleta foi aprovada`,
          text: `Olá ${after.user.name},\n\nA sua bicicleta "${after.nickName}" foi aprovada e já faz parte do registo ${PRODUCT_NAME}.\n\nPode vê-la e editá-la em ${webLink(`/edit-bike/${after.slug}#editar`)}\n\n${PRODUCT_NAME}`,
        });
      }
    }
    return result;
  });
}
