import type { BlogPost, Brand, CmsBlock, CmsPage } from '@bicla/api-client';

/*
 * What the mocked CMS holds for one test: pages, blocks, blog posts and brands by slug. Each
 * test file mocks the app's client with
 *   jest.mock('../../src/lib/api', () => ({ api: jest.requireActual('./content-api-mock').mockedContentApi() }));
 * and fills these.
 */
export const cms = {
  pages: new Map<string, CmsPage>(),
  blocks: new Map<string, CmsBlock>(),
  posts: new Map<string, BlogPost>(),
  brands: [] as Brand[],
};

/** The API the content routes and the layout call, answering from `cms`; anything else is unknown. */
export function mockedContentApi() {
  return {
    content: {
      page: jest.fn(async (slug: string) => cms.pages.get(slug) ?? null),
      block: jest.fn(async (slug: string) => cms.blocks.get(slug) ?? null),
      blogPost: jest.fn(async (slug: string) => cms.posts.get(slug) ?? null),
      recentBlogPosts: jest.fn(async () => ({ data: [], meta: {} })),
      testimonials: jest.fn(async () => ({ data: [], meta: {} })),
    },
    lookups: { brands: jest.fn(async () => cms.brands) },
    publicPosts: { contact: jest.fn(), donate: jest.fn(), subscribe: jest.fn(), publishedReviews: jest.fn(async () => []) },
  };
}

export function resetCms() {
  cms.pages.clear();
  cms.blocks.clear();
  cms.posts.clear();
  cms.brands = [];
  jest.clearAllMocks();
}

export function blogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 7,
    documentId: 'post-doc',
    createdAt: '2026-02-17T10:00:00.000Z',
    updatedAt: '2026-02-17T10:00:00.000Z',
    slug: 'roubaram-me-a-bicicleta',
    title: 'Roubaram-me a bicicleta: o que fazer',
    description: 'Respire fundo.\n\n**Primeiro, apresente queixa.** Depois dê o alerta.',
    date: '2026-02-17',
    blog_category: {
      id: 1,
      documentId: 'cat-doc',
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      name: 'Segurança',
      slug: 'seguranca',
    },
    image: [
      {
        id: 3,
        documentId: 'img-doc',
        url: '/uploads/blog_roubo.png',
        name: 'blog_roubo.png',
        alternativeText: 'Suporte de bicicletas vazio',
        width: 1200,
        height: 675,
        mime: 'image/png',
        formats: { small: { url: '/uploads/small_blog_roubo.png', width: 500, height: 281, mime: 'image/png' } },
      },
    ],
    ...overrides,
  };
}
