import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { env } from '../../lib/env';

/** The logged-in user's own profile, which the header, the account and the inbox all read. */
export const accountQueries = {
  all: ['account'] as const,
  /** Callers enable it only with a session. */
  me: () => queryOptions({ queryKey: [...accountQueries.all, 'me'] as const, queryFn: () => api.account.me() }),
};

export const sessionQueries = {
  all: ['session'] as const,
  /**
   * The social logins the CMS has client ids for (docs/decisions/d10-open-defaults.md). They change only when the CMS
   * restarts, so one answer lasts the visit.
   */
  providers: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'providers'] as const,
      queryFn: () => api.account.providers(),
      staleTime: Infinity,
    }),
};

/** The social logins the product offers, in the order their buttons show. */
export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];

/** Strapi sends the browser on to the provider, which returns it to /connect/:provider/redirect. */
export function socialLoginUrl(provider: SocialProviderId): string {
  return `${env.apiUrl.replace(/\/+$/, '')}/api/connect/${provider}`;
}
