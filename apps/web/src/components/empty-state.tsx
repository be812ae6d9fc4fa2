import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactElement;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
}

/** What a list shows when it has nothing: an icon, what is missing, and what to do about it. */
export function EmptyState({ icon, title, hint, action }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2, color: 'text.secondary' }}>
      <Box sx={{ '& svg': { fontSize: 56 } }} aria-hidden>
        {icon}
      </Box>
      <Typography sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>{title}</Typography>
      {hint && (
        <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 560, mx: 'auto' }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}
