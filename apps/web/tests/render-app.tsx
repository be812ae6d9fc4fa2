import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../src/app-providers';
import { createQueryClient } from '../src/lib/query-client';
import { createAppRouter } from '../src/router';

/**
 * Renders the real route tree at `path`. Tests seed `queryClient` with `setQueryData` before
 * rendering, so loaders find their data without a CMS.
 */
export function renderApp(path: string, queryClient = createTestQueryClient()) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The app's client without retries, so a failing fetch fails at once. */
export function createTestQueryClient() {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}
