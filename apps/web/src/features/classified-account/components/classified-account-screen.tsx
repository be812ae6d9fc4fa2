import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense, type ReactElement } from 'react';
import { PanelLoader } from '../../../components/panel-loader';
import { CLASSIFIED_TABS, classifiedTabFromHash, type ClassifiedTab } from '../tabs';
import { MyAdsPanel } from './my-ads-panel';
import { OffersPanel } from './offers-panel';
import { PaymentsPanel } from './payments-panel';
import { TransfersPanel } from './transfers-panel';

const TAB_ICONS: Record<ClassifiedTab, ReactElement> = {
  anuncios: <SellOutlinedIcon aria-hidden />,
  ofertas: <ForumOutlinedIcon aria-hidden />,
  transferencias: <SwapHorizIcon aria-hidden />,
  pagamentos: <ReceiptLongOutlinedIcon aria-hidden />,
};

const PANELS: Record<ClassifiedTab, () => ReactElement> = {
  anuncios: MyAdsPanel,
  ofertas: OffersPanel,
  transferencias: TransfersPanel,
  pagamentos: PaymentsPanel,
};

const tabId = (tab: ClassifiedTab) => `classificados-separador-${tab}`;
const panelId = (tab: ClassifiedTab) => `classificados-painel-${tab}`;

/**
 * /classified-account (docs/decisions/d9-mock-ups-made-real.md): my ads, the offers and messages about bikes on sale,
 * ownership transfers and payments. The URL hash picks the tab, so a tab can be linked to and
 * the back button walks the tabs.
 */
export function ClassifiedAccountScreen() {
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const tab = classifiedTabFromHash(hash);
  const Panel = PANELS[tab];

  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Os meus classificados
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Os seus anúncios, as ofertas e mensagens sobre bicicletas à venda e as transferências de propriedade.
      </Typography>

      <Paper sx={{ mt: { xs: 2, md: 4 }, overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ClassifiedTab) => void navigate({ to: '.', hash: next, resetScroll: false })}
          // On a phone the four tabs share one row, icon above a short label, as on the account screen.
          variant={wide ? 'standard' : 'fullWidth'}
          aria-label="Secções dos classificados"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            px: { md: 2 },
            '& .MuiTab-root': wide ? { minHeight: 64, px: 2.5 } : { minWidth: 0, px: 0.5, fontSize: '0.75rem', lineHeight: 1.25 },
          }}
        >
          {CLASSIFIED_TABS.map(({ value, label }) => (
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
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ p: { xs: 2, sm: 4 } }}>
          <Suspense fallback={<PanelLoader />}>
            <Panel />
          </Suspense>
        </Box>
      </Paper>
    </Container>
  );
}
