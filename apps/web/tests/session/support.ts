import type { City, User } from '@bicla/api-client';

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

export function city(id: number, name: string, district: string): City {
  return {
    id,
    documentId: `city-${id}`,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    name,
    slug: `${name}-${district}`.toLowerCase(),
    district,
    region: 'Continente',
  };
}

/**
 * Watches what the app assigns to `document.cookie` (the write still happens), so a test can
 * read the attributes (Max-Age) that reading the cookie back never shows.
 */
export function watchCookieWrites() {
  const setter = jest.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([value]) => value);
}
