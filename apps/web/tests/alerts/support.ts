import type { Alert, AlertBike } from '@bicla/api-client';
import { api } from '../../src/lib/api';

/** The API as the tests see it once `jest.mock(…, () => require('./api-mock'))` replaced it. */
export const mockApi = jest.mocked(api);

const BASE: Omit<Alert, 'documentId' | 'kind' | 'description'> = {
  createdAt: '2026-03-01T10:00:00.000Z',
  city: null,
  bike: null,
  filters: null,
};

export function areaAlert(documentId: string, name: string, slug: string): Alert {
  return { ...BASE, documentId, kind: 'area', description: `Roubos em ${name}`, city: { name, slug } };
}

export function searchAlert(documentId: string, description: string, filters: NonNullable<Alert['filters']>): Alert {
  return { ...BASE, documentId, kind: 'search', description, filters };
}

export function favouriteAlert(documentId: string, bike: Partial<AlertBike> & Pick<AlertBike, 'documentId'>): Alert {
  const kept: AlertBike = { slug: `${bike.documentId}-slug`, title: 'Bianchi Oltre RC', stolen: false, on_sale: true, ...bike };
  return { ...BASE, documentId, kind: 'favourite', description: `Favorito: ${kept.title}`, bike: kept };
}

export function matchAlert(documentId: string, description: string): Alert {
  return {
    ...BASE,
    documentId,
    kind: 'match',
    description,
    bike: { documentId: 'bike-roubada', slug: 'roubada', title: 'Trek FX 3', stolen: true, on_sale: false },
  };
}
