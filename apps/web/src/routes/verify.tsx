import Typography from '@mui/material/Typography';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../components/link';
import { AuthPage } from '../features/session/components/auth-page';
import { ResendConfirmationForm } from '../features/session/forms/resend-confirmation-form';
import { searchText } from '../features/session/search-params';

interface VerifySearch {
  /** Where the confirmation was sent; sign-up passes it. */
  email?: string;
}

export const Route = createFileRoute('/verify')({
  validateSearch: (search: Record<string, unknown>): VerifySearch => ({ email: searchText(search.email) }),
  component: VerifyPage,
});

function VerifyPage() {
  const { email } = Route.useSearch();
  return (
    <AuthPage title="Obrigado pelo seu registo!" intro="Falta só um passo: confirmar o seu endereço de e-mail.">
      <ResendConfirmationForm email={email} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Já confirmou? <Link to="/login" underline="always">
          Faça Login
        </Link>
      </Typography>
    </AuthPage>
  );
}
