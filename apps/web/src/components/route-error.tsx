import { ApiError, GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { canReloadForChunkError, chunkReloadPending, isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload';
import { ButtonLink } from './link';
import { PageLoader } from './page-loader';

/** Spec, section 2: an error without a status of its own is a 500. */
export const DEFAULT_ERROR_STATUS = 500;
/** The generic page's title when the error is not a failed load ('Error' in the spec). */
export const GENERIC_ERROR_TITLE = 'Erro';

/** Status 0 is the API client's "no response at all", which has no HTTP code to show. */
function describeStatus(status: number): string {
  return status === 0 ? 'Sem ligação ao servidor' : `Código de erro ${status}`;
}

/**
 * The error page (spec, section 2, "Errors"). A failed load says 'Erro ao buscar dados' and what
 * the server said; any other error is a generic 500. A 404 offers the way home instead of a retry.
 * A chunk that failed to load (an old tab after a deploy) reloads the page, at most once a minute.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const chunkError = isChunkLoadError(error);
  const [reloading] = useState(() => chunkError && (chunkReloadPending() || canReloadForChunkError()));

  // Lets the failed query run again when the route retries, instead of rethrowing its error.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  useEffect(() => {
    if (reloading && !chunkReloadPending()) reloadForChunkError();
  }, [reloading]);

  if (reloading) return <PageLoader />;

  const loadFailure = error instanceof ApiError;
  const status = loadFailure ? error.status : DEFAULT_ERROR_STATUS;
  const detail = loadFailure && error.message !== GENERIC_ERROR_MESSAGE ? error.message : null;
  const Icon = loadFailure ? CloudOffIcon : ErrorOutlineIcon;

  return (
    <Container role="alert" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Icon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 2 }}>
        {loadFailure ? GENERIC_ERROR_MESSAGE : GENERIC_ERROR_TITLE}
      </Typography>
      {detail && <Typography sx={{ mt: 1 }}>{detail}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {describeStatus(status)}
      </Typography>
      {status === 404 ? (
        <ButtonLink to="/" variant="contained" disableElevation sx={{ mt: 4 }}>
          Back to the home page
        </ButtonLink>
      ) : (
        <Button
          variant="contained"
          disableElevation
          // A missing chunk stays missing until the page loads the new build.
          onClick={() => (chunkError ? window.location.reload() : router.invalidate())}
          sx={{ mt: 4 }}
        >
          Tentar novamente
        </Button>
      )}
    </Container>
  );
}
