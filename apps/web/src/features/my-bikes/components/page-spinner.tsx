import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Spec, "Register bike": a spinner while the form's data loads. */
export function PageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <CircularProgress aria-label="A carregar" />
    </Box>
  );
}
