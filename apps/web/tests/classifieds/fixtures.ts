import type { Category, City, Classified, ClassifiedListResponse, OwnerBike } from '@bicla/api-client';
import { formatEuro } from '../../src/lib/format';

export function classified(overrides: Partial<Classified> = {}): Classified {
  return {
    documentId: 'bike-doc-1',
    slug: 'speedcarbono1700000000000',
    nickName: 'Speed Carbono',
    model: 'Oltre RC',
    stolen: false,
    on_sale: true,
    price: 5200,
    remarks: 'Revisão feita há dois meses.',
    classified_date: '2026-03-15T10:00:00.000Z',
    createdAt: '2026-01-10T10:00:00.000Z',
    other_information: null,
    complementary_description: null,
    brand: { name: 'Bianchi', slug: 'bianchi' },
    category: { name: 'Estrada' },
    year: { year: 2024 },
    color: { name: 'Turquesa' },
    secondary_colors: [{ name: 'Preto' }, { name: 'Branco' }],
    wheel_size: { size: '700c' },
    materials: [{ name: 'Carbono' }],
    suspension_types: [{ type: 'Rígida (sem suspensão)' }],
    bike_photo: { url: '/uploads/bike.jpg', width: 1200, height: 900, alternativeText: null, formats: {} },
    for_classified: [],
    for_stolen: [],
    latitude: null,
    longitude: null,
    owner: { name: 'Ana Silva', memberSince: '2025-11-02T09:00:00.000Z', city: 'Lisboa' },
    stolen_details: null,
    ...overrides,
  };
}

/** One page of the list as the API answers it, 12 a page. */
export function classifiedPage(data: Classified[], { total = data.length, page = 1, priceMax = 5200 } = {}): ClassifiedListResponse {
  return {
    data,
    meta: { pagination: { page, pageSize: 12, pageCount: Math.ceil(total / 12), total }, priceMax },
  };
}

const stamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

export const CITIES: City[] = [
  { id: 1, documentId: 'city-lisboa', name: 'Lisboa', slug: 'lisboa', district: 'Lisboa', region: 'Área Metropolitana de Lisboa', latitude: 38.72509, longitude: -9.1498, ...stamps },
  { id: 2, documentId: 'city-porto', name: 'Porto', slug: 'porto', district: 'Porto', region: 'Norte', latitude: 41.1485, longitude: -8.61097, ...stamps },
];

export const CATEGORIES: Category[] = [
  { id: 1, documentId: 'cat-estrada', name: 'Estrada', ...stamps },
  { id: 2, documentId: 'cat-gravel', name: 'Gravel', ...stamps },
];

/** Only the documentId matters to the pages: it tells them the bike is the viewer's own. */
export function ownBike(documentId: string): OwnerBike {
  return { documentId } as OwnerBike;
}

/** A price as Testing Library reads it: its text matcher sees the no-break space as a space. */
export function euroText(amount: number): string {
  return formatEuro(amount).replace(/\s/g, ' ');
}
