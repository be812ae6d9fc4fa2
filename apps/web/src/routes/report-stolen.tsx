import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { ReportStolenPage } from '../features/classified-account/components/report-stolen-page';
import { loadMyBikes } from '../features/classified-account/load';
import { requireLogin } from '../lib/session';

/** Report a stolen bike (spec, route table), for a logged-in user only (docs/decisions/d10-open-defaults.md). */
export const Route = createFileRoute('/report-stolen')({
  beforeLoad: requireLogin,
  loader: ({ context: { queryClient } }) => loadMyBikes(queryClient),
  errorComponent: RouteError,
  component: ReportStolenPage,
});
