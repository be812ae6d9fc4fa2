import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';

/*
 * MUI components as router links: `to`, `params` and `search` are checked against the route
 * tree, and the router adds preloading and `aria-current="page"` on the active link.
 */

const MuiAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => (
  <MuiLink ref={ref} {...props} />
));
MuiAnchor.displayName = 'MuiAnchor';

const MuiButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
MuiButtonAnchor.displayName = 'MuiButtonAnchor';

const MuiListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
));
MuiListItemAnchor.displayName = 'MuiListItemAnchor';

const CreatedLink = createLink(MuiAnchor);
const CreatedButtonLink = createLink(MuiButtonAnchor);
const CreatedListItemLink = createLink(MuiListItemAnchor);

export const Link: LinkComponent<typeof MuiAnchor> = (props) => <CreatedLink {...props} />;
export const ButtonLink: LinkComponent<typeof MuiButtonAnchor> = (props) => (
  <CreatedButtonLink {...props} />
);
export const ListItemLink: LinkComponent<typeof MuiListItemAnchor> = (props) => (
  <CreatedListItemLink {...props} />
);
