import type { Core } from '@strapi/strapi';

interface OutgoingEmail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

/**
 * With no SMTP server configured, config/plugins.ts renders mail with nodemailer's JSON
 * transport, which delivers nothing. Writing each message to the log keeps confirmation
 * and reset links reachable on a developer's machine (docs/decisions/d10-open-defaults.md).
 */
export function logEmailsWithoutSmtp(strapi: Core.Strapi) {
  if (process.env.SMTP_HOST) return;
  const provider = strapi.plugin('email').provider as { send: (email: OutgoingEmail) => Promise<unknown> };
  const send = provider.send.bind(provider);
  provider.send = async (email: OutgoingEmail) => {
    const result = await send(email);
    strapi.log.info(
      `[email] SMTP_HOST is not set, so this message was not sent.\nPara: ${email.to}\nAssunto: ${email.subject}\n\n${email.text ?? email.html ?? ''}`,
    );
    return result;
  };
}
