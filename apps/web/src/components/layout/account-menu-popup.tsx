import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLogout } from '../../lib/use-logout';
import { MenuItemLink } from './menu-item-link';
import { ACCOUNT_ITEMS, INBOX_ITEM, LOGOUT_LABEL } from './nav-items';
import { UnreadPill } from './unread-pill';

interface AccountMenuPopupProps {
  id: string;
  /** The id of the account button, which names the menu. */
  labelledBy: string;
  /** The account button while the menu is open, null while it is closed. */
  anchor: HTMLElement | null;
  /** The unread count as the header shows it, if any. */
  badge: string | null;
  onClose: () => void;
}

/** The account button's dropdown (see AccountMenu). */
export default function AccountMenuPopup({ id, labelledBy, anchor, badge, onClose }: AccountMenuPopupProps) {
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy }, paper: { sx: { minWidth: 240, mt: 0.5 } } }}
    >
      <MenuItemLink to={INBOX_ITEM.to} hash={INBOX_ITEM.hash} onClick={onClose}>
        <ListItemIcon>
          <INBOX_ITEM.Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{INBOX_ITEM.label}</ListItemText>
        {badge && <UnreadPill label={badge} />}
      </MenuItemLink>
      {ACCOUNT_ITEMS.map(({ label, to, hash, Icon }) => (
        <MenuItemLink key={label} to={to} hash={hash} onClick={onClose}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label}</ListItemText>
        </MenuItemLink>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{LOGOUT_LABEL}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
