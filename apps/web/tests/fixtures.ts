import type { City, CmsBlock, User } from '@bicla/api-client';

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

export function demoUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    documentId: 'user-ana',
    username: 'ana.silva@bicla.pt',
    email: 'ana.silva@bicla.pt',
    name: 'Ana Silva',
    city: 'Lisboa',
    country: 'Portugal',
    taxpayer_number: null,
    mobile_number: null,
    genre: null,
    date_of_birth: null,
    address_coordinates: null,
    confirmed: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A municipality; the district tells apart the names Portugal has twice (Lagoa, Calheta). */
export function city(id: number, name: string, district: string, [latitude, longitude]: [number, number] = [38.72509, -9.1498]): City {
  return {
    id,
    documentId: `city-${id}`,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    name,
    slug: `${name}-${district}`.toLowerCase(),
    district,
    region: 'Continente',
    latitude,
    longitude,
  };
}
