import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { ClassifiedAccountScreen } from '../features/classified-account/components/classified-account-screen';
import { loadMyBikes } from '../features/classified-account/load';
import { requireLogin } from '../lib/session';

/** The classifieds area (docs/decisions/d9-mock-ups-made-real.md), for a logged-in user only (docs/decisions/d10-open-defaults.md). */
export const Route = createFileRoute('/classified-account')({
  beforeLoad: requireLogin,
  loader: ({ context: { queryClient } }) => loadMyBikes(queryClient),
  errorComponent: RouteError,
  component: ClassifiedAccountScreen,
});
