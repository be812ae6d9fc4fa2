import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense, type ReactElement } from 'react';
import { useLogout } from '../../../lib/use-logout';
import { InboxPanel } from '../../inbox';
import { ACCOUNT_TABS, tabFromHash, type AccountTab } from '../account-tabs';
import { accountQueries } from '../../session';
import { MyBikesPanel } from './my-bikes-panel';
import { PanelLoader } from '../../../components/panel-loader';
import { PasswordPanel } from './password-panel';
import { ProfilePanel } from './profile-panel';

const TAB_ICONS: Record<AccountTab, ReactElement> = {
  perfil: <PersonOutlinedIcon aria-hidden />,
  minha_bicicleta: <PedalBikeIcon aria-hidden />,
  inbox: <ForumOutlinedIcon aria-hidden />,
  redefinir_senha: <LockResetIcon aria-hidden />,
};

const PANELS: Record<AccountTab, () => ReactElement> = {
  perfil: ProfilePanel,
  minha_bicicleta: MyBikesPanel,
  inbox: InboxPanel,
  redefinir_senha: PasswordPanel,
};

const tabId = (tab: AccountTab) => `conta-separador-${tab}`;
const panelId = (tab: AccountTab) => `conta-painel-${tab}`;

/**
 * /my-account, /my-bikes and /inbox (spec, "My account"): tabs chosen by the URL hash, so
 * /my-account#inbox opens the inbox and the back button walks the tabs. Without a hash, each
 * path opens its own tab.
 */
export function AccountScreen({ defaultTab }: { defaultTab: AccountTab }) {
  const { data: me } = useSuspenseQuery(accountQueries.me());
  const { hash } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const tab = tabFromHash(hash, defaultTab);
  const Panel = PANELS[tab];

  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        A minha conta
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {me.name} · {me.email}
      </Typography>

      <Box
        sx={{
          mt: { xs: 2, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-start' },
          gap: 3,
        }}
      >
        <Paper sx={{ width: { md: 260 }, flexShrink: 0, overflow: 'hidden' }}>
          <Tabs
            value={tab}
            onChange={(_event, next: AccountTab) => void navigate({ to: '.', hash: next, resetScroll: false })}
            // A sidebar on wide screens; on a phone all four tabs share one row, icon above a short label.
            orientation={wide ? 'vertical' : 'horizontal'}
            variant={wide ? 'standard' : 'fullWidth'}
            aria-label="Secções da conta"
            sx={{
              '& .MuiTab-root': wide
                ? { justifyContent: 'flex-start', minHeight: 56 }
                : { minWidth: 0, px: 0.5, fontSize: '0.75rem', lineHeight: 1.25 },
            }}
          >
            {ACCOUNT_TABS.map(({ value, label }) => (
              <Tab
                key={value}
                value={value}
                label={label}
                icon={TAB_ICONS[value]}
                iconPosition={wide ? 'start' : 'top'}
                wrapped={!wide}
                id={tabId(value)}
                aria-controls={panelId(value)}
              />
            ))}
          </Tabs>
          <Divider />
          <Button
            onClick={() => void logout()}
            color="inherit"
            fullWidth
            startIcon={<LogoutIcon aria-hidden />}
            sx={{ justifyContent: { md: 'flex-start' }, px: 3, py: 1.5, borderRadius: 0 }}
          >
            Sair
          </Button>
        </Paper>

        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Suspense fallback={<PanelLoader />}>
            <Panel />
          </Suspense>
        </Box>
      </Box>
    </Container>
  );
}
