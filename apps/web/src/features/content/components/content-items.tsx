import type { ContentItem } from '@bicla/api-client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MarkdownText } from '../../../components/markdown';
import { ContentImage } from '../../../components/content-image';

interface ContentItemsProps {
  items: readonly ContentItem[];
  /** The items' heading level, one below the section they sit in. */
  headingLevel?: 'h2' | 'h3';
}

/** A page's or block's `content` list: one card per item, two or three to a row. */
export function ContentItems({ items, headingLevel = 'h2' }: ContentItemsProps) {
  if (items.length === 0) return null;
  const columns = items.length % 3 === 0 || items.length > 4 ? 4 : 6;

  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6, md: columns }}>
          <Card sx={{ height: '100%' }}>
            {item.image && <ContentImage media={item.image} fallbackAlt={item.title ?? ''} sx={{ borderRadius: 0 }} sizes="(max-width: 600px) 100vw, 400px" />}
            <CardContent>
              {item.title && (
                <Typography variant="h4" component={headingLevel} gutterBottom>
                  {item.title}
                </Typography>
              )}
              {item.sub_title && (
                <Typography variant="subtitle1" color="primary.dark" sx={{ fontWeight: 600, mb: 1 }}>
                  {item.sub_title}
                </Typography>
              )}
              <MarkdownText sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>{item.description}</MarkdownText>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
