import type { BlogPost } from '@bicla/api-client';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { BikePhoto } from '../../../components/bike-photo';
import { Link } from '../../../components/link';
import { contentQueries } from '../../content';
import { blogDateBadge, plainExcerpt } from '../blog-teaser';
import { HOME_BLOCKS, HOME_BLOG_POSTS } from '../home-blocks';
import { HomeSection } from './home-section';

/** Spec, "Other blocks": the 'our-blogs' heading and the three newest posts; hidden without posts. */
export function RecentBlogPosts() {
  const { data: posts = [] } = useQuery(contentQueries.recentBlogPosts(HOME_BLOG_POSTS));
  const { data: block } = useQuery(contentQueries.block(HOME_BLOCKS.blog));
  if (posts.length === 0) return null;

  return (
    <HomeSection id="home-blog-title" title={block?.title || 'Blog'} description={block?.description}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {posts.map((post) => (
          <Grid key={post.documentId} component="li" size={{ xs: 12, md: 4 }}>
            <BlogPostCard post={post} />
          </Grid>
        ))}
      </Grid>
    </HomeSection>
  );
}

function BlogPostCard({ post }: { post: BlogPost }) {
  const badge = blogDateBadge(post.date);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <BikePhoto photo={post.image?.[0]} alt={post.title} sizes="(max-width: 900px) 100vw, 380px" sx={{ aspectRatio: '16 / 9' }} />
        {badge && (
          <Box
            component="time"
            dateTime={post.date}
            sx={{
              position: 'absolute',
              top: 12,
              left: 12,
              minWidth: 56,
              py: 0.75,
              px: 1,
              borderRadius: 1,
              bgcolor: 'background.paper',
              boxShadow: 1,
              textAlign: 'center',
              lineHeight: 1.1,
            }}
          >
            <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', color: 'primary.main' }}>
              {badge.month}
            </Box>{' '}
            <Box component="span" sx={{ display: 'block', fontSize: '1.375rem', fontWeight: 800 }}>
              {badge.day}
            </Box>
          </Box>
        )}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1, p: 3 }}>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', lineHeight: 1.35 }}>
          {post.title}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ lineHeight: 1.65, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {plainExcerpt(post.description)}
        </Typography>
        <Link
          to="/blogs/$slug"
          params={{ slug: post.slug }}
          // Every card has a 'Ler mais'; the name says which post it opens, starting with the visible words.
          aria-label={`Ler mais: ${post.title}`}
          sx={{ mt: 'auto', display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, alignSelf: 'flex-start' }}
        >
          Ler mais
          <ArrowForwardIcon fontSize="small" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
