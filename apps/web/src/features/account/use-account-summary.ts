import { useQuery } from '@tanstack/react-query';
import type { AccountSummary } from '../../components/layout/account-summary';
import { useIsLoggedIn } from '../../lib/session';
import { messageQueries } from '../messages';
import { accountQueries } from '../session';

/** Shown on the account button until the profile has loaded, or if it cannot load. */
export const ACCOUNT_FALLBACK_LABEL = 'A minha conta';

/** New messages arrive while a page stays open; the badge checks once a minute. */
const UNREAD_REFRESH_MS = 60_000;

/** What the header shows of the logged-in user: the name and the unread-message count. */
export function useAccountSummary(): AccountSummary {
  const loggedIn = useIsLoggedIn();
  const me = useQuery({ ...accountQueries.me(), enabled: loggedIn });
  const unread = useQuery({ ...messageQueries.unreadCount(), enabled: loggedIn, refetchInterval: UNREAD_REFRESH_MS });

  return {
    loggedIn,
    name: me.data?.name?.trim() || ACCOUNT_FALLBACK_LABEL,
    unreadCount: unread.data ?? 0,
  };
}
