import Box from '@mui/material/Box';

/** The unread count as a small red pill beside "Caixa de entrada". */
export function UnreadPill({ label }: { label: string }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 'auto',
        pl: 2,
        '& > span': {
          display: 'inline-block',
          minWidth: 22,
          px: 0.75,
          borderRadius: 11,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '22px',
          textAlign: 'center',
        },
      }}
    >
      <span>{label}</span>
    </Box>
  );
}
