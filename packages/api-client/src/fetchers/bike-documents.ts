import type { KyInstance } from 'ky';
import { call } from '../http';

/** The owner's PDFs of a bike: its registration certificate and, while it is stolen, the poster. */
export function bikeDocumentFetchers(http: KyInstance) {
  const pdf = (documentId: string, name: 'certificate' | 'poster') =>
    call(() => http.get(`bikes/${encodeURIComponent(documentId)}/${name}`).blob());
  return {
    certificate: (documentId: string) => pdf(documentId, 'certificate'),
    poster: (documentId: string) => pdf(documentId, 'poster'),
  };
}
