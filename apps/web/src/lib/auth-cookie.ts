/** The session's JWT lives in this cookie, so it survives reloads and is shared by tabs. */
export const TOKEN_COOKIE = 'token';

export function readTokenCookie(): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}
