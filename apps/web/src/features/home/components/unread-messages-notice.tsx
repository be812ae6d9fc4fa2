import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '../../../components/link';
import { useIsLoggedIn } from '../../../lib/session';
import { messageQueries } from '../../messages';

/** Spec, section 1: the notice shows for 7 seconds. */
const UNREAD_NOTICE_MS = 7000;

/** The spec's 'Você tem N novas mensagens', in the singular for one. */
function unreadMessagesText(count: number): string {
  return count === 1 ? 'Você tem 1 nova mensagem' : `Você tem ${count} novas mensagens`;
}

/**
 * A logged-in user with unread messages is told so once, with a link to the inbox. The default
 * export lets the home page load it only for logged-in users.
 */
export default function UnreadMessagesNotice() {
  const loggedIn = useIsLoggedIn();
  const { data: count = 0 } = useQuery({ ...messageQueries.unreadCount(), enabled: loggedIn });
  const [expired, setExpired] = useState(false);
  const open = loggedIn && count > 0 && !expired;

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setExpired(true), UNREAD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        severity="info"
        variant="filled"
        icon={<MarkEmailUnreadOutlinedIcon aria-hidden />}
        sx={{ position: 'relative', boxShadow: 6, alignItems: 'center' }}
      >
        <Link
          to="/my-account"
          hash="inbox"
          color="inherit"
          underline="always"
          sx={{
            fontWeight: 600,
            // The whole notice is clickable, not only its words.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {unreadMessagesText(count)}
        </Link>
      </Alert>
    </Snackbar>
  );
}
