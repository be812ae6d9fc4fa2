import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MarkdownText } from '../../../components/markdown';

interface HomeSectionProps {
  /** Id of the heading, which names the section for screen readers. */
  id: string;
  title: string;
  subtitle?: string | null;
  /** Editors' text under the heading (markdown). */
  description?: string | null;
  /** A link beside the heading, e.g. to the full list. */
  action?: ReactNode;
  /** Alternating backgrounds keep a long page readable. */
  tone?: 'plain' | 'paper';
  children?: ReactNode;
}

/** One band of the home page: a heading with its editors' text, then the block's content. */
export function HomeSection({ id, title, subtitle, description, action, tone = 'plain', children }: HomeSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: tone === 'paper' ? 'background.paper' : 'background.default', py: { xs: 6, md: 9 } }}
    >
      <Container>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'flex-end' },
            justifyContent: 'space-between',
            gap: 2,
            mb: { xs: 3, md: 4 },
          }}
        >
          <Box sx={{ maxWidth: 760 }}>
            <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1, fontSize: '1.125rem' }}>
                {subtitle}
              </Typography>
            )}
            <MarkdownText sx={{ mt: 1.5, color: 'text.secondary' }}>{description}</MarkdownText>
          </Box>
          {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
