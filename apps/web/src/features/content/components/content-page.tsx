import type { CmsPage } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { MarkdownText } from '../../../components/markdown';
import { ContentImage } from '../../../components/content-image';
import { ContentItems } from './content-items';
import { PageHero } from './page-hero';
import { proseSx, READING_WIDTH } from './prose';
import { SubContentCards } from './sub-content-cards';

interface ContentPageProps {
  page: CmsPage;
  /** Shows the page's `content` items another way (the FAQ's accordion); cards by default. */
  content?: ReactNode;
  /** Sections a route adds below the CMS text (the team, the brand list, a form). */
  children?: ReactNode;
}

/**
 * Any CMS page: the title as the page's h1, its subtitle, picture and markdown text, then its
 * `content` and `sub_content` items, whatever the editors filled in.
 */
export function ContentPage({ page, content, children }: ContentPageProps) {
  const items = page.content ?? [];
  const subItems = page.sub_content ?? [];

  return (
    <>
      <PageHero title={page.title || page.name} subTitle={page.sub_title} icon={page.icon} />
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          {(page.image || page.description) && (
            <Box component="article" sx={{ maxWidth: READING_WIDTH }}>
              {page.image && (
                <ContentImage media={page.image} fallbackAlt={page.title ?? page.name} eager sx={{ mb: 4 }} />
              )}
              <MarkdownText sx={proseSx}>{page.description}</MarkdownText>
            </Box>
          )}
          {content ?? (items.length > 0 && <ContentItems items={items} />)}
          {subItems.length > 0 && <SubContentCards items={subItems} />}
          {children}
        </Stack>
      </Container>
    </>
  );
}
