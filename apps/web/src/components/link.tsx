import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';

/*
 * MUI components as router links: `to`, `params` and `search` are checked against the route
 * tree, and the router adds preloading and `aria-current="page"` on the active link. The list
 * entry link is in ./list-item-link, so pages without lists do not load MUI's list item.
 */

const MuiAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => (
  <MuiLink ref={ref} {...props} />
));
MuiAnchor.displayName = 'MuiAnchor';

const MuiButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
MuiButtonAnchor.displayName = 'MuiButtonAnchor';

const CreatedLink = createLink(MuiAnchor);
const CreatedButtonLink = createLink(MuiButtonAnchor);

export const Link: LinkComponent<typeof MuiAnchor> = (props) => <CreatedLink {...props} />;
export const ButtonLink: LinkComponent<typeof MuiButtonAnchor> = (props) => (
  <CreatedButtonLink {...props} />
);
