import type { KyInstance } from 'ky';
import type { CheckQuery, CheckResult } from '../check';
import { call } from '../http';
import type { ItemResponse } from '../types';

/** The public check of a bike (GET /api/v1/check): registered, stolen or unknown. */
export function checkFetchers(http: KyInstance) {
  return {
    bike: (query: CheckQuery) => {
      const searchParams: Record<string, string> = {};
      for (const [key, text] of Object.entries(query)) if (typeof text === 'string' && text.trim()) searchParams[key] = text.trim();
      return call(() => http.get('v1/check', { searchParams }).json<ItemResponse<CheckResult>>()).then((response) => response.data);
    },
  };
}
