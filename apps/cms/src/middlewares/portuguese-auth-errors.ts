import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@bicla/api-client/shared';

const A = MESSAGES.account;

/** users-permissions answers in English; the web app shows `error.message` as it is. */
const TRANSLATIONS: Record<string, string> = {
  'Invalid identifier or password': A.loginFailed,
  'Your account email is not confirmed': A.notConfirmed,
  'Your account has been blocked by an administrator': A.blocked,
  'Email or Username are already taken': A.usernameTaken,
  'Username already taken': A.usernameTaken,
  'Email already taken': A.usernameTaken,
  'Incorrect code provided': A.resetFailed,
  'Passwords do not match': A.resetMismatch,
  'The provided current password is invalid': A.changeFailed,
  'Your new password must be different than your current password': A.changeFailed,
  'Already confirmed': A.alreadyConfirmed,
  'Invalid token': 'A ligação de confirmação é inválida ou já foi usada.',
  'Too many requests, please try again later.': MESSAGES.tooManyRequests,
};

/** Route middleware for the users-permissions routes: same error, Portuguese message. */
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const translated = error instanceof Error ? TRANSLATIONS[error.message] : undefined;
    if (translated) (error as Error).message = translated;
    throw error;
  }
};
