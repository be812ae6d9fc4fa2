import { createFileRoute } from '@tanstack/react-router';
import { AccountScreen } from '../features/account/components/account-screen';
import { loadAccount } from '../features/account/load-account';
import { requireLogin } from '../lib/session';

/** The account screen (spec, route table); without a tab hash it opens 'Caixa de entrada'. */
export const Route = createFileRoute('/inbox')({
  beforeLoad: requireLogin,
  loader: ({ context: { queryClient } }) => loadAccount(queryClient),
  component: () => <AccountScreen defaultTab="inbox" />,
});
