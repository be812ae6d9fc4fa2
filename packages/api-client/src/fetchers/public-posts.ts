import type { KyInstance } from 'ky';
import { call } from '../http';
import type { ContactInput, DonationInput, ReviewInput } from '../schemas/public-posts';
import type { ItemResponse } from '../types';

/** The address as stored: trimmed and lower-case. */
export interface NewsletterSubscription {
  email: string;
}

export interface StoredPost {
  documentId: string;
}

/** A review an editor published, signed with the author's first name. */
export interface PublishedReview {
  documentId: string;
  title: string;
  description: string;
  publishedAt: string;
  author: string | null;
}

/** The review as submitted; it stays a draft until an editor publishes it (docs/decisions/d10-open-defaults.md). */
export interface SubmittedReview extends StoredPost {
  title: string;
  description: string;
}

/** The public forms. A duplicate newsletter address rejects with 'Erro! E-mail já existe!'. */
export function publicPostFetchers(http: KyInstance) {
  const post = <T>(path: string, input: object) =>
    call(() => http.post(path, { json: { data: input } }).json<ItemResponse<T>>()).then((body) => body.data);

  return {
    subscribe: (email: string) => post<NewsletterSubscription>('newsletters', { email }),
    contact: (input: ContactInput) => post<StoredPost>('contacts', input),
    donate: (input: DonationInput) => post<StoredPost>('donations', input),
    /** Needs a logged-in user. */
    review: (input: ReviewInput) => post<SubmittedReview>('reviews', input),
    publishedReviews: () => call(() => http.get('reviews').json<ItemResponse<PublishedReview[]>>()).then((body) => body.data),
  };
}
