import type { CmsPage, OffsetListResponse, PublicBike, PublicStolenDetails } from '@bicla/api-client';

/** A public bike as the CMS projects it (docs/decisions/d6-privacy.md); neither stolen nor on sale unless told. */
export function publicBike(overrides: Partial<PublicBike> = {}): PublicBike {
  const slug = overrides.slug ?? 'montanha-verde-1700000000000';
  return {
    documentId: `doc-${slug}`,
    slug,
    nickName: 'Montanha Verde',
    model: 'Marlin 7',
    stolen: false,
    on_sale: false,
    price: null,
    remarks: null,
    classified_date: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    other_information: 'Registada em Lisboa.',
    complementary_description: null,
    brand: { name: 'Trek', slug: 'trek' },
    category: { name: 'BTT / Montanha' },
    year: { year: 2023 },
    color: { name: 'Verde' },
    secondary_colors: [{ name: 'Preto' }],
    wheel_size: { size: '29"' },
    materials: [{ name: 'Alumínio' }],
    suspension_types: [{ type: 'Suspensão dianteira (hardtail)' }],
    bike_photo: null,
    for_classified: [],
    for_stolen: [],
    latitude: null,
    longitude: null,
    owner: { name: 'Ana Silva', memberSince: '2025-05-02T09:00:00.000Z' },
    stolen_details: null,
    ...overrides,
  };
}

export function stolenDetails(overrides: Partial<PublicStolenDetails> = {}): PublicStolenDetails {
  return {
    // 08:05 UTC in July is 9:05 in Lisbon (summer time).
    stolen_date: '2026-07-01T08:05:00.000Z',
    city: 'Lisboa',
    lock_description: 'Cadeado de cabo',
    defeat_subscription: 'Cadeado cortado e deixado no local',
    police_department: 'PSP Lisboa',
    incident_description: 'Estava presa ao suporte em frente à estação.',
    estimated_value: 650,
    ...overrides,
  };
}

export function stolenBike(overrides: Partial<PublicBike> = {}): PublicBike {
  return publicBike({
    stolen: true,
    latitude: 38.722,
    longitude: -9.139,
    stolen_details: stolenDetails(),
    ...overrides,
  });
}

/** `count` stolen bikes with distinct names and slugs, numbered from `from`. */
export function stolenBikes(count: number, from = 1): PublicBike[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return stolenBike({ slug: `roubada-${n}`, documentId: `doc-roubada-${n}`, nickName: `Roubada ${n}` });
  });
}

export function offsetPage(data: PublicBike[], start: number, limit: number, total: number): OffsetListResponse<PublicBike> {
  return { data, meta: { pagination: { start, limit, total } } };
}

export function cmsPage(overrides: Partial<CmsPage> = {}): CmsPage {
  return {
    id: 7,
    documentId: 'stolen-bike-page',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    slug: 'stolen-bike',
    name: 'Página de bicicletas roubadas',
    title: 'Bicicletas roubadas',
    sub_title: 'Ajude-nos a devolvê-las a casa',
    description: 'Nesta lista encontra as bicicletas roubadas.\n\n## Antes de mais, apresente queixa\n\nDirija-se a uma esquadra.',
    icon: null,
    price: null,
    content: [],
    sub_content: [],
    ...overrides,
  };
}
