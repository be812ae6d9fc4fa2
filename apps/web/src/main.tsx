import '@fontsource-variable/inter';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { reloadOnChunkLoadErrors } from './lib/chunk-reload';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

reloadOnChunkLoadErrors();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
