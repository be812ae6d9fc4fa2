import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { theme } from './lib/theme';

const ToastArea = lazy(() => import('./components/toast-area'));
const noChanges = () => () => undefined;

/** Everything around the router; shared by main.tsx and the tests so both render the same app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The toast area loads once the page has started (lib/toast.ts): the server's screen, and the
  // browser's render that hydrates it, leave it out.
  const started = useSyncExternalStore(noChanges, () => true, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        {started && (
          <Suspense fallback={null}>
            <ToastArea />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
