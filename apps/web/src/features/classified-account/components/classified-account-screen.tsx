import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { HashTabPanel, HashTabs, useHashTab } from '../../../components/hash-tabs';
import { CLASSIFIED_TABS, type ClassifiedTab } from '../tabs';
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

const TABS = CLASSIFIED_TABS.map((tab) => ({ ...tab, icon: TAB_ICONS[tab.value] }));
const OFFERED = CLASSIFIED_TABS.map((tab) => tab.value);

/**
 * /classified-account (docs/decisions/d9-mock-ups-made-real.md): my ads, the offers and messages about bikes on sale,
 * ownership transfers and payments. The URL hash picks the tab, so a tab can be linked to and
 * the back button walks the tabs.
 */
export function ClassifiedAccountScreen() {
  const [tab, selectTab] = useHashTab(OFFERED, 'anuncios');
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
        <HashTabs tabs={TABS} value={tab} onChange={selectTab} idPrefix="classificados" label="Secções dos classificados" layout="bar" />
        <HashTabPanel idPrefix="classificados" value={tab} sx={{ p: { xs: 2, sm: 4 } }}>
          <Panel />
        </HashTabPanel>
      </Paper>
    </Container>
  );
}
