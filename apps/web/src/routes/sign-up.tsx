import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../components/link';
import { lookupQueries } from '../features/lookups/api';
import { sessionQueries } from '../features/session/api';
import { AuthPage } from '../features/session/components/auth-page';
import { SocialLoginButtons } from '../features/session/components/social-login-buttons';
import { SignUpForm } from '../features/session/forms/sign-up-form';
import { redirectIfLoggedIn } from '../lib/session';

export const Route = createFileRoute('/sign-up')({
  beforeLoad: redirectIfLoggedIn,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(lookupQueries.cities()),
      queryClient.prefetchQuery(sessionQueries.providers()),
    ]),
  component: SignUpPage,
});

function SignUpPage() {
  const { data: cities } = useSuspenseQuery(lookupQueries.cities());
  return (
    <AuthPage
      title="Registo"
      width="wide"
      intro="Crie a sua conta para registar as suas bicicletas e as proteger."
    >
      <SocialLoginButtons verb="Registar" />
      <SignUpForm cities={cities} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Os dados recolhidos são usados apenas para o normal funcionamento do serviço e nunca são partilhados
        para outros fins.
      </Typography>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        <Link to="/login">Já tem conta? Faça Login</Link>
      </Typography>
    </AuthPage>
  );
}
