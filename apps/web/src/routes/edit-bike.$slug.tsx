import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { myBikeQueries } from '../features/my-bikes/api';
import { ensureBikeLookups, ensureStolenReportLookups } from '../features/my-bikes/bike-lookups';
import { MyBikePage } from '../features/my-bikes/components/my-bike-page';
import { PageSpinner } from '../features/my-bikes/components/page-spinner';
import { requireLogin } from '../lib/session';

export const Route = createFileRoute('/edit-bike/$slug')({
  beforeLoad: requireLogin,
  loader: ({ context: { queryClient }, params: { slug } }) =>
    Promise.all([
      queryClient.ensureQueryData(myBikeQueries.bySlug(slug)),
      ensureBikeLookups(queryClient),
      ensureStolenReportLookups(queryClient),
    ]),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: EditBikePage,
});

function EditBikePage() {
  const { slug } = Route.useParams();
  return <MyBikePage slug={slug} />;
}
