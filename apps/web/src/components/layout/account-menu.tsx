import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { Suspense, useId, useState, type MouseEvent } from 'react';
import { lazyWithPreload } from '../../lib/deferred-loading';
import type { AccountSummary } from './account-summary';
import { accountButtonLabel, unreadBadgeLabel } from './unread-badge';

// The dropdown and its menu machinery load when the user first reaches for the button.
const AccountMenuPopup = lazyWithPreload(() => import('./account-menu-popup'));

/** The logged-in user's dropdown in the wide header (spec, section 2). MUI's Menu gives arrow keys and Escape. */
export function AccountMenu({ account: { name, unreadCount } }: { account: AccountSummary }) {
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
