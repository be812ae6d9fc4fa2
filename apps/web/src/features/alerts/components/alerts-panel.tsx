import type { Alert, AlertKind } from '@bicla/api-client';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ButtonLink, Link } from '../../../components/link';
import { STATUS_COLOR } from '../../../lib/theme';
import { lookupQueries } from '../../lookups';
import { alertQueries, useRemoveAlert } from '../api';
import { FollowCityForm } from './follow-city-form';

const GROUPS: { kind: AlertKind; title: string }[] = [
  { kind: 'area', title: 'Concelhos que segue' },
  { kind: 'search', title: 'Pesquisas guardadas' },
  { kind: 'favourite', title: 'Favoritos' },
  { kind: 'match', title: 'Bicicletas roubadas' },
];

/** #alertas: every alert of the account, by kind, each removable, and a way to follow a municipality. */
export function AlertsPanel() {
  const { data: alerts } = useSuspenseQuery(alertQueries.mine());
  const { data: cities } = useSuspenseQuery(lookupQueries.cities());
  const remove = useRemoveAlert('Alerta removido');
  const followed = useMemo(
    () => new Set(alerts.flatMap((alert) => (alert.kind === 'area' && alert.city ? [alert.city.slug] : []))),
    [alerts],
  );

  return (
    <Paper component="section" aria-labelledby="alertas-titulo" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="alertas-titulo" variant="h3" component="h2" gutterBottom>
        Alertas
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Os alertas chegam por email, e cada email traz uma ligação para o cancelar.
      </Typography>

      <FollowCityForm cities={cities} followed={followed} />
      <Divider sx={{ my: 3 }} />

      {alerts.length === 0 ? (
        <EmptyState
          icon={<NotificationsNoneOutlinedIcon />}
          title="Ainda não tem alertas."
          hint="Siga um concelho, guarde uma pesquisa nos classificados ou guarde um anúncio nos favoritos com o coração."
          action={
            <ButtonLink to="/classified" variant="outlined">
              Ver classificados
            </ButtonLink>
          }
        />
      ) : (
        <Stack spacing={4}>
          {GROUPS.map(({ kind, title }) => {
            const ofKind = alerts.filter((alert) => alert.kind === kind);
            if (ofKind.length === 0) return null;
            const headingId = `alertas-${kind}`;
            return (
              <Box key={kind} component="section" aria-labelledby={headingId}>
                <Typography id={headingId} variant="h5" component="h3" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {ofKind.map((alert) => (
                    <Box
                      component="li"
                      key={alert.documentId}
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                    >
                      <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                        <AlertSummary alert={alert} />
                      </Box>
                      <IconButton
                        aria-label={`Remover alerta: ${alert.description}`}
                        onClick={() => remove.mutate(alert.documentId)}
                        disabled={remove.isPending && remove.variables === alert.documentId}
                      >
                        <DeleteOutlinedIcon aria-hidden />
                      </IconButton>
                    </Box>
                  ))}
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
      {children}
    </Typography>
  );
}

/** What one alert follows, in words, with a link to it where there is a page. */
function AlertSummary({ alert }: { alert: Alert }) {
  switch (alert.kind) {
    case 'area':
      return <Typography>{alert.description}</Typography>;
    case 'search':
      return (
        <>
          <Link to="/classified" search={alert.filters ?? {}} sx={{ fontWeight: 500 }}>
            {alert.description}
          </Link>
          <Detail>Um email por dia com os novos anúncios.</Detail>
        </>
      );
    case 'favourite':
      return <FavouriteSummary alert={alert} />;
    case 'match':
      return (
        <>
          <Typography>{alert.description}</Typography>
          <Detail>Avisar-me se aparecer uma bicicleta com número de série igual ou semelhante</Detail>
        </>
      );
  }
}

/** A kept ad links to its page while it is for sale; otherwise it says what became of it. */
function FavouriteSummary({ alert: { bike, description } }: { alert: Alert }) {
  if (!bike) {
    return (
      <>
        <Typography>{description}</Typography>
        <Detail>O anúncio já não existe.</Detail>
      </>
    );
  }
  const status = bike.stolen
    ? { label: 'Roubada', color: STATUS_COLOR.stolen }
    : bike.on_sale
      ? null
      : { label: 'Vendida ou retirada', color: 'default' as const };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {status ? (
        <Typography>{bike.title}</Typography>
      ) : (
        <Link to="/classified/$slug" params={{ slug: bike.slug }} sx={{ fontWeight: 500 }}>
          {bike.title}
        </Link>
      )}
      {status && <Chip label={status.label} color={status.color} size="small" sx={{ fontWeight: 600 }} />}
    </Box>
  );
}
