import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** A list entry that is a router link, type-checked like ./link (the small-screen menu, bike lists). */
const MuiListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
));
MuiListItemAnchor.displayName = 'MuiListItemAnchor';

const CreatedListItemLink = createLink(MuiListItemAnchor);

export const ListItemLink: LinkComponent<typeof MuiListItemAnchor> = (props) => <CreatedListItemLink {...props} />;
