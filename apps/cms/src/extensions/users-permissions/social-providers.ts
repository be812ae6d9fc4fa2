import type { Core } from '@strapi/strapi';

const frontendUrl = () => (process.env.FRONTEND_URL ?? 'http://localhost:5173').replace(/\/+$/, '');

/** The social logins the product offers (docs/decisions/d10-open-defaults.md); each needs both env vars. */
const SOCIAL = {
  google: { id: 'GOOGLE_CLIENT_ID', secret: 'GOOGLE_CLIENT_SECRET', scope: ['email', 'profile'] },
  facebook: { id: 'FACEBOOK_CLIENT_ID', secret: 'FACEBOOK_CLIENT_SECRET', scope: ['email'] },
} as const;

export type SocialProvider = keyof typeof SOCIAL;

export const enabledSocialProviders = () =>
  (Object.keys(SOCIAL) as SocialProvider[]).filter((name) => process.env[SOCIAL[name].id] && process.env[SOCIAL[name].secret]);

/**
 * Writes the providers into users-permissions' `grant` settings at every boot: Google and
 * Facebook from env, returning to the web app's /connect/:provider/redirect; the others off.
 */
export async function applySocialProviders(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const grant = ((await store.get({ key: 'grant' })) ?? {}) as Record<string, Record<string, unknown>>;
  const enabled = enabledSocialProviders();
  for (const name of Object.keys(grant)) {
    if (name !== 'email') grant[name] = { ...grant[name], enabled: false };
  }
  for (const name of Object.keys(SOCIAL) as SocialProvider[]) {
    const { id, secret, scope } = SOCIAL[name];
    grant[name] = {
      ...grant[name],
      icon: name,
      enabled: enabled.includes(name),
      key: process.env[id] ?? '',
      secret: process.env[secret] ?? '',
      callback: `${frontendUrl()}/connect/${name}/redirect`,
      scope,
    };
  }
  await store.set({ key: 'grant', value: grant });
}
