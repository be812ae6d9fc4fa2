import { ptPT } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const FONT_FAMILY = '"Inter Variable", system-ui, sans-serif';

/** The whole look of the app: colours, shapes and type (docs/architecture.md, "Look and feel"). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0B6E4F', contrastText: '#FFFFFF' },
      error: { main: '#C62828' },
      info: { main: '#1565C0' },
      warning: { main: '#FFA000', contrastText: 'rgba(0, 0, 0, 0.87)' },
      background: { default: '#F6F8F7', paper: '#FFFFFF' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: '2rem', fontWeight: 700 },
      h3: { fontSize: '1.5rem', fontWeight: 600 },
      h4: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // The default `lg` breakpoint is 1200 px: the content width.
      MuiContainer: { defaultProps: { maxWidth: 'lg' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  },
  ptPT,
);

/** Which palette colour each bike state uses, so badges agree across pages. */
export const STATUS_COLOR = {
  stolen: 'error',
  onSale: 'info',
  pending: 'warning',
} as const;

/** A card that is one link (its title's link stretches over it): it lifts on hover and focus. */
export const LINK_CARD_SX = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  transition: 'box-shadow 150ms, transform 150ms',
  '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
  '&:focus-within': { boxShadow: 4 },
} as const;
