import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

export const CMS_URL = 'http://localhost:1338';

/** The seed's demo accounts (apps/cms/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'Bicla2026!';
export const DEMO_USERS = {
  ana: 'ana.silva@bicla.pt',
  joao: 'joao.pereira@bicla.pt',
  marta: 'marta.costa@bicla.pt',
} as const;

/** Logs in through the API and hands the browser the token cookie, as the login page would. */
export async function logIn(context: BrowserContext, request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post(`${CMS_URL}/api/auth/local`, { data: { identifier: email, password } });
  if (!response.ok()) throw new Error(`login of ${email} failed: ${response.status()}`);
  const { jwt } = (await response.json()) as { jwt: string };
  const webUrl = new URL(process.env.E2E_WEB_URL ?? 'http://localhost:4174');
  await context.addCookies([{ name: 'token', value: jwt, domain: webUrl.hostname, path: '/', sameSite: 'Lax' }]);
  return jwt;
}

/** A demo user's JWT, for setting up data through the API. */
export async function jwtOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post(`${CMS_URL}/api/auth/local`, { data: { identifier: email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { jwt: string }).jwt;
}
