import type { CmsBlock } from '@bicla/api-client';

export function cmsBlock(overrides: Partial<CmsBlock> = {}): CmsBlock {
  return {
    id: 1,
    documentId: 'home-banner-doc',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    slug: 'home-banner',
    name: 'Home banner',
    title: 'Proteja a sua bicicleta',
    sub_title: 'O registo nacional de bicicletas',
    description: 'Registe, encontre e recupere bicicletas em todo o país.',
    icon: null,
    price: null,
    content: [],
    sub_content: [],
    ...overrides,
  };
}
