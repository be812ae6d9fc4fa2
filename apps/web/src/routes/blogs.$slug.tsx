import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BlogPostArticle } from '../features/blog/components/blog-post-article';
import { contentQueries } from '../features/content/api';

export const Route = createFileRoute('/blogs/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const post = await queryClient.ensureQueryData(contentQueries.blogPost(slug));
    if (!post) throw notFound();
  },
  component: BlogPostPage,
});

function BlogPostPage() {
  const { slug } = Route.useParams();
  const { data: post } = useSuspenseQuery(contentQueries.blogPost(slug));
  if (!post) throw notFound();
  return <BlogPostArticle post={post} />;
}
