import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toastArea } from '../lib/toast';

/** Toasts sit top centre for 3 seconds (spec, sections 8 and 9). */
const TOAST_DURATION_MS = 3000;

/** notistack's own greens and blues are too light for white text (WCAG AA): the theme's colours instead. */
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.primary.main, color: palette.primary.contrastText },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error.main, color: palette.error.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: palette.info.dark, color: palette.info.contrastText },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning.main, color: palette.warning.contrastText },
}));

const TOAST_COMPONENTS = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

/** Where `showToast` (lib/toast.ts) puts its toasts. */
export default function ToastArea() {
  useEffect(() => {
    toastArea.mounted();
    return toastArea.unmounted;
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      Components={TOAST_COMPONENTS}
    />
  );
}
