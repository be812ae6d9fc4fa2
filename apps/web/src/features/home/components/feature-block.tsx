import type { CmsBlock } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MarkdownText } from '../../../components/markdown';
import { ContentImage } from '../../../components/content-image';

interface FeatureBlockProps {
  block: CmsBlock;
  /** Id of the heading, which names the section. */
  id: string;
  /** Puts the picture on the right, so consecutive blocks alternate. */
  pictureRight?: boolean;
  tone?: 'plain' | 'paper';
  /** A call to action under the text. */
  action?: ReactNode;
  /** Extra content under the text and picture, e.g. the block's items. */
  children?: ReactNode;
}

/** A CMS block told as a picture beside its heading and text (about, registration, safety seal). */
export function FeatureBlock({ block, id, pictureRight = false, tone = 'plain', action, children }: FeatureBlockProps) {
  const picture = block.image ?? null;
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: tone === 'paper' ? 'background.paper' : 'background.default', py: { xs: 6, md: 9 } }}
    >
      <Container>
        <Grid container spacing={{ xs: 3, md: 8 }} sx={{ alignItems: 'center' }}>
          {picture && (
            // On a phone the picture would only push the text a screen further down.
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: { xs: 'none', sm: 'block' }, order: { md: pictureRight ? 2 : 1 } }}>
              <ContentImage media={picture} ratio="3 / 2" sizes="(max-width: 900px) 100vw, 560px" sx={{ borderRadius: 2 }} />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: picture ? 6 : 9 }} sx={{ order: { md: pictureRight ? 1 : 2 } }}>
            <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' } }}>
              {block.title || block.name}
            </Typography>
            {block.sub_title && (
              <Typography sx={{ mt: 1, fontSize: '1.125rem', fontWeight: 600, color: 'primary.main' }}>
                {block.sub_title}
              </Typography>
            )}
            <MarkdownText sx={{ mt: 2, color: 'text.secondary', fontSize: '1.0625rem' }}>{block.description}</MarkdownText>
            {action && <Box sx={{ mt: 3 }}>{action}</Box>}
          </Grid>
        </Grid>
        {children}
      </Container>
    </Box>
  );
}
