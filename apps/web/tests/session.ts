import { clearTokenCookie, writeTokenCookie } from '../src/lib/auth-cookie';

/** Tests log in the way the app does: a token cookie (the API itself is mocked per test file). */
export function logInForTest(token = 'test-token') {
  writeTokenCookie(token, { remember: false });
}

export function logOutForTest() {
  clearTokenCookie();
}
