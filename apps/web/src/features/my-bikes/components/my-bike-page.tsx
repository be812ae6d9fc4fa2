import { MESSAGES, REGISTRY_NUMBER_LABEL } from '@bicla/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BikePhoto } from '../../../components/bike-photo';
import { HashTabPanel, HashTabs, useHashTab } from '../../../components/hash-tabs';
import { ButtonLink } from '../../../components/link';
import { STATUS_COLOR } from '../../../lib/theme';
import { myBikeQueries, type MyBike } from '../api';
import { tabLabel, tabsFor } from '../bike-tabs';
import { BackToAccount } from './back-to-account';
import { BikeDocuments } from './bike-documents';
import { EditBikeForm } from './edit-bike-form';
import { HistoryPanel } from './history-panel';
import { ListingPanel } from './listing-panel';
import { RecoveryChecklistCard } from './recovery-checklist-card';
import { RecoveryDialog } from './recovery-dialog';
import { StolenReportForm } from './stolen-report-form';
import { StolenReportView } from './stolen-report-view';
import { TransferPanel } from './transfer-panel';

function StatusChip({ bike }: { bike: MyBike }) {
  const [label, color] = !bike.approved
    ? (['Pendente de Aprovação', STATUS_COLOR.pending] as const)
    : bike.stolen
      ? (['ROUBADA', STATUS_COLOR.stolen] as const)
      : bike.on_sale
        ? (['EM VENDA', STATUS_COLOR.onSale] as const)
        : (['Aprovada', 'success'] as const);
  return <Chip label={label} color={color} sx={{ fontWeight: 700 }} />;
}

/** /edit-bike/{slug}: the owner's bike, with one tab per URL hash (spec, "My bike detail"). */
export function MyBikePage({ slug }: { slug: string }) {
  const { data: bike } = useSuspenseQuery(myBikeQueries.bySlug(slug));
  const subtitle = [bike.brand?.name, bike.model, bike.year?.year].filter(Boolean).join(' · ');

  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <BackToAccount />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
          {bike.nickName}
        </Typography>
        <StatusChip bike={bike} />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {subtitle && `${subtitle} · `}
        {REGISTRY_NUMBER_LABEL}: <strong>{bike.registry_number}</strong>
      </Typography>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <Box component="aside" aria-label="Resumo da bicicleta" sx={{ display: 'grid', gap: 3, order: { xs: 2, md: 0 } }}>
          <BikePhoto photo={bike.bike_photo} alt={`${bike.nickName}: ${bike.model ?? ''}`} eager sx={{ borderRadius: 2 }} />
          {bike.approved && <BikeDocuments bike={bike} />}
          <RecoveryChecklistCard bike={bike} />
        </Box>
        {bike.approved ? <BikeTabs bike={bike} /> : <PendingNotice bike={bike} />}
      </Box>
    </Container>
  );
}

/** docs/decisions/d5-approval.md: nothing to edit until an editor approves the bike. */
function PendingNotice({ bike }: { bike: MyBike }) {
  const unfinished = !bike.invoice_photo;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Alert severity="warning" sx={{ fontSize: '1.05rem' }}>
        {MESSAGES.pendingBike}
      </Alert>
      <Typography sx={{ mt: 2 }}>
        {unfinished
          ? 'O registo ainda não tem as três fotografias. Termine-o para que possa ser analisado.'
          : 'A nossa equipa está a verificar o registo. Receberá um email quando for aprovado; depois poderá editar, vender ou transferir a bicicleta.'}
      </Typography>
      {unfinished && (
        <ButtonLink to="/register-bikes" variant="contained" sx={{ mt: 2 }}>
          Concluir o registo
        </ButtonLink>
      )}
    </Paper>
  );
}

function BikeTabs({ bike }: { bike: MyBike }) {
  const offered = tabsFor(bike);
  const [tab, goTo] = useHashTab(offered, 'editar');

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <HashTabs
        tabs={offered.map((value) => ({ value, label: tabLabel(value, bike) }))}
        value={tab}
        onChange={goTo}
        idPrefix="bicicleta"
        label="A minha bicicleta"
        layout="scrollable"
      />
      <HashTabPanel idPrefix="bicicleta" value={tab} sx={{ p: { xs: 2, sm: 4 } }}>
        {tab === 'editar' && <EditBikeForm bike={bike} />}
        {tab === 'furtada' &&
          (bike.stolen ? <StolenReportView bike={bike} onRecover={() => goTo('recupar')} /> : <StolenReportForm bike={bike} />)}
        {tab === 'recupar' && <RecoveryPanel bike={bike} onRecovered={() => goTo('historico')} />}
        {tab === 'transfer' && <TransferPanel bike={bike} />}
        {tab === 'classificado' && <ListingPanel bike={bike} />}
        {tab === 'historico' && <HistoryPanel bike={bike} />}
      </HashTabPanel>
    </Paper>
  );
}

/** #recupar opens the recovery modal at once; 'Vamos esquecer' closes it and the button reopens it. */
function RecoveryPanel({ bike, onRecovered }: { bike: MyBike; onRecovered: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Box>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        Recuperou a bicicleta?
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Conte-nos como a recuperou. A bicicleta sai da lista de bicicletas roubadas e o histórico guarda o que aconteceu.
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Esta bicicleta foi recuperada!
      </Button>
      <RecoveryDialog bike={bike} open={open} onClose={() => setOpen(false)} onRecovered={onRecovered} />
    </Box>
  );
}
