import Box, { type BoxProps } from '@mui/material/Box';
import { useRouter } from '@tanstack/react-router';
import Markdown from 'markdown-to-jsx';

/**
 * Editors' markdown from the CMS. Raw HTML in it is shown as text, never parsed, so a block
 * cannot inject markup or scripts; links leave the site in a new tab only when external.
 */
export function MarkdownText({ children, sx }: { children: string | null | undefined; sx?: BoxProps['sx'] }) {
  if (!children) return null;
  return (
    <Box
      className="markdown"
      sx={[
        {
          // markdown-to-jsx wraps several blocks in a <div>, so trim that wrapper's children too.
          '& > :first-child, & > div > :first-child': { mt: 0 },
          '& > :last-child, & > div > :last-child': { mb: 0 },
          '& p, & li': { lineHeight: 1.7 },
          '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1 },
          '& h1': { fontSize: '1.75rem' },
          '& h2': { fontSize: '1.5rem' },
          '& h3': { fontSize: '1.25rem' },
          '& a': { color: 'primary.main' },
          '& img': { maxWidth: '100%', height: 'auto' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Markdown
        options={{
          disableParsingRawHTML: true,
          overrides: { a: { component: MarkdownLink } },
        }}
      >
        {children}
      </Markdown>
    </Box>
  );
}

function MarkdownLink({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const router = useRouter();
  // A link to one of the site's own pages stays inside the app, keeping its history; a
  // modified click (new tab, new window) is left to the browser.
  if (href.startsWith('/') && !href.startsWith('//')) {
    const navigate = (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      router.history.push(href);
    };
    return (
      <a href={href} onClick={navigate} {...rest}>
        {children}
      </a>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
