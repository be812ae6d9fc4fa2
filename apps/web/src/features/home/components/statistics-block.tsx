import type { CmsBlock } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { bikeQueries, BikeStats } from '../../bikes';

/**
 * The registry in numbers: the live counts under the block's heading, then the block's items
 * saying what each count means. Spec, section 1: shown only when the block has items; without
 * the counts the explanations would explain nothing, so they wait for them too.
 */
export function StatisticsBlock({ block }: { block: CmsBlock }) {
  const { data: stats } = useQuery(bikeQueries.stats());
  const items = block.content ?? [];
  if (items.length === 0 || !stats) return null;

  return (
    <Box sx={{ bgcolor: 'background.default', pb: { xs: 6, md: 9 } }}>
      <BikeStats title={block.title || block.name} />
      <Container>
        {block.sub_title && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', pt: 3 }}>
            {block.sub_title}
          </Typography>
        )}
        <Grid container spacing={3} sx={{ mt: 1 }}>
          {items.map((item) => (
            <Grid key={item.id} size={{ xs: 12, md: 12 / Math.min(items.length, 3) }}>
              <Box sx={{ height: '100%', p: 3, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
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
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
