import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useLogout } from '../../lib/use-logout';
import { ListItemLink } from '../link';
import { MenuItemLink } from './menu-item-link';
import { ACCOUNT_ITEMS, INBOX_ITEM, LOGOUT_LABEL } from './nav-items';
import { unreadBadgeLabel } from './unread-badge';
import { useAccountSummary } from './use-account-summary';

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
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 240, mt: 0.5 } } }}
      >
        <MenuItemLink to={INBOX_ITEM.to} hash={INBOX_ITEM.hash} onClick={close}>
          <ListItemIcon>
            <INBOX_ITEM.Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{INBOX_ITEM.label}</ListItemText>
          {badge && <UnreadPill label={badge} />}
        </MenuItemLink>
        {ACCOUNT_ITEMS.map(({ label, to, hash, Icon }) => (
          <MenuItemLink key={label} to={to} hash={hash} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItemLink>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{LOGOUT_LABEL}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

/** The same entries in the small-screen menu, under the user's name. */
export function AccountDrawerList({ onNavigate }: { onNavigate: () => void }) {
  const { name, unreadCount } = useAccountSummary();
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
