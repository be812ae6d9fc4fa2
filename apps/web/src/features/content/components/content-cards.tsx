import type { ContentItem } from '@bicla/api-client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/** A block's content items as a responsive row of cards. */
export function ContentCards({ items }: { items: readonly ContentItem[] }) {
  if (items.length === 0) return null;
  // One row up to four cards on wide screens; more wrap rather than shrink.
  const columns = Math.max(3, Math.floor(12 / items.length));

  return (
    <Container component="section" aria-label="Destaques" sx={{ py: { xs: 4, md: 6 } }}>
      <Grid container spacing={3}>
        {items.map((item) => (
          <Grid key={item.id} size={{ xs: 12, sm: 6, md: columns }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                {item.title && (
                  <Typography variant="h4" component="h2" gutterBottom>
                    {item.title}
                  </Typography>
                )}
                {item.sub_title && (
                  <Typography variant="subtitle1" color="text.secondary" gutterBottom>
                    {item.sub_title}
                  </Typography>
                )}
                {item.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                    {item.description}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
