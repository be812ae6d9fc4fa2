import type { Core } from '@strapi/strapi';
import { PRODUCT_NAME } from '@bicla/api-client/shared';
import { queueEmail } from '../../email/send';
import { issueToken } from './tokens';

const PARTNER = 'api::partner.partner';
/** Only the registry writes these; whatever an editor or a request sends for them is dropped. */
const TOKEN_FIELDS = ['token_prefix', 'token_hash', 'token_issued_at'];

type Data = Record<string, unknown>;

/**
 * Editors manage partners in the admin panel (docs/security.md, "Public check"). A new partner,
 * or one saved with "issue_token" ticked, gets a fresh token: its hash is stored, the old one
 * stops working, and the token itself is emailed once to the partner's contact after the save.
 * Nobody, editors included, can read it back.
 */
export function issuePartnerTokens(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PARTNER || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Data };
    const data: Data = { ...(params.data ?? {}) };
    for (const field of TOKEN_FIELDS) delete data[field];

    const issued = context.action === 'create' || data.issue_token === true ? issueToken() : null;
    if (issued) Object.assign(data, { token_prefix: issued.prefix, token_hash: issued.hash, token_issued_at: new Date(), issue_token: false });
    params.data = data;

    // One transaction: the token's email is queued with the stored hash, or neither is kept.
    return strapi.db.transaction(async () => {
      const result = await next();
      const saved = result as { name?: string; contact_email?: string } | null;
      if (issued && saved?.contact_email) {
        await queueEmail(strapi, {
          to: saved.contact_email,
          subject: `${PRODUCT_NAME}: o seu token de parceiro`,
          text:
            `Olá ${saved.name ?? ''},\n\nEste é o token de parceiro para a verificação pública de bicicletas do ${PRODUCT_NAME}. ` +
            `Envie-o no cabeçalho X-Partner-Token de cada pedido a GET /api/v1/check.\n\n${issued.token}\n\n` +
            `Guarde-o num local seguro: não o voltamos a mostrar. Um token novo substitui este.\n\n` +
            `A documentação da API está em /api/docs.\n\n${PRODUCT_NAME}`,
        });
      }
      return result;
    });
  });
}
