import { PRODUCT_NAME } from '@bicla/api-client';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../lib/deferred-loading';
import { env } from '../../lib/env';
import { ButtonLink, Link } from '../link';
import { AccountMenu } from './account-menu';
import type { AccountSummary } from './account-summary';
import { ACTIVE_LINK_STYLE, HEADER_NAV, LOGIN_ITEM, SIGN_UP_ITEM } from './nav-items';
import { unreadBadgeLabel, unreadMessagesLabel } from './unread-badge';

/** Spec, section 9: the header sticks once the page has scrolled this far. */
export const STICKY_AFTER_PX = 150;

// The small-screen menu's drawer loads when the visitor first reaches for its button.
const MobileMenu = lazyWithPreload(() => import('./mobile-menu'));

/** The site's header; `account` comes from the root route, which knows the account feature. */
export function Header({ account }: { account: AccountSummary }) {
  const sticky = useScrollTrigger({ disableHysteresis: true, threshold: STICKY_AFTER_PX });
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can play its closing transition.
  const [menuRequested, setMenuRequested] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const shopUrl = env.shopUrl;
  const { loggedIn } = account;
  const unreadBadge = unreadBadgeLabel(account.unreadCount);

  return (
    <>
      <AppBar
        position={sticky ? 'fixed' : 'static'}
        color="inherit"
        elevation={sticky ? 3 : 0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Container>
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Link
              to="/"
              underline="none"
              aria-label={`${PRODUCT_NAME}: página inicial`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, color: 'primary.main' }}
            >
              <PedalBikeIcon fontSize="large" aria-hidden />
              <Box component="span" sx={{ fontSize: '1.5rem', fontWeight: 800, letterSpacing: '-0.02em' }}>
                {PRODUCT_NAME}
              </Box>
            </Link>

            <Box
              component="nav"
              aria-label="Principal"
              sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
            >
              {HEADER_NAV.map((item) => (
                <ButtonLink
                  key={item.to}
                  to={item.to}
                  activeOptions={{ exact: item.exact }}
                  color="inherit"
                  sx={ACTIVE_LINK_STYLE}
                >
                  {item.label}
                </ButtonLink>
              ))}
              {shopUrl && (
                <Button
                  href={shopUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="inherit"
                  endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
                >
                  Loja
                </Button>
              )}
            </Box>

            <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, minWidth: 0 }}>
              {loggedIn ? (
                <AccountMenu account={account} />
              ) : (
                <>
                  <ButtonLink to={LOGIN_ITEM.to} variant="outlined">
                    {LOGIN_ITEM.label}
                  </ButtonLink>
                  <ButtonLink to={SIGN_UP_ITEM.to} variant="contained" disableElevation>
                    {SIGN_UP_ITEM.label}
                  </ButtonLink>
                </>
              )}
            </Box>

            <IconButton
              // The badge's number is visible inside the button, so its name says it too (WCAG 2.5.3).
              aria-label={loggedIn && unreadBadge ? `Abrir menu, ${unreadMessagesLabel(unreadBadge)}` : 'Abrir menu'}
              aria-controls="menu-principal"
              aria-expanded={menuOpen}
              onPointerEnter={MobileMenu.preload}
              onFocus={MobileMenu.preload}
              onClick={() => {
                setMenuRequested(true);
                setMenuOpen(true);
              }}
              sx={{ display: { md: 'none' }, ml: 'auto' }}
            >
              <Badge badgeContent={loggedIn ? unreadBadge : null} color="error">
                <MenuIcon />
              </Badge>
            </IconButton>
          </Toolbar>
        </Container>
      </AppBar>
      {/* Takes the fixed bar's place, so the page does not jump when it sticks. */}
      {sticky && <Toolbar aria-hidden sx={{ borderBottom: 1, borderColor: 'transparent' }} />}

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} account={account} />
        </Suspense>
      )}
    </>
  );
}
