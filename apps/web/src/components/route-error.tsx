import { ApiError, GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Status 0 is the API client's "no response at all", which has no HTTP code to show. */
function describeStatus(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 0 ? 'Sem ligação ao servidor' : `Código de erro ${error.status}`;
  }
  return 'Código de erro 500';
}

/** A route's load failure: 'Erro ao buscar dados' plus what the server said (spec, section 8). */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // Lets the failed query run again when the route retries, instead of rethrowing its error.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  const detail = error instanceof ApiError && error.message !== GENERIC_ERROR_MESSAGE ? error.message : null;

  return (
    <Container role="alert" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <CloudOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 2 }}>
        {GENERIC_ERROR_MESSAGE}
      </Typography>
      {detail && <Typography sx={{ mt: 1 }}>{detail}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {describeStatus(error)}
      </Typography>
      <Button variant="contained" disableElevation onClick={() => router.invalidate()} sx={{ mt: 4 }}>
        Tentar novamente
      </Button>
    </Container>
  );
}
