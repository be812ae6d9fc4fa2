import type { History, HistoryType } from '@bicla/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { myBikeQueries, type MyBike } from '../api';

const TYPE_LABEL: Record<HistoryType, string> = {
  bike: 'Registo',
  sale: 'Venda',
  stolen: 'Roubo',
  recover: 'Recuperação',
  transfer: 'Transferência',
};

const TYPE_COLOR: Record<HistoryType, 'primary' | 'info' | 'error' | 'success' | 'secondary'> = {
  bike: 'primary',
  sale: 'info',
  stolen: 'error',
  recover: 'success',
  transfer: 'secondary',
};

/** #historico: 5 entries a page, oldest first within the page (spec, sections 4 and 9). */
export function HistoryPanel({ bike }: { bike: MyBike }) {
  const [page, setPage] = useState(1);
  const history = useQuery({ ...myBikeQueries.history(bike.documentId, page), placeholderData: keepPreviousData });
  const pageCount = history.data?.meta.pagination?.pageCount ?? 1;

  return (
    <Box>
      <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
        Histórico
      </Typography>
      {history.isPending && <CircularProgress aria-label="A carregar" />}
      {history.isError && <Alert severity="error">Erro ao buscar dados</Alert>}
      {history.data && history.data.data.length === 0 && <Typography>Não existem dados para mostrar</Typography>}
      {history.data && history.data.data.length > 0 && (
        <List aria-label="Histórico da bicicleta" sx={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}>
          {history.data.data.map((entry) => (
            <HistoryEntry key={entry.documentId} entry={entry} />
          ))}
        </List>
      )}
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_, next) => setPage(next)}
          color="primary"
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}

function HistoryEntry({ entry }: { entry: History }) {
  const { text, price, city, recovery_message: recoveryMessage } = entry.information;
  return (
    <ListItem divider sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '130px 1fr auto' }, gap: { xs: 0.5, sm: 2 }, px: 0 }}>
      <Box>
        <Chip label={TYPE_LABEL[entry.type]} color={TYPE_COLOR[entry.type]} size="small" variant="outlined" />
      </Box>
      <Box>
        <Typography>{text}</Typography>
        {typeof price === 'number' && <Typography variant="body2" color="text.secondary">Preço: {formatEuro(price)}</Typography>}
        {city && <Typography variant="body2" color="text.secondary">Localidade: {city}</Typography>}
        {recoveryMessage && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {recoveryMessage}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.createdAt}>
        {formatDateTime(entry.createdAt)}
      </Typography>
    </ListItem>
  );
}
