import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

const SPINNER_SIZE = 40;
const PANEL = { display: 'grid', placeItems: 'center', py: 8 } as const;

/** Shown while a tab's data loads; the page around it stays. */
export function PanelLoader() {
  return (
    <Box sx={PANEL}>
      <CircularProgress size={SPINNER_SIZE} aria-label="A carregar" />
    </Box>
  );
}
