import type { CmsBlock } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MarkdownText } from '../../../components/markdown';
import { READING_WIDTH } from './prose';
import { SubContentCards } from './sub-content-cards';

/** The team block on /about-us (spec, "Other blocks"): its name, text and members. */
export function TeamSection({ block }: { block: CmsBlock }) {
  const headingId = `bloco-${block.slug}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: { xs: 2, md: 4 }, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' }, mt: { xs: 2, md: 3 }, mb: 1.5 }}>
        {block.title || block.name}
      </Typography>
      <MarkdownText sx={{ color: 'text.secondary', maxWidth: READING_WIDTH, mb: 4, fontSize: '1.0625rem' }}>{block.description}</MarkdownText>
      <SubContentCards items={block.sub_content ?? []} headingLevel="h3" />
    </Box>
  );
}
