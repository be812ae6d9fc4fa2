import { brandAndModel, PRODUCT_NAME, PRODUCT_TITLE, type Classified, type PublicBike, type PublicMedia } from '@bicla/api-client/shared';
import type { FirstScreenQuery } from '../src/lib/first-screen-data';
import { BANNER_PICTURE_SIZES, BIKE_PHOTO_SIZES, imageSources, uploadUrl, type Photo } from '../src/lib/image-sources';
import type { CmsReader } from './cms';
import { HOME_BANNER, HOME_FIRST_SCREEN_BLOCKS, QUERY_KEYS, SLUG_ROUTES, STATIC_PAGES, type StaticPage } from './site-map';

export interface PageImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/** The picture that is the first screen's largest element, as the page's `<img>` asks for it. */
export interface FirstImage {
  src: string;
  srcSet: string | undefined;
  sizes: string;
}

/** What the server writes in a page's `<head>`, and how it answers. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's own path; none on a 404. */
  canonicalPath: string | null;
  image: PageImage | null;
  noindex: boolean;
  /** The route file whose chunks to preload. */
  routeFile: string | null;
  queries: FirstScreenQuery[];
  /** Preloaded with the HTML, so the photo loads alongside the code instead of after it. */
  firstImage: FirstImage | null;
}

export type PageAnswer = PageHead | { redirect: string };

export const DEFAULT_DESCRIPTION =
  'Registe a sua bicicleta, consulte bicicletas roubadas e encontre classificados de bicicletas em Portugal.';

/** Longer slugs are no page of ours: answered 404 without asking the CMS. */
const MAX_SLUG = 200;
const MAX_DESCRIPTION = 200;

const lisbonDate = new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', day: '2-digit', month: '2-digit', year: 'numeric' });
const euro = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const titled = (title: string) => `${title} | ${PRODUCT_NAME}`;

/** Markdown and line breaks out, cut at a word near the limit. */
export function plainText(text: string | null | undefined, max = MAX_DESCRIPTION): string {
  const plain = (text ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** 'ROUBADA: Trek Marlin 7, Lisboa, desde 12/11/2026': the share card and the title say the same. */
export function stolenHeadline(bike: PublicBike): string {
  const details = bike.stolen_details;
  const parts = [brandAndModel(bike, bike.nickName), details?.city, details?.stolen_date && `desde ${lisbonDate.format(new Date(details.stolen_date))}`];
  return `ROUBADA: ${parts.filter(Boolean).join(', ')}`;
}

function firstImage(apiUrl: string, photo: Photo | null | undefined, sizes: string): FirstImage | null {
  if (!photo) return null;
  const { src, srcSet } = imageSources(apiUrl, photo);
  return { src, srcSet, sizes };
}

function photo(apiUrl: string, media: PublicMedia | null | undefined, alt: string): PageImage | null {
  if (!media) return null;
  // The medium format (750 px) is what link previews show; the original may be far larger.
  const medium = media.formats?.medium;
  return medium ? { url: uploadUrl(apiUrl, medium.url), alt } : { url: uploadUrl(apiUrl, media.url), width: media.width ?? undefined, height: media.height ?? undefined, alt };
}

export const notFoundHead = (): PageHead => ({
  status: 404,
  title: titled('Página não encontrada'),
  description: DEFAULT_DESCRIPTION,
  canonicalPath: null,
  image: null,
  noindex: true,
  routeFile: null,
  queries: [],
  firstImage: null,
});

const page = (fields: Partial<PageHead> & Pick<PageHead, 'title' | 'canonicalPath' | 'routeFile'>): PageHead => ({
  status: 200,
  description: DEFAULT_DESCRIPTION,
  image: null,
  noindex: false,
  queries: [],
  firstImage: null,
  ...fields,
});

export interface HeadContext {
  cms: CmsReader;
  /** The CMS's public origin (VITE_API_URL), for photo URLs. */
  apiUrl: string;
}

function bikePage({ apiUrl }: HeadContext, bike: PublicBike, path: string, routeFile: string): PageHead {
  const name = brandAndModel(bike);
  const alt = name ? `${bike.nickName}: ${name}` : bike.nickName;
  const queries = [{ queryKey: QUERY_KEYS.bike(bike.slug), data: bike }];
  // The page's photos: its main photo, then the theft report's (features/bikes/components/public-bike-detail.tsx).
  const first = firstImage(apiUrl, bike.bike_photo ?? bike.for_stolen[0], BIKE_PHOTO_SIZES);
  if (bike.stolen) {
    const details = bike.stolen_details;
    const where = details ? ` em ${details.city}, a ${lisbonDate.format(new Date(details.stolen_date))}` : '';
    return page({
      title: stolenHeadline(bike),
      description: plainText(`${bike.nickName}${name ? ` (${name})` : ''} foi roubada${where}. Se a vir à venda ou na rua, avise o dono através do ${PRODUCT_NAME}.`),
      canonicalPath: path,
      image: { url: `/share-card/${encodeURIComponent(bike.slug)}.png`, width: 1200, height: 630, alt: stolenHeadline(bike) },
      routeFile,
      queries,
      firstImage: first,
    });
  }
  return page({
    title: titled(name ? `${bike.nickName}: ${name}` : bike.nickName),
    description: plainText(`${bike.nickName}${name ? `, ${name}` : ''}: bicicleta registada no ${PRODUCT_NAME}. ${bike.on_sale ? 'Está à venda.' : ''}`),
    canonicalPath: path,
    image: photo(apiUrl, bike.bike_photo, alt),
    routeFile,
    queries,
    firstImage: first,
  });
}

function classifiedPage({ apiUrl }: HeadContext, bike: Classified, path: string): PageHead {
  const name = brandAndModel(bike, bike.nickName);
  const price = bike.price !== null ? euro.format(bike.price) : null;
  const city = bike.owner?.city;
  return page({
    title: titled(`${name} à venda${price ? ` por ${price}` : ''}${city ? `, ${city}` : ''}`),
    description: plainText(bike.remarks || `${name} à venda no ${PRODUCT_NAME}, com registo verificado.`),
    canonicalPath: path,
    image: photo(apiUrl, bike.for_classified[0] ?? bike.bike_photo, name),
    routeFile: SLUG_ROUTES.classified,
    queries: [{ queryKey: QUERY_KEYS.classified(bike.slug), data: bike }],
    // The ad's own photos first, else the bike's (features/classifieds/display.ts).
    firstImage: firstImage(apiUrl, bike.for_classified[0] ?? bike.bike_photo, BIKE_PHOTO_SIZES),
  });
}

async function cmsPageHead(
  context: HeadContext,
  slug: string,
  path: string,
  routeFile: string,
  { title: fallbackTitle, blocks = [], brands: withBrands = false }: Pick<StaticPage, 'title' | 'blocks' | 'brands'> = {},
): Promise<PageHead> {
  const [entry, brands, ...blockEntries] = await Promise.all([
    context.cms.page(slug),
    withBrands ? context.cms.brands() : null,
    ...blocks.map((block) => context.cms.block(block)),
  ]);
  if (!entry) return notFoundHead();
  const image = entry.image ? { url: uploadUrl(context.apiUrl, entry.image.formats?.medium?.url ?? entry.image.url), alt: entry.title ?? entry.name } : null;
  return page({
    title: titled(entry.title || fallbackTitle || entry.name),
    description: plainText(entry.description || entry.sub_title) || DEFAULT_DESCRIPTION,
    canonicalPath: path,
    image,
    routeFile,
    queries: [
      { queryKey: QUERY_KEYS.page(slug), data: entry },
      ...(brands ? [{ queryKey: QUERY_KEYS.brands(), data: brands }] : []),
      ...blocks.map((block, index) => ({ queryKey: QUERY_KEYS.block(block), data: blockEntries[index] })),
    ],
  });
}

/** A page of the app's own, with the CMS page and blocks its first screen reads, when it has any. */
async function staticPageHead({ cms }: HeadContext, path: string, known: StaticPage): Promise<PageHead> {
  const { optionalCmsPage, blocks = [] } = known;
  const [optionalPage, ...blockEntries] = await Promise.all([optionalCmsPage ? cms.page(optionalCmsPage) : null, ...blocks.map((block) => cms.block(block))]);
  return page({
    title: known.title ? titled(known.title) : PRODUCT_TITLE,
    canonicalPath: path,
    routeFile: known.file,
    noindex: Boolean(known.private),
    queries: [
      ...(optionalCmsPage ? [{ queryKey: QUERY_KEYS.page(optionalCmsPage), data: optionalPage }] : []),
      ...blocks.map((block, index) => ({ queryKey: QUERY_KEYS.block(block), data: blockEntries[index] })),
    ],
  });
}

async function homePage({ cms, apiUrl }: HeadContext, path: string, known: StaticPage): Promise<PageHead> {
  const [stats, ...blocks] = await Promise.all([cms.stats(), ...HOME_FIRST_SCREEN_BLOCKS.map((slug) => cms.block(slug))]);
  const banner = blocks[HOME_FIRST_SCREEN_BLOCKS.indexOf(HOME_BANNER)];
  return page({
    title: PRODUCT_TITLE,
    canonicalPath: path,
    routeFile: known.file,
    queries: [
      ...(stats ? [{ queryKey: QUERY_KEYS.stats(), data: stats }] : []),
      ...HOME_FIRST_SCREEN_BLOCKS.map((slug, index) => ({ queryKey: QUERY_KEYS.block(slug), data: blocks[index] })),
    ],
    // The banner's first slide, or its own picture when it has no slides (features/home/components/home-banner.tsx).
    firstImage: firstImage(apiUrl, banner?.content?.[0]?.image ?? banner?.image, BANNER_PICTURE_SIZES),
  });
}

/**
 * What a path is: its head and first-screen data, a redirect to a bike's canonical address, or
 * a 404 for anything the app would show its 404 page for (unknown path, slug, or pending bike: docs/decisions/d5-approval.md).
 */
export async function resolvePage(context: HeadContext, pathname: string): Promise<PageAnswer> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC_PAGES[path];
  if (known) {
    if (known.cmsPage) return cmsPageHead(context, known.cmsPage, path, known.file, known);
    if (path === '/') return homePage(context, path, known);
    return staticPageHead(context, path, known);
  }

  let segments: string[];
  try {
    segments = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return notFoundHead();
  }
  if (segments.some((segment) => !segment || segment.length > MAX_SLUG)) return notFoundHead();
  const [first, slug] = segments;

  if (segments.length === 1) return cmsPageHead(context, first, path, SLUG_ROUTES.cmsPage);
  if (segments.length === 3 && first === 'connect' && segments[2] === 'redirect') {
    return page({ title: PRODUCT_TITLE, canonicalPath: null, routeFile: SLUG_ROUTES.connect, noindex: true });
  }
  if (segments.length !== 2) return notFoundHead();

  switch (first) {
    case 'stolen-bikes':
    case 'search-bikes': {
      const bike = await context.cms.bike(slug);
      if (!bike) return notFoundHead();
      const canonical = `/${bike.stolen ? 'stolen-bikes' : 'search-bikes'}/${encodeURIComponent(bike.slug)}`;
      if (canonical !== `/${first}/${encodeURIComponent(slug)}`) return { redirect: canonical };
      return bikePage(context, bike, canonical, bike.stolen ? SLUG_ROUTES.stolen : SLUG_ROUTES.search);
    }
    case 'classified': {
      const bike = await context.cms.classified(slug);
      return bike ? classifiedPage(context, bike, path) : notFoundHead();
    }
    case 'blogs': {
      const post = await context.cms.blogPost(slug);
      if (!post) return notFoundHead();
      const cover = post.image?.[0];
      return page({
        title: titled(post.title),
        description: plainText(post.description) || DEFAULT_DESCRIPTION,
        canonicalPath: path,
        image: cover ? { url: uploadUrl(context.apiUrl, cover.formats?.medium?.url ?? cover.url), alt: post.title } : null,
        routeFile: SLUG_ROUTES.blog,
        queries: [{ queryKey: QUERY_KEYS.blogPost(slug), data: post }],
      });
    }
    case 'edit-bike':
      return page({ title: titled('Editar bicicleta'), canonicalPath: null, routeFile: SLUG_ROUTES.editBike, noindex: true });
    default:
      return notFoundHead();
  }
}
