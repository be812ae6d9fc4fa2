import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useId, useState, type MouseEvent } from 'react';
import { lazyWithPreload } from '../../lib/deferred-loading';
import { unreadBadgeLabel } from './unread-badge';
import { useAccountSummary } from './use-account-summary';

// The dropdown and its menu machinery load when the user first reaches for the button.
const AccountMenuPopup = lazyWithPreload(() => import('./account-menu-popup'));

/** The unread count as a small red pill beside "Caixa de entrada". */
export function UnreadPill({ label }: { label: string }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 'auto',
        pl: 2,
        '& > span': {
          display: 'inline-block',
          minWidth: 22,
          px: 0.75,
          borderRadius: 11,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '22px',
          textAlign: 'center',
        },
      }}
    >
      <span>{label}</span>
    </Box>
  );
}

/** Spoken name of the account button: the user's name, then how many messages wait. */
export function accountButtonLabel(name: string, badge: string | null): string {
  return badge ? `${name}, ${unreadMessagesLabel(badge)}` : name;
}

/** "1 mensagem não lida", "3 mensagens não lidas", "9+ mensagens não lidas". */
export function unreadMessagesLabel(badge: string): string {
  return badge === '1' ? '1 mensagem não lida' : `${badge} mensagens não lidas`;
}

/** The logged-in user's dropdown in the wide header (spec, section 2). MUI's Menu gives arrow keys and Escape. */
export function AccountMenu() {
  const { name, unreadCount } = useAccountSummary();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the dropdown stays mounted so it can play its closing transition.
  const [requested, setRequested] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const badge = unreadBadgeLabel(unreadCount);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={accountButtonLabel(name, badge)}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onPointerEnter={AccountMenuPopup.preload}
        onFocus={AccountMenuPopup.preload}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<AccountCircleIcon aria-hidden />}
        endIcon={<ExpandMoreIcon aria-hidden />}
        sx={{ maxWidth: 240, '& .account-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      >
        {/*
          The count follows the name, as in the spoken name, and a space keeps the two words apart:
          the visible text must read as part of the label (WCAG 2.5.3, axe's label-content-name-mismatch).
        */}
        <Badge badgeContent={badge} color="error" sx={{ minWidth: 0, '& .MuiBadge-badge': { right: -6 } }}>
          <span className="account-name">{name}</span>{' '}
        </Badge>
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <AccountMenuPopup id={menuId} labelledBy={buttonId} anchor={anchor} badge={badge} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
