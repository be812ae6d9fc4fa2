import type { SubContent } from '@bicla/api-client';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MarkdownText } from '../../../components/markdown';
import { mediaUrl } from '../../../lib/media';
import { socialIcon } from './content-icon';

interface SubContentCardsProps {
  items: readonly SubContent[];
  headingLevel?: 'h2' | 'h3';
}

/** Profile links from the CMS become hrefs: only web and mail addresses, never `javascript:`. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** Up to two letters from a name, for the avatar of someone without a photo. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0]?.toUpperCase() ?? '').join('');
}

/**
 * A `sub_content` list: people (the team) or features, each with a picture or initials, a text
 * and their links (social profiles on the team block).
 */
export function SubContentCards({ items, headingLevel = 'h2' }: SubContentCardsProps) {
  if (items.length === 0) return null;

  return (
    <Grid container spacing={3}>
      {items.map((item) => {
        const name = item.title ?? '';
        const photo = item.image ? item.image.formats?.small?.url ?? item.image.url : null;
        const links = (item.urls ?? []).filter((link) => SAFE_LINK.test(link.url));
        return (
          <Grid key={item.id} size={{ xs: 12, sm: 6, md: items.length % 3 === 0 ? 4 : 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent component={Stack} spacing={1.5} sx={{ alignItems: 'flex-start', height: '100%' }}>
                <Avatar
                  src={photo ? mediaUrl(photo) : undefined}
                  alt={item.image?.alternativeText || name}
                  sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.5rem', fontWeight: 700 }}
                >
                  {initials(name)}
                </Avatar>
                {item.title && (
                  <Typography variant="h4" component={headingLevel}>
                    {item.title}
                  </Typography>
                )}
                <MarkdownText sx={{ color: 'text.secondary', fontSize: '0.9375rem', flexGrow: 1 }}>{item.description}</MarkdownText>
                {links.length > 0 && (
                  <Stack direction="row" spacing={0.5} sx={{ ml: -1 }}>
                    {links.map((link) => {
                      const { Icon, label } = socialIcon(link.icon);
                      return (
                        <IconButton
                          key={link.id}
                          component="a"
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={name ? `${label} de ${name}` : label}
                          color="primary"
                        >
                          <Icon />
                        </IconButton>
                      );
                    })}
                  </Stack>
                )}
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
