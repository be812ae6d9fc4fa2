import { MESSAGES, REGISTRY_NUMBER_LABEL } from '@bicla/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BikePhoto } from '../../../components/bike-photo';
import { ButtonLink } from '../../../components/link';
import { STATUS_COLOR } from '../../../lib/theme';
import { myBikeQueries, type MyBike } from '../api';
import { tabFromHash, tabLabel, tabsFor, type BikeTab } from '../bike-tabs';
import { BackToAccount } from './back-to-account';
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
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  const tab = tabFromHash(hash, bike);
  const goTo = (next: BikeTab) => void navigate({ to: '/edit-bike/$slug', params: { slug: bike.slug }, hash: next });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs
        value={tab}
        onChange={(_, next: BikeTab) => goTo(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="A minha bicicleta"
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {tabsFor(bike).map((name) => (
          <Tab key={name} value={name} label={tabLabel(name, bike)} id={`bike-tab-${name}`} aria-controls={`bike-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`bike-panel-${tab}`} aria-labelledby={`bike-tab-${tab}`} sx={{ p: { xs: 2, sm: 4 } }}>
        {tab === 'editar' && <EditBikeForm bike={bike} />}
        {tab === 'furtada' &&
          (bike.stolen ? <StolenReportView bike={bike} onRecover={() => goTo('recupar')} /> : <StolenReportForm bike={bike} />)}
        {tab === 'recupar' && <RecoveryPanel bike={bike} onRecovered={() => goTo('historico')} />}
        {tab === 'transfer' && <TransferPanel bike={bike} />}
        {tab === 'classificado' && <ListingPanel bike={bike} />}
        {tab === 'historico' && <HistoryPanel bike={bike} />}
      </Box>
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
