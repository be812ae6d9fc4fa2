import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../features/session/components/auth-page';
import { ResetPasswordForm } from '../features/session/forms/reset-password-form';
import { searchText } from '../features/session/search-params';

interface ResetSearch {
  /** The code from the emailed reset link. */
  code?: string;
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({ code: searchText(search.code) }),
  // Without a code there is nothing to reset (spec, section 2).
  beforeLoad: ({ search }) => {
    if (!search.code) throw redirect({ to: '/login' });
    return { code: search.code };
  },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { code } = Route.useRouteContext();
  return (
    <AuthPage title="Redefinir palavra-passe" intro="Escolha a nova palavra-passe da sua conta, com pelo menos 8 caracteres.">
      <ResetPasswordForm code={code} />
    </AuthPage>
  );
}
