import type { KyInstance } from 'ky';
import { call } from '../http';
import type {
  BikeStats,
  Classified,
  ClassifiedFilters,
  ClassifiedListResponse,
  OffsetListResponse,
  PublicBike,
  PublicBikeSearchParams,
  RecoveredBike,
  SimilarSerialBike,
  StolenListParams,
  StolenNearParams,
  StolenNearResponse,
} from '../public-bike-types';
import type { ItemResponse, ListResponse } from '../types';

type Params = Record<string, string | number | undefined>;

/** Unset filters are left out of the URL: the CMS refuses empty or unknown parameters. */
const searchParams = (params: Params) => {
  const defined: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') defined[key] = value;
  }
  return defined;
};

/** The public projections of approved bikes (docs/decisions/d6-privacy.md): detail, search, close serials, stolen, classifieds, stats. */
export function publicBikeFetchers(http: KyInstance) {
  const get = <T>(path: string, params: Params = {}) =>
    call(() => http.get(path, { searchParams: searchParams(params) }).json<T>());
  const data = <T>(path: string) => get<ItemResponse<T>>(path).then((response) => response.data);

  return {
    bySlug: (slug: string) => data<PublicBike>(`bikes/by-slug/${encodeURIComponent(slug)}`),
    search: ({ q, start, limit }: PublicBikeSearchParams) =>
      get<OffsetListResponse<PublicBike>>('bikes/search', { q: q.trim(), start, limit }),
    similar: (q: string) => get<ListResponse<SimilarSerialBike>>('bikes/similar', { q: q.trim() }).then((response) => response.data),
    stolen: ({ start, limit }: StolenListParams = {}) => get<OffsetListResponse<PublicBike>>('bikes/stolen', { start, limit }),
    stolenNear: ({ start, limit, radius, ...place }: StolenNearParams) =>
      get<StolenNearResponse>('bikes/stolen', { ...('near' in place ? { near: place.near } : { lat: place.lat, lng: place.lng }), radius, start, limit }),
    recovered: ({ limit }: { limit?: number } = {}) =>
      get<ListResponse<RecoveredBike>>('bikes/recovered', { limit }).then((response) => response.data),
    classifieds: ({ name, city, category, priceMin, priceMax, page }: ClassifiedFilters = {}) =>
      get<ClassifiedListResponse>('classifieds', { name: name?.trim(), city, category, priceMin, priceMax, page }),
    classified: (slug: string) => data<Classified>(`classifieds/${encodeURIComponent(slug)}`),
    stats: () => data<BikeStats>('stats'),
  };
}
