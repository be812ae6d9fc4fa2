export { city, demoUser } from '../fixtures';

/**
 * Watches what the app assigns to `document.cookie` (the write still happens), so a test can
 * read the attributes (Max-Age) that reading the cookie back never shows.
 */
export function watchCookieWrites() {
  const setter = jest.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([value]) => value);
}
