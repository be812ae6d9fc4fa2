import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * Who an IP address limit counts: the address itself, or for IPv6 its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise take a new address per request.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail] = ip.split('%')[0].split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) groups.push(...Array<string>(Math.max(0, 8 - groups.length - tail.split(':').length)).fill('0'));
  return `${groups.slice(0, 4).map((group) => parseInt(group || '0', 16).toString(16)).join(':')}::/64`;
}

/** An email address as a counter key: compared without case, and never written out in clear. */
export const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
