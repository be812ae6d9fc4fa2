import { redirect } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { clearTokenCookie, isTokenRemembered, readTokenCookie, writeTokenCookie } from './auth-cookie';

/*
 * Login state is the token cookie (spec, section 6). The cookie cannot be observed, so the app
 * changes it only through startSession/endSession, which tell the subscribed components.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

export function startSession(jwt: string, options: { remember: boolean }): void {
  writeTokenCookie(jwt, options);
  notify();
}

export function endSession(): void {
  clearTokenCookie();
  notify();
}

/** Whether the session was started with 'Lembrar-me', so a renewed token can keep that choice. */
export function isSessionRemembered(): boolean {
  return isTokenRemembered();
}

export function isLoggedIn(): boolean {
  return readTokenCookie() !== null;
}

/** The web server renders first screens only for visitors without a session (server/app.ts). */
const loggedOutOnServer = () => false;

/** True while a token cookie exists; re-renders on login and logout. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn, loggedOutOnServer);
}

/** `beforeLoad` of the routes that need a token (spec, section 5): without one, go to /login. */
export function requireLogin(): void {
  if (!isLoggedIn()) throw redirect({ to: '/login' });
}

/** `beforeLoad` of /login and /sign-up: a logged-in user has nothing to do there (spec, section 4). */
export function redirectIfLoggedIn(): void {
  if (isLoggedIn()) throw redirect({ to: '/' });
}
