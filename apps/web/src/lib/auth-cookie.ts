/** The session's JWT lives in this cookie, so it survives reloads and is shared by tabs. */
export const TOKEN_COOKIE = 'token';

/** 'Lembrar-me' keeps the session for 30 days (docs/decisions/d10-open-defaults.md); otherwise it ends with the browser. */
export const REMEMBER_ME_DAYS = 30;

/**
 * Set beside a remembered token: a cookie's expiry cannot be read back, so without it a renewed
 * token (after a password change) could not keep the session's persistence.
 */
const REMEMBER_COOKIE = 'token_remember';

export function readTokenCookie(): string | null {
  // The server's render has no document, and is only ever made for a visitor without a session.
  if (typeof document === 'undefined') return null;
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/** SameSite=Lax always; Secure whenever the site is served over HTTPS (docs/decisions/d10-open-defaults.md). */
function cookieAttributes(): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; SameSite=Lax${secure}`;
}

export function writeTokenCookie(token: string, { remember }: { remember: boolean }): void {
  const maxAge = remember ? `; Max-Age=${REMEMBER_ME_DAYS * 24 * 60 * 60}` : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}${maxAge}${cookieAttributes()}`;
  document.cookie = remember
    ? `${REMEMBER_COOKIE}=1${maxAge}${cookieAttributes()}`
    : `${REMEMBER_COOKIE}=; Max-Age=0${cookieAttributes()}`;
}

/** Whether the current token was stored with 'Lembrar-me'. */
export function isTokenRemembered(): boolean {
  return document.cookie.split('; ').includes(`${REMEMBER_COOKIE}=1`);
}

export function clearTokenCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0${cookieAttributes()}`;
  document.cookie = `${REMEMBER_COOKIE}=; Max-Age=0${cookieAttributes()}`;
}
