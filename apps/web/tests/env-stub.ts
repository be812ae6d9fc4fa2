import type { Env } from '../src/lib/env';

/** Stands in for src/lib/env.ts, whose `import.meta` Jest cannot parse (see jest.config.cjs). */
export const env: Env = {
  apiUrl: 'http://cms.test',
  shopUrl: 'https://loja.example.pt',
  googleMapsApiKey: undefined,
};
