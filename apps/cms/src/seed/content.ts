import type { Core } from '@strapi/strapi';
import { blogCategories, blogPosts } from './data/blog';
import { blocks, pages } from './data/content';
import { testimonials } from './data/testimonials';
import type { SeedEntry } from './data/types';
import { bannerSvg, uploadSvg } from './images';
import { createMissing } from './upsert';

const BANNER_TINTS = ['#0B6E4F', '#1565C0', '#2E7D32', '#00695C', '#37474F'];

/** Blocks whose design is picture-led get generated pictures; editors replace them. */
const ILLUSTRATED_BLOCKS = new Set(['home-banner', 'about-us', 'bike-register', 'registered-bike-safety-seal']);

async function withPictures(strapi: Core.Strapi, entry: SeedEntry) {
  if (!ILLUSTRATED_BLOCKS.has(entry.slug)) return entry;
  const picture = (i: number) =>
    uploadSvg(strapi, bannerSvg(BANNER_TINTS[i % BANNER_TINTS.length]), `${entry.slug}-${i + 1}`, entry.title);
  const image = await picture(0);
  const content = [];
  for (const [i, item] of (entry.content ?? []).entries()) {
    content.push({ ...item, image: entry.slug === 'home-banner' ? (await picture(i + 1)).id : undefined });
  }
  return { ...entry, image: image.id, content };
}

async function missingOnly(strapi: Core.Strapi, uid: 'api::cms-block.cms-block' | 'api::cms-page.cms-page', entries: SeedEntry[]) {
  const existing = new Set(
    (await strapi.db.query(uid).findMany({ select: ['slug'] })).map((row: { slug: string }) => row.slug),
  );
  return entries.filter(({ slug }) => !existing.has(slug));
}

export async function seedContent(strapi: Core.Strapi) {
  const newBlocks = [];
  for (const block of await missingOnly(strapi, 'api::cms-block.cms-block', blocks)) {
    newBlocks.push(await withPictures(strapi, block));
  }
  await createMissing(strapi, 'api::cms-block.cms-block', 'slug', newBlocks);
  await createMissing(strapi, 'api::cms-page.cms-page', 'slug', (await missingOnly(strapi, 'api::cms-page.cms-page', pages)));

  const categoryIds = await createMissing(strapi, 'api::blog-category.blog-category', 'slug', blogCategories);

  const existingPosts = new Set(
    (await strapi.db.query('api::our-blog.our-blog').findMany({ select: ['slug'] })).map((row: { slug: string }) => row.slug),
  );
  const newPosts = [];
  for (const [i, post] of blogPosts.filter(({ slug }) => !existingPosts.has(slug)).entries()) {
    const image = await uploadSvg(strapi, bannerSvg(BANNER_TINTS[(i + 2) % BANNER_TINTS.length]), `blog-${post.slug}`, post.title);
    const { category, ...fields } = post;
    newPosts.push({ ...fields, blog_category: categoryIds.get(category), image: [image.id] });
  }
  await createMissing(strapi, 'api::our-blog.our-blog', 'slug', newPosts);

  await createMissing(strapi, 'api::testimonial.testimonial', 'title', testimonials);
}
