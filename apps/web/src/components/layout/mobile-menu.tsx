import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { env } from '../../lib/env';
import { useLogout } from '../../lib/use-logout';
import { ButtonLink } from '../link';
import { ListItemLink } from '../list-item-link';
import type { AccountSummary } from './account-summary';
import { ACCOUNT_ITEMS, ACTIVE_LINK_STYLE, HEADER_NAV, INBOX_ITEM, LOGIN_ITEM, LOGOUT_LABEL, SIGN_UP_ITEM } from './nav-items';
import { unreadBadgeLabel } from './unread-badge';
import { UnreadPill } from './unread-pill';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  account: AccountSummary;
}

/** The small-screen menu: the header's links, then the account's or Entrar and Registar. */
export default function MobileMenu({ open, onClose, account }: MobileMenuProps) {
  const shopUrl = env.shopUrl;

  return (
    <Drawer id="menu-principal" anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Menu" sx={{ width: 280 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Fechar menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {HEADER_NAV.map((item) => (
            <ListItemLink
              key={item.to}
              to={item.to}
              activeOptions={{ exact: item.exact }}
              onClick={onClose}
              sx={ACTIVE_LINK_STYLE}
            >
              <ListItemText primary={item.label} />
            </ListItemLink>
          ))}
          {shopUrl && (
            <ListItemButton
              component="a"
              href={shopUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              <ListItemText primary="Loja" />
              <OpenInNewIcon fontSize="small" aria-hidden />
            </ListItemButton>
          )}
        </List>
        <Divider />
        {account.loggedIn ? (
          <AccountDrawerList account={account} onNavigate={onClose} />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}>
            <ButtonLink to={LOGIN_ITEM.to} variant="outlined" onClick={onClose}>
              {LOGIN_ITEM.label}
            </ButtonLink>
            <ButtonLink to={SIGN_UP_ITEM.to} variant="contained" disableElevation onClick={onClose}>
              {SIGN_UP_ITEM.label}
            </ButtonLink>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}

/** The account's entries (as in the wide header's dropdown), under the user's name. */
function AccountDrawerList({ account: { name, unreadCount }, onNavigate }: { account: AccountSummary; onNavigate: () => void }) {
  const logout = useLogout();
  const badge = unreadBadgeLabel(unreadCount);
  const subheaderId = useId();

  return (
    <List
      aria-labelledby={subheaderId}
      subheader={
        <ListSubheader id={subheaderId} component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: 1.4, py: 1.5 }}>
          <AccountCircleIcon fontSize="small" aria-hidden />
          {name}
        </ListSubheader>
      }
    >
      <ListItemLink to={INBOX_ITEM.to} hash={INBOX_ITEM.hash} onClick={onNavigate}>
        <ListItemIcon>
          <INBOX_ITEM.Icon />
        </ListItemIcon>
        <ListItemText primary={INBOX_ITEM.label} />
        {badge && <UnreadPill label={badge} />}
      </ListItemLink>
      {ACCOUNT_ITEMS.map(({ label, to, hash, Icon }) => (
        <ListItemLink key={label} to={to} hash={hash} onClick={onNavigate}>
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={label} />
        </ListItemLink>
      ))}
      <ListItemButton
        onClick={() => {
          onNavigate();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary={LOGOUT_LABEL} />
      </ListItemButton>
    </List>
  );
}
