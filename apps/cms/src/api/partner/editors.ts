import type { Core } from '@strapi/strapi';

const PARTNER = 'api::partner.partner';
const EDITOR_ROLE = 'strapi-editor';
/** What editors see and set; the token fields are the server's alone. */
export const PARTNER_EDITOR_FIELDS = ['name', 'contact_email', 'active', 'rate_limit', 'issue_token'];

/**
 * Editors manage partners in the content manager (docs/security.md, "Public check"): they list,
 * create, edit and delete them, without ever reading or writing the token's hash or prefix.
 * Set at every boot, like the rest of the editors' desk.
 */
export async function grantPartnersToEditors(strapi: Core.Strapi) {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE } });
  if (!role) return;
  const permissions = strapi.db.query('admin::permission');
  await permissions.deleteMany({ where: { role: role.id, subject: PARTNER } });
  for (const action of ['read', 'create', 'update', 'delete']) {
    await permissions.create({
      data: {
        action: `plugin::content-manager.explorer.${action}`,
        actionParameters: {},
        subject: PARTNER,
        properties: action === 'delete' ? {} : { fields: PARTNER_EDITOR_FIELDS },
        conditions: [],
        role: role.id,
      },
    });
  }
}
