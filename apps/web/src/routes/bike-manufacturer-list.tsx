import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadCmsPage, useCmsPage } from '../features/content/cms-page-route';
import { BrandList } from '../features/content/components/brand-list';
import { ContentPage } from '../features/content/components/content-page';
import { lookupQueries } from '../features/lookups/api';

const PAGE_SLUG = 'bike-manufacturer-list';

export const Route = createFileRoute('/bike-manufacturer-list')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([loadCmsPage(queryClient, PAGE_SLUG), queryClient.ensureQueryData(lookupQueries.brands())]),
  component: BikeManufacturerListPage,
});

function BikeManufacturerListPage() {
  const page = useCmsPage(PAGE_SLUG);
  const { data: brands } = useSuspenseQuery(lookupQueries.brands());
  return (
    <ContentPage page={page}>
      <BrandList brands={brands} />
    </ContentPage>
  );
}
