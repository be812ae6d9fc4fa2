import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribeResult } from '../features/alerts/components/unsubscribe-result';
import { AuthPage } from '../features/session/components/auth-page';
import { searchText } from '../features/session/search-params';

interface CancelAlertSearch {
  /** The signed token of the alert email's link. */
  token?: string;
}

/** Public: an alert email's one-click cancel link works without signing in. */
export const Route = createFileRoute('/cancelar-alerta')({
  validateSearch: (search: Record<string, unknown>): CancelAlertSearch => ({ token: searchText(search.token) }),
  component: CancelAlertPage,
});

function CancelAlertPage() {
  const { token } = Route.useSearch();
  return (
    <AuthPage title="Cancelar alerta">
      <UnsubscribeResult token={token} />
    </AuthPage>
  );
}
