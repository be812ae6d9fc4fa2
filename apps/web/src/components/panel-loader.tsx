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

/**
 * The loader's place, still: for a part loaded ahead of the visitor, who seldom sees it wait. A spinner
 * there would repaint the page every frame while the app starts.
 */
export function PanelPlace() {
  return (
    <Box sx={PANEL}>
      <Box sx={{ height: SPINNER_SIZE }} />
    </Box>
  );
}
