import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from './lib/theme';

/** Toasts sit top centre for 3 seconds (spec, sections 8 and 9). */
export const TOAST_DURATION_MS = 3000;

/** notistack's own greens and blues are too light for white text (WCAG AA): the theme's colours instead. */
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.primary.main, color: palette.primary.contrastText },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error.main, color: palette.error.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: palette.info.dark, color: palette.info.contrastText },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning.main, color: palette.warning.contrastText },
}));

const TOAST_COMPONENTS = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

/** Everything around the router; shared by main.tsx and the tests so both render the same app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          autoHideDuration={TOAST_DURATION_MS}
          maxSnack={3}
          Components={TOAST_COMPONENTS}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
