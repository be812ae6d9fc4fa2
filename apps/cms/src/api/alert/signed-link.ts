import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { webLink } from '../../email/send';

/** Keeps an unsubscribe signature apart from every other use of the app keys. */
const PURPOSE = 'alert-unsubscribe';

const signature = (strapi: Core.Strapi, documentId: string) =>
  createHmac('sha256', (strapi.config.get('server.app.keys') as string[])[0]!).update(`${PURPOSE}\n${documentId}`).digest('base64url');

/** `<alert documentId>.<signature>`: proof, without a session, that the link came in our email. */
export const unsubscribeToken = (strapi: Core.Strapi, documentId: string) => `${documentId}.${signature(strapi, documentId)}`;

/** The alert a token names, or null when it was not signed by us. */
export function verifyUnsubscribeToken(strapi: Core.Strapi, token: string): string | null {
  const [documentId, given, ...rest] = token.split('.');
  if (!documentId || !given || rest.length) return null;
  const expected = Buffer.from(signature(strapi, documentId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? documentId : null;
}

/** The one-click link at the foot of every alert email. */
export const unsubscribeLink = (strapi: Core.Strapi, documentId: string) =>
  webLink(`/cancelar-alerta?token=${encodeURIComponent(unsubscribeToken(strapi, documentId))}`);
