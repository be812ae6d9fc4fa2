import type { ApiClient, Testimonial } from '@bicla/api-client';
import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../content';
import { HOME_BLOCKS } from '../home-blocks';
import { HomeSection } from './home-section';

/** A review as the API client returns it (the package does not export the type by name). */
type PublishedReview = Awaited<ReturnType<ApiClient['publicPosts']['publishedReviews']>>[number];

/** Two rows of three on wide screens. */
const HOME_TESTIMONIALS = 6;
const PHONE_TESTIMONIALS = 3;


interface Quote {
  key: string;
  headline: string | null;
  text: string;
  signature: string | null;
}

/**
 * What cyclists say: users' reviews an editor published (signed with the first name only, as
 * the server sends them) come first, then the editors' testimonials.
 */
function homeQuotes(reviews: readonly PublishedReview[], testimonials: readonly Testimonial[]): Quote[] {
  return [
    ...reviews.map((review) => ({
      key: `review-${review.documentId}`,
      headline: review.title,
      text: review.description,
      signature: review.author,
    })),
    ...testimonials.map((testimonial) => ({
      key: `testimonial-${testimonial.documentId}`,
      headline: null,
      text: testimonial.description,
      signature: testimonial.title,
    })),
  ].slice(0, HOME_TESTIMONIALS);
}

/** Hidden when there is nothing to quote. */
export function Testimonials() {
  const { data: testimonials = [] } = useQuery(contentQueries.testimonials());
  const { data: reviews = [] } = useQuery(contentQueries.publishedReviews());
  const { data: block } = useQuery(contentQueries.block(HOME_BLOCKS.testimonials));
  const quotes = homeQuotes(reviews, testimonials);
  if (quotes.length === 0) return null;

  return (
    <HomeSection id="home-testimonials-title" title={block?.title || 'Testemunhos'} subtitle={block?.sub_title} description={block?.description}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {quotes.map((quote, index) => (
          <Grid
            key={quote.key}
            component="li"
            size={{ xs: 12, sm: 6, md: 4 }}
            // Three voices are enough on a phone; the rest would be a long scroll of quotes.
            sx={{ display: { xs: index < PHONE_TESTIMONIALS ? 'block' : 'none', sm: 'block' } }}
          >
            <Box
              component="figure"
              sx={{ m: 0, height: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
            >
              <FormatQuoteRoundedIcon aria-hidden sx={{ color: 'primary.main', fontSize: 36, transform: 'scaleX(-1)' }} />
              <Box component="blockquote" sx={{ m: 0 }}>
                {quote.headline && <Typography sx={{ fontWeight: 700, mb: 1 }}>{quote.headline}</Typography>}
                <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {quote.text}
                </Typography>
              </Box>
              {quote.signature && (
                <Typography component="figcaption" sx={{ mt: 'auto', pt: 1, fontWeight: 600 }}>
                  {quote.signature}
                </Typography>
              )}
            </Box>
          </Grid>
        ))}
      </Grid>
    </HomeSection>
  );
}
