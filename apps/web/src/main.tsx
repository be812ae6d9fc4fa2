import '@fontsource-variable/inter';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { reloadOnChunkLoadErrors } from './lib/chunk-reload';
import { hydrateFirstScreen, resetTitleOnNavigation } from './lib/first-screen-data';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

reloadOnChunkLoadErrors();

const queryClient = createQueryClient();
hydrateFirstScreen(queryClient);
const router = createAppRouter({ queryClient });
resetTitleOnNavigation(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
