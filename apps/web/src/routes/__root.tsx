import Box from '@mui/material/Box';
import type { QueryClient } from '@tanstack/react-query';
import { CatchNotFound, createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { NotFound } from '../components/not-found';
import { useAccountSummary } from '../features/account/use-account-summary';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** The layout's header and footer take what they show of the account and newsletter features from here. */
function RootLayout() {
  const account = useAccountSummary();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavigationProgress />
      <Header account={account} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {/*
          A page that throws notFound() while rendering (e.g. an unknown slug) would otherwise be
          caught by the root's own boundary, which replaces the header and footer too.
        */}
        <CatchNotFound fallback={() => <NotFound />}>
          <Outlet />
        </CatchNotFound>
      </Box>
      <Footer newsletter={<NewsletterSignup />} />
    </Box>
  );
}
