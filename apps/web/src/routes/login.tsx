import Typography from '@mui/material/Typography';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../components/link';
import { sessionQueries } from '../features/session/api';
import { AuthPage } from '../features/session/components/auth-page';
import { SocialLoginButtons } from '../features/session/components/social-login-buttons';
import { LoginForm } from '../features/session/forms/login-form';
import { redirectIfLoggedIn } from '../lib/session';

export const Route = createFileRoute('/login')({
  beforeLoad: redirectIfLoggedIn,
  // Knowing the social providers first keeps the form from jumping; without an answer, no buttons.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(sessionQueries.providers()),
  component: LoginPage,
});

function LoginPage() {
  return (
    <AuthPage title="Entrar" intro="Aceda à sua conta para gerir as suas bicicletas.">
      <SocialLoginButtons verb="Entrar" />
      <LoginForm />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Ainda não tem conta? <Link to="/sign-up" underline="always">
          Registe-se
        </Link>
      </Typography>
    </AuthPage>
  );
}
