import type { BlogPost, Brand, Classified, ClassifiedListResponse, CmsBlock, Media, PublicBike, RecoveredBike, Testimonial } from '@bicla/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { bikeQueries } from '../../src/features/bikes/api';
import { contentQueries } from '../../src/features/content/api';
import { HOME_BLOCKS, HOME_BLOG_POSTS } from '../../src/features/home/home-blocks';
import { lookupQueries } from '../../src/features/lookups/api';
import { cmsBlock } from '../fixtures';

const CREATED = '2026-03-01T10:00:00.000Z';

export function media(name: string): Media {
  return {
    id: 1,
    documentId: `media-${name}`,
    url: `/uploads/${name}.jpg`,
    name: `${name}.jpg`,
    alternativeText: null,
    width: 1600,
    height: 900,
    mime: 'image/jpeg',
    formats: { small: { url: `/uploads/small_${name}.jpg`, width: 500, height: 281, mime: 'image/jpeg' } },
  };
}

export function publicBike(overrides: Partial<PublicBike> = {}): PublicBike {
  return {
    documentId: 'bike-1',
    slug: 'montanha-verde-1',
    nickName: 'Montanha Verde',
    model: 'Marlin 7',
    stolen: false,
    on_sale: false,
    price: null,
    remarks: null,
    classified_date: null,
    createdAt: CREATED,
    other_information: null,
    complementary_description: null,
    brand: { name: 'Trek', slug: 'trek' },
    category: { name: 'BTT / Montanha' },
    year: { year: 2023 },
    color: { name: 'Verde' },
    secondary_colors: [],
    wheel_size: { size: '29"' },
    materials: [],
    suspension_types: [],
    bike_photo: null,
    for_classified: [],
    for_stolen: [],
    latitude: null,
    longitude: null,
    owner: { name: 'Ana Silva', memberSince: CREATED },
    stolen_details: null,
    ...overrides,
  };
}

export function stolenBike(overrides: Partial<PublicBike> = {}): PublicBike {
  return publicBike({
    stolen: true,
    stolen_details: {
      stolen_date: '2026-03-10T14:30:00.000Z',
      city: 'Braga',
      lock_description: 'Cadeado de cabo',
      defeat_subscription: null,
      police_department: null,
      incident_description: 'Levada da garagem.',
      estimated_value: 650,
    },
    ...overrides,
  });
}

export function classified(overrides: Partial<Classified> = {}): Classified {
  return {
    ...publicBike({ price: 450, classified_date: CREATED, owner: { name: 'Ana Silva', memberSince: CREATED, city: 'Lisboa' } }),
    stolen: false,
    on_sale: true,
    ...overrides,
  } as Classified;
}

export function classifiedList(items: Classified[]): ClassifiedListResponse {
  return { data: items, meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: items.length }, priceMax: 5000 } };
}

export function blogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    documentId: 'post-1',
    createdAt: CREATED,
    updatedAt: CREATED,
    slug: 'como-escolher-um-cadeado',
    title: 'Como escolher um cadeado',
    description: 'O **cadeado** é a primeira linha de defesa.\n\nSegundo parágrafo que o cartão não mostra.',
    date: '2025-11-22',
    image: [media('blog')],
    ...overrides,
  };
}

export function testimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: 1,
    documentId: 'testimonial-1',
    createdAt: CREATED,
    updatedAt: CREATED,
    title: 'Marta, Braga',
    date: '2026-01-28',
    description: 'Uma loja reconheceu a minha bicicleta.',
    ...overrides,
  };
}

export function brand(overrides: Partial<Brand> = {}): Brand {
  return { id: 1, documentId: 'brand-trek', createdAt: CREATED, updatedAt: CREATED, name: 'Trek', slug: 'trek', image: media('logo-trek'), ...overrides };
}

export interface HomeData {
  blocks: Partial<Record<keyof typeof HOME_BLOCKS, CmsBlock | null>>;
  stats: { registered: number; stolen: number; recovered: number };
  classifieds: Classified[];
  posts: BlogPost[];
  stolen: PublicBike[];
  recovered: RecoveredBike[];
  brands: Brand[];
  testimonials: Testimonial[];
  reviews: { documentId: string; title: string; description: string; publishedAt: string; author: string | null }[];
}

/** Every home block as the seeded CMS has it, in short. */
export function fullHomeData(): HomeData {
  return {
    blocks: {
      banner: cmsBlock({
        title: 'Bicla: Registo Nacional de Bicicletas',
        sub_title: 'Registe, proteja e recupere a sua bicicleta',
        description: 'Um registo gratuito.',
        content: [
          { id: 1, title: 'Registe a sua bicicleta', sub_title: 'É gratuito', description: 'Guarde o número de série.', image: media('slide-1') },
          { id: 2, title: 'Roubaram-lhe a bicicleta?', sub_title: null, description: 'Dê o alerta.', image: media('slide-2') },
        ],
      }),
      about: cmsBlock({ slug: 'about-us', title: 'O que é a Bicla?', sub_title: null, description: 'O registo nacional de bicicletas.', image: media('about') }),
      register: cmsBlock({ slug: 'bike-register', title: 'Registe a sua bicicleta em poucos minutos', sub_title: null, description: 'Crie a sua conta.' }),
      safetySeal: cmsBlock({
        slug: 'registered-bike-safety-seal',
        title: 'Selo de segurança Bicla',
        sub_title: 'Um aviso discreto',
        description: 'Um autocolante resistente.',
        content: [{ id: 1, title: 'Dissuade o roubo', sub_title: null, description: 'Difícil de revender.' }],
      }),
      statistics: cmsBlock({
        slug: 'bike-registered-statistics',
        title: 'A Bicla em números',
        sub_title: 'Dados do registo, atualizados em tempo real',
        description: null,
        content: [{ id: 1, title: 'Bicicletas registadas', sub_title: null, description: 'Validadas pela nossa equipa.' }],
      }),
      blog: cmsBlock({ slug: 'our-blogs', title: 'O nosso blog', sub_title: null, description: 'Guias práticos.' }),
      recovered: cmsBlock({ slug: HOME_BLOCKS.recovered, title: 'Bicicletas que ajudámos a recuperar', sub_title: null, description: 'Pequenas vitórias.' }),
      brands: cmsBlock({ slug: 'bike-manufacturers', title: 'Marcas no registo', sub_title: null, description: null }),
      testimonials: cmsBlock({ slug: 'testimonials', title: 'O que dizem os ciclistas', sub_title: null, description: null }),
    },
    stats: { registered: 12345, stolen: 10, recovered: 3 },
    classifieds: [classified({ documentId: 'ad-1', slug: 'urbana-azul-1', nickName: 'Urbana Azul', brand: { name: 'Orbea', slug: 'orbea' }, model: 'Vibe H30' })],
    posts: [blogPost()],
    stolen: [stolenBike({ documentId: 'stolen-1', slug: 'fixie-preta-1', nickName: 'Fixie Preta', model: 'Gazzetta' })],
    recovered: [
      {
        ...publicBike({ documentId: 'recovered-1', slug: 'gravel-do-joao-1', nickName: 'Gravel do João', brand: { name: 'Canyon', slug: 'canyon' }, model: 'Grizl 7' }),
        recovery: { story: 'Um leitor reconheceu-a num anúncio.', we_helped: true, recovered_at: CREATED },
      },
    ],
    brands: [brand(), brand({ documentId: 'brand-btwin', name: 'Btwin', slug: 'btwin', image: null })],
    testimonials: [testimonial()],
    reviews: [{ documentId: 'review-1', title: 'Comprei descansado', description: 'Pesquisei o número de série.', publishedAt: CREATED, author: 'João' }],
  };
}

/** Puts the home page's data in the cache, as the loader would find it. */
export function seedHome(queryClient: QueryClient, data: HomeData): void {
  for (const [name, slug] of Object.entries(HOME_BLOCKS) as [keyof typeof HOME_BLOCKS, string][]) {
    queryClient.setQueryData(contentQueries.block(slug).queryKey, data.blocks[name] ?? null);
  }
  queryClient.setQueryData(bikeQueries.stats().queryKey, data.stats);
  queryClient.setQueryData(bikeQueries.classifieds({}).queryKey, classifiedList(data.classifieds));
  queryClient.setQueryData(contentQueries.recentBlogPosts(HOME_BLOG_POSTS).queryKey, data.posts);
  queryClient.setQueryData(bikeQueries.recentStolen().queryKey, data.stolen);
  queryClient.setQueryData(bikeQueries.recovered().queryKey, data.recovered);
  queryClient.setQueryData(lookupQueries.brands().queryKey, data.brands);
  queryClient.setQueryData(contentQueries.testimonials().queryKey, data.testimonials);
  queryClient.setQueryData(contentQueries.publishedReviews().queryKey, data.reviews);
}

/**
 * The lists below the fold are a lazy chunk; importing it up front keeps the first test of a
 * file from spending its wait on compiling it.
 */
export function preloadBelowTheFold() {
  return import('../../src/features/home/components/below-the-fold');
}
