import type { BlogPost } from '@bicla/api-client';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../../components/link';
import { MarkdownText } from '../../../components/markdown';
import { formatDate } from '../../../lib/format';
import { ContentImage } from '../../../components/content-image';
import { proseSx, READING_WIDTH } from '../../content';

function BackHome() {
  return (
    <ButtonLink to="/" startIcon={<ArrowBackIcon aria-hidden />} sx={{ ml: -1 }}>
      Voltar à página inicial
    </ButtonLink>
  );
}

/** One blog post: category, title, date, its pictures and the markdown body. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const [cover, ...gallery] = post.image ?? [];

  return (
    <Container component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ maxWidth: READING_WIDTH, mx: 'auto' }}>
        <BackHome />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: { xs: 2, md: 3 }, mb: 1.5 }}>
          {post.blog_category && <Chip label={post.blog_category.name} color="primary" variant="outlined" size="small" sx={{ fontWeight: 600 }} />}
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CalendarTodayOutlinedIcon fontSize="small" aria-hidden />
            <Typography variant="body2" component="time" dateTime={post.date}>
              {formatDate(post.date)}
            </Typography>
          </Stack>
        </Stack>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.625rem' }, mb: { xs: 3, md: 4 } }}>
          {post.title}
        </Typography>
        {cover && <ContentImage media={cover} fallbackAlt={post.title} eager sx={{ mb: { xs: 3, md: 5 } }} />}
        <MarkdownText sx={[proseSx, { '& > p:first-child, & > div > p:first-child': { fontSize: { md: '1.1875rem' } } }]}>
          {post.description}
        </MarkdownText>
        {gallery.length > 0 && (
          <Grid container spacing={2} sx={{ mt: 4 }}>
            {gallery.map((image, index) => (
              <Grid key={image.id} size={{ xs: 12, sm: 6 }}>
                <ContentImage media={image} fallbackAlt={`${post.title} (${index + 2} de ${gallery.length + 1})`} ratio="4 / 3" sizes="(max-width: 600px) 100vw, 390px" />
              </Grid>
            ))}
          </Grid>
        )}
        <Divider sx={{ my: { xs: 4, md: 5 } }} />
        <BackHome />
      </Box>
    </Container>
  );
}
