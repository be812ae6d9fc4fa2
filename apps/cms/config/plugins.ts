import type { Core } from '@strapi/strapi';

import { ACCEPTED_MIME_TYPES, UPLOAD_MAX_BYTES } from '@bicla/api-client/shared';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const smtpHost = env('SMTP_HOST', '');
  return {
    // The editors' review screen (src/plugins/approval-queue); a local plugin loads only when enabled.
    'approval-queue': { enabled: true, resolve: './src/plugins/approval-queue' },
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        // The web app keeps one plain JWT in the `token` cookie (docs/decisions/d10-open-defaults.md).
        jwtManagement: 'legacy-support',
        jwt: { expiresIn: '30d' },
        register: { allowedFields: ['name', 'city'] },
        ratelimit: {
          enabled: env.bool('AUTH_RATE_LIMIT_ENABLED', true),
          interval: 60_000,
          max: env.int('AUTH_RATE_LIMIT_MAX', 10),
        },
      },
    },
    upload: {
      config: {
        sizeLimit: UPLOAD_MAX_BYTES,
        security: {
          allowedTypes: [...ACCEPTED_MIME_TYPES],
          deniedTypes: ['image/svg+xml'],
        },
      },
    },
    email: {
      config: {
        provider: 'nodemailer',
        // Without SMTP the message is rendered to JSON and written to the CMS log
        // (src/email/log-delivery.ts), so a newcomer can still follow the links.
        providerOptions: smtpHost
          ? {
              host: smtpHost,
              port: env.int('SMTP_PORT', 587),
              secure: env.bool('SMTP_SECURE', false),
              ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
              auth: env('SMTP_USER', '') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
            }
          : { jsonTransport: true },
        settings: {
          defaultFrom: env('EMAIL_FROM', 'Bicla <nao-responder@bicla.pt>'),
          defaultReplyTo: env('EMAIL_REPLY_TO', 'apoio@bicla.pt'),
        },
      },
    },
  };
};
