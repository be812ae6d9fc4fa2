import { expect, type APIRequestContext } from '@playwright/test';
import { MAILBOX_PORT } from './services.mjs';

/** One message the CMS sent, as start-cms.mjs's SMTP catcher parsed it. */
export interface CaughtEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const MAILBOX_URL = `http://localhost:${MAILBOX_PORT}`;

/** Every message sent to `address` so far, oldest first. */
export async function emailsTo(request: APIRequestContext, address: string): Promise<CaughtEmail[]> {
  const response = await request.get(`${MAILBOX_URL}/messages`, { params: { to: address } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CaughtEmail[];
}

/**
 * The newest message to `address` whose subject contains `subject`. The CMS sends after it has
 * answered, so the message may arrive a moment after the click that caused it.
 */
export async function waitForEmail(request: APIRequestContext, address: string, subject: string): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(request, address)).findLast((email) => email.subject.includes(subject));
        return Boolean(found);
      },
      { message: `an email to ${address} about “${subject}”`, timeout: 15_000 },
    )
    .toBe(true);
  return found as CaughtEmail;
}

/** The first link in the email's text that matches `pattern`. */
export function linkIn(email: CaughtEmail, pattern: RegExp): string {
  const link = email.text.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => pattern.test(url));
  expect(link, `a link matching ${pattern} in “${email.subject}”`).toBeTruthy();
  return link as string;
}
