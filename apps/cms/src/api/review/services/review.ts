import type { Core } from '@strapi/strapi';
import type { ReviewInput } from '@bicla/api-client/shared';

/** How many published reviews the home page's testimonials can show at most. */
export const PUBLISHED_REVIEWS_LIMIT = 20;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Published reviews, newest first, signed with the author's first name only (docs/decisions/d6-privacy.md). */
  async published() {
    const reviews = await strapi.documents('api::review.review').findMany({
      status: 'published',
      fields: ['title', 'description', 'publishedAt'],
      populate: { user: { fields: ['name'] } },
      sort: 'publishedAt:desc',
      limit: PUBLISHED_REVIEWS_LIMIT,
    });
    return (reviews as unknown as { documentId: string; title: string; description: string; publishedAt: string; user?: { name?: string } | null }[]).map(
      ({ documentId, title, description, publishedAt, user }) => ({
        documentId,
        title,
        description,
        publishedAt,
        author: user?.name?.split(/\s+/)[0] ?? null,
      }),
    );
  },

  /**
   * Stores the review as a draft of its author (docs/decisions/d10-open-defaults.md): the document service creates
   * drafts by default, and only an editor's publish makes it public.
   */
  async submit(author: { documentId: string }, input: ReviewInput) {
    const review = await strapi.documents('api::review.review').create({ data: { ...input, user: author.documentId } });
    return { documentId: review.documentId, title: review.title, description: review.description };
  },
});
