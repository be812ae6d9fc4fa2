import { expect, type APIRequestContext } from '@playwright/test';
import { linkIn, waitForEmail } from './mailbox';
import { CMS_URL } from './session';

/** A new account through the API, confirmed with the link from its email: the sign-up is not the point. */
export async function signUpAndConfirm(request: APIRequestContext, user: { name: string; email: string }, password: string) {
  const registered = await request.post(`${CMS_URL}/api/auth/local/register`, {
    data: { username: user.email, email: user.email, password, name: user.name, city: 'Porto' },
  });
  expect(registered.ok()).toBe(true);
  const email = await waitForEmail(request, user.email, 'confirme o seu endereço de e-mail');
  const confirmed = await request.get(linkIn(email, /email-confirmation\?confirmation=/), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
}
