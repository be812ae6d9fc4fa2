import { createTheme, type Components } from '@mui/material/styles';

const FONT_FAMILY = '"Inter Variable", system-ui, sans-serif';

/**
 * MUI's texts in European Portuguese for the components the app uses, as MUI's `ptPT` words them.
 * The app does not import `ptPT`: that module builds a pt-PT number format as it loads (for a
 * table pagination the app does not have), and a page's first Intl object loads ICU's data, 40 to
 * 90 ms that would land in the app's first script run (docs/architecture.md, "Performance budgets").
 */
const PORTUGUESE_TEXTS: Components = {
  MuiAlert: { defaultProps: { closeText: 'Fechar' } },
  MuiAutocomplete: {
    defaultProps: { clearText: 'Limpar', closeText: 'Fechar', loadingText: 'A carregar…', noOptionsText: 'Sem opções', openText: 'Abrir' },
  },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Navegar por páginas',
      getItemAriaLabel: (type, page, selected) => {
        if (type === 'page') return `${selected ? '' : 'Ir para a '}página ${page}`;
        if (type === 'first') return 'Primeira página';
        if (type === 'last') return 'Última página';
        if (type === 'next') return 'Próxima página';
        return 'Página anterior';
      },
    },
  },
};

/** The whole look of the app: colours, shapes and type (docs/architecture.md, "Look and feel"). */
export const theme = createTheme({
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
    ...PORTUGUESE_TEXTS,
  },
});

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
