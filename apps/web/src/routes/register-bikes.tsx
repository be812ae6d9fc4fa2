import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { myBikeQueries } from '../features/my-bikes/api';
import { ensureBikeLookups } from '../features/my-bikes/bike-lookups';
import { BackToAccount } from '../features/my-bikes/components/back-to-account';
import { PageSpinner } from '../features/my-bikes/components/page-spinner';
import { RegisterBikeForm } from '../features/my-bikes/components/register-bike-form';
import { requireLogin } from '../lib/session';

export const Route = createFileRoute('/register-bikes')({
  beforeLoad: requireLogin,
  loader: ({ context: { queryClient } }) =>
    Promise.all([ensureBikeLookups(queryClient), queryClient.ensureQueryData(myBikeQueries.draft())]),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: RegisterBikesPage,
});

function RegisterBikesPage() {
  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <BackToAccount goBack />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 3 }}>
        Registar bicicleta
      </Typography>
      <RegisterBikeForm />
    </Container>
  );
}
