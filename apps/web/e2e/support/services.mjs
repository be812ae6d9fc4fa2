/* What start-cms.mjs sets up beside the CMS, shared with the journeys that use it. */

/**
 * An admin-panel user with Strapi's Editor role, who approves bikes in the content manager
 * (docs/decisions/d5-approval.md).
 */
export const CMS_EDITOR = {
  firstname: 'Eva',
  lastname: 'Editora',
  email: 'editora.e2e@bicla.pt',
  password: 'Editora2026!',
};

/** Where the SMTP catcher serves the mail the CMS sent: GET /messages?to=<email>. */
export const MAILBOX_PORT = 1339;
