import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { HashTabPanel, HashTabs, useHashTab } from '../../../components/hash-tabs';
import { useLogout } from '../../../lib/use-logout';
import { AlertsPanel } from '../../alerts';
import { InboxPanel } from '../../inbox';
import { ACCOUNT_TABS, type AccountTab } from '../account-tabs';
import { accountQueries } from '../../session';
import { MyBikesPanel } from './my-bikes-panel';
import { PasswordPanel } from './password-panel';
import { ProfilePanel } from './profile-panel';

const TAB_ICONS: Record<AccountTab, ReactElement> = {
  perfil: <PersonOutlinedIcon aria-hidden />,
  minha_bicicleta: <PedalBikeIcon aria-hidden />,
  inbox: <ForumOutlinedIcon aria-hidden />,
  alertas: <NotificationsNoneOutlinedIcon aria-hidden />,
  redefinir_senha: <LockResetIcon aria-hidden />,
};

const PANELS: Record<AccountTab, () => ReactElement> = {
  perfil: ProfilePanel,
  minha_bicicleta: MyBikesPanel,
  inbox: InboxPanel,
  alertas: AlertsPanel,
  redefinir_senha: PasswordPanel,
};

const TABS = ACCOUNT_TABS.map((tab) => ({ ...tab, icon: TAB_ICONS[tab.value] }));
const OFFERED = ACCOUNT_TABS.map((tab) => tab.value);

/**
 * /my-account, /my-bikes and /inbox (spec, "My account"): tabs chosen by the URL hash, so
 * /my-account#inbox opens the inbox and the back button walks the tabs. Without a hash, each
 * path opens its own tab.
 */
export function AccountScreen({ defaultTab }: { defaultTab: AccountTab }) {
  const { data: me } = useSuspenseQuery(accountQueries.me());
  const logout = useLogout();
  const [tab, selectTab] = useHashTab(OFFERED, defaultTab);
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
          <HashTabs tabs={TABS} value={tab} onChange={selectTab} idPrefix="conta" label="Secções da conta" layout="sidebar" />
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

        <HashTabPanel idPrefix="conta" value={tab} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Panel />
        </HashTabPanel>
      </Box>
    </Container>
  );
}
