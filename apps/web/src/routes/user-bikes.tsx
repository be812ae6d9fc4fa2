import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { UserBikesPage } from '../features/classified-account/components/user-bikes-page';
import { loadMyBikes } from '../features/classified-account/load';
import { requireLogin } from '../lib/session';

/** The user's bikes list (spec, route table), for a logged-in user only (docs/decisions/d10-open-defaults.md). */
export const Route = createFileRoute('/user-bikes')({
  beforeLoad: requireLogin,
  loader: ({ context: { queryClient } }) => loadMyBikes(queryClient),
  errorComponent: RouteError,
  component: UserBikesPage,
});
