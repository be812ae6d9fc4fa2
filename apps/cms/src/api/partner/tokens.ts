import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * A partner token is `<prefix>.<secret>`: the prefix (8 hex characters, stored in clear and
 * unique) finds the partner, the secret (32 random bytes) proves it. Only the SHA-256 of the
 * whole token is stored; a fast hash is enough for 256 bits of randomness, and the stored hash is
 * compared in constant time.
 */
const TOKEN = /^([0-9a-f]{8})\.([A-Za-z0-9_-]{43})$/;

export interface IssuedToken {
  token: string;
  prefix: string;
  hash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function issueToken(): IssuedToken {
  const prefix = randomBytes(4).toString('hex');
  const token = `${prefix}.${randomBytes(32).toString('base64url')}`;
  return { token, prefix, hash: sha256(token) };
}

export interface Partner {
  id: number;
  /** Requests per window of the `check` rate limit; null takes the default. */
  rate_limit: number | null;
}

/** The active partner a token belongs to, or null for a malformed, unknown, wrong or disabled one. */
export async function partnerFor(strapi: Core.Strapi, token: string): Promise<Partner | null> {
  const match = TOKEN.exec(token.trim());
  if (!match) return null;
  const row = (await strapi.db.query('api::partner.partner').findOne({
    where: { token_prefix: match[1] },
    select: ['id', 'active', 'rate_limit', 'token_hash'],
  })) as { id: number; active: boolean; rate_limit: number | null; token_hash: string | null } | null;
  if (!row?.token_hash || !row.active) return null;
  const given = Buffer.from(sha256(token.trim()), 'hex');
  const stored = Buffer.from(row.token_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  return { id: row.id, rate_limit: row.rate_limit ?? null };
}
