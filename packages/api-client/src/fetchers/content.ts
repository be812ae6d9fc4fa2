import type { KyInstance } from 'ky';
import { call } from '../http';
import { ENTRY_POPULATE, ENTRY_SLUG_PARAM } from '../content-queries';
import type { BlogPost, CmsBlock, CmsPage, ListResponse, Testimonial } from '../types';

export function contentFetchers(http: KyInstance) {
  const entryBySlug = async <T>(collection: string, slug: string): Promise<T | null> => {
    const response = await call(() =>
      http
        .get(collection, { searchParams: { [ENTRY_SLUG_PARAM]: slug, ...ENTRY_POPULATE } })
        .json<ListResponse<T>>(),
    );
    return response.data[0] ?? null;
  };

  return {
    /** A home or page block by its slug, e.g. 'home-banner'; null when editors have none. */
    block: (slug: string) => entryBySlug<CmsBlock>('cms-blocks', slug),
    page: (slug: string) => entryBySlug<CmsPage>('cms-pages', slug),
    /** One blog post by its slug, with its category and images; null when none has it. */
    blogPost: async (slug: string) => {
      const response = await call(() =>
        http
          .get('our-blogs', {
            searchParams: { 'filters[slug][$eq]': slug, 'populate[image]': 'true', 'populate[blog_category]': 'true' },
          })
          .json<ListResponse<BlogPost>>(),
      );
      return response.data[0] ?? null;
    },
    recentBlogPosts: (limit: number) =>
      call(() =>
        http
          .get('our-blogs', {
            searchParams: { 'sort[0]': 'date:desc', 'pagination[limit]': limit, 'populate[image]': 'true' },
          })
          .json<ListResponse<BlogPost>>(),
      ),
    /** One page of 100 published blog posts' or CMS pages' slugs and last changes, for the sitemap. */
    slugs: (collection: 'our-blogs' | 'cms-pages', page: number) =>
      call(() =>
        http
          .get(collection, {
            searchParams: { 'fields[0]': 'slug', 'fields[1]': 'updatedAt', 'sort[0]': 'id:asc', 'pagination[page]': page, 'pagination[pageSize]': 100 },
          })
          .json<ListResponse<{ slug: string; updatedAt: string }>>(),
      ),
    testimonials: () =>
      call(() =>
        http
          .get('testimonials', { searchParams: { 'sort[0]': 'date:desc', 'populate[image]': 'true' } })
          .json<ListResponse<Testimonial>>(),
      ),
  };
}
