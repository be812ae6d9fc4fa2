import type { KyInstance } from 'ky';
import type { InferType } from 'yup';
import { call } from '../http';
import type { changePasswordSchema, profileSchema, registrationSchema, resetPasswordSchema } from '../schemas/account';
import type { User } from '../types';

export type RegistrationInput = InferType<typeof registrationSchema>;
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;
/** The birth date travels as YYYY-MM-DD; the form converts from dd/MM/yyyy. */
export type ProfileInput = Omit<InferType<typeof profileSchema>, 'date_of_birth'> & { date_of_birth: string | null };

export interface Session {
  jwt: string;
  user: User;
}

/** What the account's data download holds. */
export interface AccountExport {
  exportedAt: string;
  account: User;
  bikes: unknown[];
  history: unknown[];
  messages: { sent: unknown[]; received: unknown[] };
  reviews: unknown[];
}

/**
 * Sign-up, sessions and the account's own profile. These are users-permissions routes, which
 * take and return bare objects rather than `{ data }` (docs/architecture.md, "The API contract").
 */
export function accountFetchers(http: KyInstance) {
  return {
    /** With email confirmation on, the answer has the user but no jwt: the next step is /verify. */
    register: (input: RegistrationInput) => call(() => http.post('auth/local/register', { json: input }).json<{ user: User }>()),
    login: (identifier: string, password: string) =>
      call(() => http.post('auth/local', { json: { identifier, password } }).json<Session>()),
    /** Social login: the provider's access_token from /connect/:provider/redirect becomes a session. */
    socialCallback: (provider: string, accessToken: string) =>
      call(() => http.get(`auth/${encodeURIComponent(provider)}/callback`, { searchParams: { access_token: accessToken } }).json<Session>()),
    providers: () => call(() => http.get('auth/providers').json<{ data: string[] }>().then((body) => body.data)),
    resendConfirmation: (email: string) => call(() => http.post('auth/send-email-confirmation', { json: { email } }).json<{ sent: boolean }>()),
    forgotPassword: (email: string) => call(() => http.post('auth/forgot-password', { json: { email } }).json<{ ok: boolean }>()),
    resetPassword: (input: ResetPasswordInput) => call(() => http.post('auth/reset-password', { json: input }).json<Session>()),
    changePassword: (input: ChangePasswordInput) => call(() => http.post('auth/change-password', { json: input }).json<Session>()),
    me: () => call(() => http.get('users/me').json<User>()),
    updateMe: (input: ProfileInput) => call(() => http.put('users/me', { json: input }).json<User>()),
    deleteMe: () => call(() => http.delete('users/me').json<{ ok: boolean }>()),
    exportMe: () => call(() => http.get('users/me/export').json<AccountExport>()),
  };
}
