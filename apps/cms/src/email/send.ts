import type { Core } from '@strapi/strapi';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Where answers go, when not to the product's address (e.g. a contact form's sender). */
  replyTo?: string;
}

const frontendUrl = () => (process.env.FRONTEND_URL ?? 'http://localhost:5173').replace(/\/+$/, '');

/** An absolute link into the web app, for emails. */
export const webLink = (path: string) => `${frontendUrl()}${path}`;

/**
 * Sends after the state change has been committed; a mail server that is down must not undo
 * a transfer or an approval, so a failure is logged rather than thrown.
 */
export async function sendEmail(strapi: Core.Strapi, email: Email) {
  try {
    await strapi.plugin('email').service('email').send({
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.text
        .split('\n\n')
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join('\n'),
    });
  } catch (error) {
    strapi.log.error(`[email] could not send "${email.subject}" to ${email.to}: ${(error as Error).message}`);
  }
}

export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char]!);
