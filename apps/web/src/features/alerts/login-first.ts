import { useNavigate } from '@tanstack/react-router';
import { isLoggedIn } from '../../lib/session';

/**
 * Alerts belong to an account: a visitor who asks for one is taken to /login, as the message
 * form does. The cookie is read at the click, so a session that ended meanwhile counts too.
 */
export function useLoginFirst() {
  const navigate = useNavigate();
  return (action: () => void) => {
    if (isLoggedIn()) action();
    else void navigate({ to: '/login' });
  };
}
