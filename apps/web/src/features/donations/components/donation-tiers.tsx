import type { ContentItem } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MarkdownText } from '../../../components/markdown';

/** What each suggested amount pays for, from the donations block's items. */
export function DonationTiers({ items }: { items: readonly ContentItem[] }) {
  if (items.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {items.map((item) => (
        <Paper key={item.id} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'flex-start' }}>
          <Typography
            variant="h3"
            component="h3"
            sx={{ color: 'primary.main', fontWeight: 800, minWidth: { xs: 64, sm: 88 }, flexShrink: 0, fontSize: { xs: '1.375rem', sm: '1.75rem' } }}
          >
            {item.title}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            {item.sub_title && <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{item.sub_title}</Typography>}
            <MarkdownText sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>{item.description}</MarkdownText>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
