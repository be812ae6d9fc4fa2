import MuiAlert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/link';
import { unsubscribeQueries } from '../api';

/** What an email's cancel link did: the alert removed, already gone, or the link refused. */
export function UnsubscribeResult({ token }: { token: string | undefined }) {
  const { data, error, isPending } = useQuery(unsubscribeQueries.byToken(token));

  return (
    <>
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label="A cancelar o alerta" />
        </Box>
      ) : error ? (
        <MuiAlert severity="error">{error.message}</MuiAlert>
      ) : data.removed ? (
        <MuiAlert severity="success">Deixou de receber este alerta: {data.description}</MuiAlert>
      ) : (
        <MuiAlert severity="info">Este alerta já tinha sido cancelado.</MuiAlert>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link to="/my-account" hash="alertas" underline="always">
          Ver os meus alertas
        </Link>
      </Typography>
    </>
  );
}
