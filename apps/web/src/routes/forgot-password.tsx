import Typography from '@mui/material/Typography';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../components/link';
import { AuthPage } from '../features/session/components/auth-page';
import { ForgotPasswordForm } from '../features/session/forms/forgot-password-form';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <AuthPage
      title="Esqueceu-se da palavra-passe?"
      intro="Indique o email da sua conta e enviaremos uma ligação para escolher uma nova."
    >
      <ForgotPasswordForm />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Lembrou-se? <Link to="/login" underline="always">
          Voltar ao login
        </Link>
      </Typography>
    </AuthPage>
  );
}
