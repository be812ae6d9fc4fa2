import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** A dropdown entry that is a real link (middle-click, copy address), type-checked like ../link. */
const MuiMenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemProps<'a'>>((props, ref) => (
  <MenuItem ref={ref} component="a" {...props} />
));
MuiMenuItemAnchor.displayName = 'MuiMenuItemAnchor';

const CreatedMenuItemLink = createLink(MuiMenuItemAnchor);

export const MenuItemLink: LinkComponent<typeof MuiMenuItemAnchor> = (props) => <CreatedMenuItemLink {...props} />;
