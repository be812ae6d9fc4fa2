/**
 * How the web app asks for a content block or page by its slug: the slug filter, and what the
 * entry needs to render (its own fields, images and components). The CMS keeps the answer to
 * exactly this query (apps/cms/src/api/cms-block/kept-entries.ts).
 */
export const ENTRY_SLUG_PARAM = 'filters[slug][$eq]';

export const ENTRY_POPULATE = {
  'populate[image]': 'true',
  'populate[content][populate]': 'image',
  'populate[sub_content][populate]': '*',
} as const;
