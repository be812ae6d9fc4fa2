import type { SxProps, Theme } from '@mui/material/styles';

/** A comfortable line length for long CMS texts (legal pages, guides, blog posts). */
export const READING_WIDTH = 780;

/**
 * Extra look for long markdown, on top of MarkdownText's own: body size, lists and the tables
 * editors write (the privacy policy has one), which scroll sideways on a phone instead of
 * widening the page. A plain object, so a page can add its own styles in an sx array.
 */
export const proseSx = {
  fontSize: { xs: '1rem', md: '1.0625rem' },
  '& h2': { color: 'primary.dark', mt: 5 },
  '& ul, & ol': { pl: 3 },
  '& li + li': { mt: 0.75 },
  '& strong': { fontWeight: 600 },
  '& table': {
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    my: 3,
    fontSize: '0.9375rem',
  },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: 'grey.100', fontWeight: 600 },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.light', m: 0, my: 3, pl: 2, color: 'text.secondary' },
} satisfies SxProps<Theme>;
