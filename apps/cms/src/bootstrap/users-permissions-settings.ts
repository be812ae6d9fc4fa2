import type { Core } from '@strapi/strapi';
import { PRODUCT_NAME, PRODUCT_TITLE } from '@bicla/api-client/shared';

const frontendUrl = () => (process.env.FRONTEND_URL ?? 'http://localhost:5173').replace(/\/+$/, '');

const sender = () => ({
  name: PRODUCT_NAME,
  email: (process.env.EMAIL_FROM ?? '').match(/<([^>]+)>/)?.[1] ?? process.env.EMAIL_FROM ?? 'nao-responder@bicla.pt',
});

/** users-permissions renders these with lodash templates: URL, TOKEN/CODE and USER are its variables. */
const emailTemplates = () => ({
  reset_password: {
    display: 'Email.template.reset_password',
    icon: 'sync',
    options: {
      from: sender(),
      response_email: '',
      object: `${PRODUCT_NAME}: redefinir a palavra-passe`,
      message: `<p>Olá <%= USER.name %>,</p>
<p>Recebemos um pedido para redefinir a palavra-passe da sua conta ${PRODUCT_NAME}.</p>
<p>Para escolher uma nova palavra-passe, abra esta ligação (válida durante 1 hora):</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>
<p>Se não fez este pedido, ignore esta mensagem: a sua palavra-passe continua a mesma.</p>
<p>${PRODUCT_TITLE}</p>`,
    },
  },
  email_confirmation: {
    display: 'Email.template.email_confirmation',
    icon: 'check-square',
    options: {
      from: sender(),
      response_email: '',
      object: `${PRODUCT_NAME}: confirme o seu endereço de e-mail`,
      message: `<p>Olá <%= USER.name %>,</p>
<p>Obrigado por se registar no ${PRODUCT_NAME}! Para ativar a sua conta, confirme o seu endereço de e-mail:</p>
<p><a href="<%= URL %>?confirmation=<%= CODE %>"><%= URL %>?confirmation=<%= CODE %></a></p>
<p>Se não criou esta conta, ignore esta mensagem.</p>
<p>${PRODUCT_TITLE}</p>`,
    },
  },
});

const advancedSettings = () => ({
  unique_email: true,
  allow_register: true,
  email_confirmation: true,
  email_reset_password: `${frontendUrl()}/reset-password`,
  email_confirmation_redirection: `${frontendUrl()}/login`,
  default_role: 'authenticated',
});

/** Overwritten at every boot: the code, not a click in the admin panel, decides these. */
export async function applyUsersPermissionsSettings(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  await store.set({ key: 'advanced', value: advancedSettings() });
  await store.set({ key: 'email', value: emailTemplates() });
}
