import type { ContentItem } from '@bicla/api-client';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/** The safety seal block's items: why a seal helps, one short point each. */
export function SafetySealPoints({ items }: { items: readonly ContentItem[] }) {
  if (items.length === 0) return null;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 4, md: 6 } }}>
      {items.map((item) => (
        <Grid key={item.id} component="li" size={{ xs: 12, md: 12 / Math.min(items.length, 3) }}>
          <Box sx={{ display: 'flex', gap: 2, height: '100%', p: 3, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
            <VerifiedUserOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Box>
              {item.title && (
                <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
                  {item.title}
                </Typography>
              )}
              {item.description && (
                <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.65 }}>
                  {item.description}
                </Typography>
              )}
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
