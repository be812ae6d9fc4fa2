import type { Core } from '@strapi/strapi';
import type { ReviewInput } from '@bicla/api-client/shared';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Stores the review as a draft of its author (decision D10): the document service creates
   * drafts by default, and only an editor's publish makes it public.
   */
  async submit(author: { documentId: string }, input: ReviewInput) {
    const review = await strapi.documents('api::review.review').create({ data: { ...input, user: author.documentId } });
    return { documentId: review.documentId, title: review.title, description: review.description };
  },
});
