import type { Core } from '@strapi/strapi';
import { rowWrites } from '../database/row-writes';
import { EMAIL_JOB, flushAfterCommit } from './outbox';

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
 * Queues an email in the outbox (src/email/outbox.ts). Called inside the transaction of the
 * change it tells about, the email is written with that change or not at all, and it is sent
 * once the change has committed, surviving a restart or a mail server that is down.
 */
export async function queueEmail(strapi: Core.Strapi, email: Email) {
  await rowWrites(strapi, EMAIL_JOB).create({
    to: email.to,
    reply_to: email.replyTo ?? null,
    subject: email.subject,
    text: email.text,
    state: 'pending',
    attempts: 0,
    due_at: new Date(),
  });
  await flushAfterCommit(strapi);
}
