import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { BikePhoto } from '../../../components/bike-photo';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { BikeShareLinks, bikeSharedPage } from '../../bikes';
import type { MyBike } from '../api';

type StolenViewTab = 'details' | 'share' | 'recover';

const STOLEN_VIEW_TABS: { value: StolenViewTab; label: ReactNode }[] = [
  { value: 'details', label: 'DETALHES DO ROUBO' },
  // The spec keeps this label in English.
  { value: 'share', label: <span lang="en">SHARE ON SOCIAL MEDIA</span> },
  { value: 'recover', label: 'MARQUE ESTA BICICLETA RECUPERADA' },
];

interface StolenReportViewProps {
  bike: MyBike;
  /** Opens the recovery modal (#recupar). */
  onRecover: () => void;
}

/** #furtada for a stolen bike: the report, read-only, with sharing and the way to recovery. */
export function StolenReportView({ bike, onRecover }: StolenReportViewProps) {
  const [tab, setTab] = useState<StolenViewTab>('details');

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography component="h2" variant="h3">
          Bicicleta roubada
        </Typography>
        <Button variant="contained" onClick={onRecover}>
          Marcar recuperada
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: StolenViewTab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Bicicleta roubada"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {STOLEN_VIEW_TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`stolen-tab-${value}`} aria-controls={`stolen-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`stolen-panel-${tab}`} aria-labelledby={`stolen-tab-${tab}`} sx={{ pt: 3 }}>
        {tab === 'details' && <StolenDetails bike={bike} />}
        {tab === 'share' && <ShareBike bike={bike} />}
        {tab === 'recover' && (
          <Box>
            <Typography sx={{ mb: 2 }}>
              Encontrou a sua bicicleta? Assinale-a como recuperada: sai da lista de bicicletas roubadas e o histórico guarda como
              aconteceu.
            </Typography>
            <Button variant="contained" onClick={onRecover}>
              Esta bicicleta foi recuperada!
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}

function StolenDetails({ bike }: { bike: MyBike }) {
  const details = bike.stolen_details;
  if (!details) return <Typography>Não existem dados para mostrar</Typography>;

  const audiences = [
    details.show_phone_to_users && 'utilizadores com sessão iniciada',
    details.show_phone_to_shops && 'lojas de bicicletas',
    details.show_phone_to_police && 'parceiros policiais verificados',
  ].filter(Boolean);
  const rows: [string, string | null | undefined][] = [
    ['Data e hora do roubo', formatDateTime(details.stolen_date)],
    ['Localidade', details.city],
    ['Morada', details.address],
    ['Código postal', details.postal],
    ['País', details.country],
    ['Valor estimado', formatEuro(details.estimated_value)],
    ['Tipo de cadeado', details.lock_description],
    ['Como foi vencido o cadeado', details.defeat_subscription],
    ['Esquadra de polícia', details.police_department],
    ['Número do auto de denúncia', details.police_report],
    ['Telefone', details.phone_number],
    ['Telefone alternativo', details.secondary_number],
    ['Telefone visível para', audiences.length ? audiences.join(', ') : 'ninguém'],
    ['Descrição do incidente', details.incident_description],
  ];
  const photos = bike.for_stolen ?? [];

  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 2fr' }, columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
      {photos.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 3 }}>
          {photos.map((photo, index) => (
            <BikePhoto key={photo.id} photo={photo} alt={`Fotografia recente ${index + 1} de ${bike.nickName}`} sx={{ borderRadius: 1 }} />
          ))}
        </Box>
      )}
    </>
  );
}

function ShareBike({ bike }: { bike: MyBike }) {
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        Quanto mais pessoas virem a sua bicicleta, maior a probabilidade de a encontrar. Partilhe a página pública:
      </Typography>
      <Typography sx={{ mb: 2, fontWeight: 600, overflowWrap: 'anywhere' }}>{bikeSharedPage(bike, window.location.origin).url}</Typography>
      <BikeShareLinks bike={bike} />
    </Box>
  );
}
